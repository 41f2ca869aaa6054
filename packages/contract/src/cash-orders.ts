import { z } from 'zod';
import { entity, entityId, entityIdParam, orderBy, ref, stamps, timestamp } from './common.ts';
import { searchParam } from './content.ts';
import { adsListQuery, adsStoreType, dayRange, moneyInput, vnd, walletTransferNoteBody } from './wallets.ts';

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
  wallet_id: z.number().int(),
  amount: vnd,
  bonus_amount: vnd,
  place: cashOrderPlace,
  station: ref.nullable(),
  payment_method: z.enum(CASH_PAYMENT_METHODS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  requester: ref,
  approver: ref.nullable(),
  decided_at: timestamp.nullable(),
  hold_transfer_id: z.number().int().nullable(),
  transfer_id: z.number().int().nullable(),
  bonus_transfer_id: z.number().int().nullable(),
  ...stamps,
});
export type CashOrder = z.infer<typeof cashOrder>;

export const cashOrderListQuery = adsListQuery({
  status: cashOrderStatus.optional(),
  type: cashOrderType.optional(),
  store_type: adsStoreType.optional(),
  requester_id: entityIdParam.optional(),
  place: cashOrderPlace.optional(),
  store_id: entityIdParam.optional(),
  ...dayRange,
  order_by: orderBy.default('desc'),
});
export type CashOrderListQuery = z.infer<typeof cashOrderListQuery>;

export const cashOrderCreateBody = z
  .object({
    type: cashOrderType,
    store_id: entityId,
    amount: moneyInput('Amount', CASH_ORDER_LIMITS.min, CASH_ORDER_LIMITS.max),
    place: cashOrderPlace,
    station_id: entityId.optional(),
    payment_method: z.enum(CASH_PAYMENT_METHODS, { error: 'Payment method must be cash or bank_transfer' }),
    reference: z.string().trim().max(100, 'Reference must be at most 100 characters').optional(),
    note: z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
  })
  .refine((b) => b.place !== 'station' || b.station_id !== undefined, {
    path: ['station_id'],
    message: 'Choose the station',
  });
export type CashOrderCreateBody = z.infer<typeof cashOrderCreateBody>;

/** PUT /cash/update-note/{id}: the note, as on a wallet transfer. */
export const cashOrderNoteBody = walletTransferNoteBody;
export type CashOrderNoteBody = z.infer<typeof cashOrderNoteBody>;

export const cashOrderStatusBody = z
  .object({
    status: z.enum(['approved', 'rejected', 'cancelled'], { error: 'Status must be approved, rejected or cancelled' }),
    reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
  })
  .refine((b) => b.status !== 'rejected' || !!b.reason, { path: ['reason'], message: 'Give the reason for rejecting' });
export type CashOrderStatusBody = z.infer<typeof cashOrderStatusBody>;

/** GET /cash/stores: the create dialog's store (or station) search, with the store's wallet if it has one. */
export const cashStoreQuery = z.object({
  q: searchParam,
  is_station: z.enum(['1', '2'], { error: 'Station filter must be 1 or 2' }).optional(),
});
export type CashStoreQuery = z.infer<typeof cashStoreQuery>;
export const cashStore = entity({
  name: z.string(),
  phone: z.string().nullable(),
  store_type: adsStoreType,
  wallet: z.object({ id: z.number().int(), balance: vnd, available: vnd }).nullable(),
});
export type CashStore = z.infer<typeof cashStore>;

export const CASH_ORDER_MESSAGES = {
  created: 'Create successfully',
  noteUpdated: 'Update successfully',
  statusUpdated: 'Change status successful!',
} as const;
