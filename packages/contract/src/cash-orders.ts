import { z } from 'zod/mini';
import { chosenId, entity, entityId, entityIdParam, ref, stamps, statusReasonBody, timestamp } from './common.ts';
import { searchParam } from './site.ts';
import { adsStoreType, moneyInput, storeRecordsQuery, vnd, walletTransferNoteBody } from './wallets.ts';

/**
 * Cash orders: staff record money a store handed over (deposit) or money given back (deduction,
 * held on the wallet until approved). A second person approves (docs/domain.md).
 */

export const CASH_ORDER_TYPES = ['deposit', 'deduction'] as const;
export const cashOrderType = z.enum(CASH_ORDER_TYPES, { error: 'Type must be deposit or deduction' });
export type CashOrderType = z.infer<typeof cashOrderType>;

export const CASH_ORDER_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const cashOrderStatus = z.enum(CASH_ORDER_STATUSES, {
  error: 'Status must be pending, approved, rejected or cancelled',
});
export type CashOrderStatus = z.infer<typeof cashOrderStatus>;

/** Decided orders never change. */
export const CASH_ORDER_TRANSITIONS: Record<CashOrderStatus, readonly CashOrderStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: [],
  rejected: [],
  cancelled: [],
};

export const CASH_ORDER_PLACES = ['office_hn', 'office_hcm', 'bank_transfer', 'station'] as const;
export const cashOrderPlace = z.enum(CASH_ORDER_PLACES, {
  error: 'Place must be office_hn, office_hcm, bank_transfer or station',
});
export const CASH_PAYMENT_METHODS = ['cash', 'bank_transfer'] as const;

export const CASH_ORDER_LIMITS = { min: 10_000, max: 500_000_000 } as const;

export const cashOrderCode = (id: number) => `CO${String(id).padStart(6, '0')}`;

export const cashOrder = entity({
  code: z.string(),
  type: cashOrderType,
  status: cashOrderStatus,
  store: ref,
  store_type: adsStoreType,
  wallet_id: z.int(),
  amount: vnd,
  bonus_amount: vnd,
  place: cashOrderPlace,
  station: z.nullable(ref),
  payment_method: z.enum(CASH_PAYMENT_METHODS),
  reference: z.nullable(z.string()),
  note: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  requester: ref,
  approver: z.nullable(ref),
  decided_at: z.nullable(timestamp),
  hold_transfer_id: z.nullable(z.int()),
  transfer_id: z.nullable(z.int()),
  bonus_transfer_id: z.nullable(z.int()),
  ...stamps,
});
export type CashOrder = z.infer<typeof cashOrder>;

export const cashOrderListQuery = storeRecordsQuery({
  status: z.optional(cashOrderStatus),
  type: z.optional(cashOrderType),
  requester_id: z.optional(entityIdParam),
  place: z.optional(cashOrderPlace),
});
export type CashOrderListQuery = z.infer<typeof cashOrderListQuery>;

export const cashOrderCreateBody = z
  .object({
    type: cashOrderType,
    store_id: chosenId('store'),
    amount: moneyInput('Amount', CASH_ORDER_LIMITS.min, CASH_ORDER_LIMITS.max),
    place: cashOrderPlace,
    station_id: z.optional(entityId),
    payment_method: z.enum(CASH_PAYMENT_METHODS, { error: 'Payment method must be cash or bank_transfer' }),
    reference: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Reference must be at most 100 characters'))),
    note: z.optional(z.string().check(z.trim(), z.maxLength(500, 'Note must be at most 500 characters'))),
  })
  .check(
    z.refine((b) => b.place !== 'station' || b.station_id !== undefined, {
      path: ['station_id'],
      message: 'Choose the station',
    }),
  );
export type CashOrderCreateBody = z.infer<typeof cashOrderCreateBody>;

/** PUT /cash/update-note/{id}: the note, as on a wallet transfer. */
export const cashOrderNoteBody = walletTransferNoteBody;
export type CashOrderNoteBody = z.infer<typeof cashOrderNoteBody>;

export const cashOrderStatusBody = statusReasonBody(
  z.enum(['approved', 'rejected', 'cancelled'], { error: 'Status must be approved, rejected or cancelled' }),
  'rejected',
  'Give the reason for rejecting',
);
export type CashOrderStatusBody = z.infer<typeof cashOrderStatusBody>;

/** GET /cash/stores: the create dialog's store (or station) search, with the store's wallet if it has one. */
export const cashStoreQuery = z.object({
  q: searchParam,
  is_station: z.optional(z.enum(['1', '2'], { error: 'Station filter must be 1 or 2' })),
});
export type CashStoreQuery = z.infer<typeof cashStoreQuery>;
export const cashStore = entity({
  name: z.string(),
  phone: z.nullable(z.string()),
  store_type: adsStoreType,
  wallet: z.nullable(z.object({ id: z.int(), balance: vnd, available: vnd })),
});
export type CashStore = z.infer<typeof cashStore>;

export const CASH_ORDER_MESSAGES = {
  created: 'Create successfully',
  noteUpdated: 'Update successfully',
  statusUpdated: 'Change status successful!',
} as const;
