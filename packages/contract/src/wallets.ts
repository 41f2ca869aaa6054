import { z } from 'zod/mini';
import {
  entity,
  entityIdParam,
  orderBy,
  ref,
  sortFields,
  statusReasonBody,
  timestamp,
  preprocess,
  versioned,
} from './common.ts';
import { dayRange, pageQueryOf, parseTimeInput, searchParam } from './site.ts';
import { exportParams } from './exports.ts';

/**
 * Ads wallets on a ledger (docs/domain.md, "Ads and promotions"): every store has a prepaid VND
 * wallet; money moves only as immutable transfers between a wallet and a system account.
 */

export const ADS_PAGE_SIZE = 20;

/** The list query of an ads list: `page`, `count` (20), the search text `q`, then the list's own filters. */
export function adsListQuery<const F extends z.core.$ZodLooseShape>(fields: F) {
  return z.extend(pageQueryOf(ADS_PAGE_SIZE), { q: searchParam, ...fields });
}

/** Money in VND: a whole number of đồng. */
export const vnd = z.int();

/**
 * An amount a person types: whole đồng, a multiple of 1.000, within limits (422 otherwise).
 * A JSON number only: "100000", "1e5" or "0x186A0" are refused, not read as amounts.
 */
export const moneyInput = (label: string, min: number, max: number) =>
  z.number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) }).check(
    z.int(`${label} must be a whole number of đồng`),
    z.gte(min, `${label} must be at least ${min.toLocaleString('vi-VN')} đ`),
    z.lte(max, `${label} must be at most ${max.toLocaleString('vi-VN')} đ`),
    z.refine((n) => n % 1000 === 0, `${label} must be a multiple of 1.000 đ`),
  );

/** A Vietnam calendar day 'YYYY-MM-DD' of an ISO instant. */
export function vietnamDay(iso: string | number | Date): string {
  const ms = typeof iso === 'number' ? iso : new Date(iso).getTime();
  return new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The first instant (ISO, UTC) of a Vietnam calendar day. */
export const vietnamDayStart = (day: string) => parseTimeInput(day)!;

/** Store types of the marketplace (stores.type). */
export const ADS_STORE_TYPES = ['alliance', 'personal'] as const;
export const adsStoreType = z.enum(ADS_STORE_TYPES, { error: 'Store type must be alliance or personal' });
export type AdsStoreType = z.infer<typeof adsStoreType>;

/** The day filter of the ads lists: content.ts's, also exported from here as before. */
export { dayRange };

/**
 * The list query of a store's ads records (Alepay orders, campaigns, cash orders): `adsListQuery`
 * with the list's own filters, then the store (`store_id`, `store_type`) and the Vietnam days the
 * records were made on, newest first unless `order_by` says otherwise.
 */
export function storeRecordsQuery<const F extends z.core.$ZodLooseShape>(fields: F) {
  return adsListQuery({
    ...fields,
    store_id: z.optional(entityIdParam),
    store_type: z.optional(adsStoreType),
    ...dayRange,
    order_by: z._default(orderBy, 'desc'),
  });
}

/** What moved the money (docs/domain.md, "Wallet ledger"). */
export const TRANSFER_KINDS = [
  'topup_cash',
  'topup_alepay',
  'bonus',
  'deduct_cash',
  'package_purchase',
  'campaign_spend',
  'refund',
] as const;
export const transferKind = z.enum(TRANSFER_KINDS, { error: `Kind must be one of ${TRANSFER_KINDS.join(', ')}` });
export type TransferKind = z.infer<typeof transferKind>;

/** Kinds that put money into the wallet; the others take it out. */
export const CREDIT_KINDS: readonly TransferKind[] = ['topup_cash', 'topup_alepay', 'bonus', 'refund'];

export const TRANSFER_STATUSES = ['pending', 'posted', 'voided'] as const;
export const transferStatus = z.enum(TRANSFER_STATUSES, { error: 'Status must be pending, posted or voided' });
export type TransferStatus = z.infer<typeof transferStatus>;

/** `WT000981`: a wallet transfer's code, from its id. */
export const transferCode = (id: number) => `WT${String(id).padStart(6, '0')}`;

/** A wallet transfer seen from the wallet: `amount` is signed (+ into the wallet, − out of it). */
export const walletTransfer = entity({
  code: z.string(),
  kind: transferKind,
  status: transferStatus,
  amount: vnd,
  /** The wallet's balance once this transfer was posted (null while pending or voided). */
  balance_after: z.nullable(vnd),
  ref_type: z.nullable(z.string()),
  ref_id: z.nullable(z.int()),
  note: z.nullable(z.string()),
  created_by: z.nullable(ref),
  created_at: timestamp,
  posted_at: z.nullable(timestamp),
  voided_at: z.nullable(timestamp),
  ...versioned,
  void_reason: z.nullable(z.string()),
});
export type WalletTransfer = z.infer<typeof walletTransfer>;

/** One row of the ads accounts list. */
export const wallet = entity({
  store: ref,
  store_type: adsStoreType,
  phone: z.nullable(z.string()),
  status: z.enum(['active', 'locked']),
  balance: vnd,
  /** Balance less pending holds. */
  available: vnd,
  pending: vnd,
  total_topup: vnd,
  total_spent: vnd,
  active_campaigns: z.int(),
  created_at: timestamp,
});
export type Wallet = z.infer<typeof wallet>;

export const CAMPAIGN_TYPES = ['priority', 'label', 'banner'] as const;
export const campaignType = z.enum(CAMPAIGN_TYPES, { error: 'Type must be priority, label or banner' });
export type CampaignType = z.infer<typeof campaignType>;

/** GET /balances/{id}: account information (balance, spent, campaign counts by type and status). */
export const walletDetail = z.extend(wallet, {
  total_bonus: vnd,
  total_refund: vnd,
  campaigns: z.record(campaignType, z.object({ total: z.int(), by_status: z.record(z.string(), z.number()) })),
  /** With `?at=`: the balance at that time (the last transfer posted before it). */
  balance_at: z.nullable(z.object({ at: timestamp, balance: vnd })),
});
export type WalletDetail = z.infer<typeof walletDetail>;

export const WALLET_SORTS = ['id', 'balance', 'total_spent', 'total_topup', 'created_at'] as const;

export const walletListQuery = adsListQuery({
  store_type: z.optional(adsStoreType),
  /** Only wallets with money in them. */
  funded: z.optional(z.enum(['0', '1'])),
  ...sortFields(WALLET_SORTS),
});
export type WalletListQuery = z.infer<typeof walletListQuery>;

/** GET /balances/export: every filtered account, CSV or XLSX, in the language asked. */
export const walletExportQuery = z.extend(z.omit(walletListQuery, { page: true, count: true }), exportParams);
export type WalletExportQuery = z.infer<typeof walletExportQuery>;

export const walletDetailQuery = z.object({
  /** A time (ISO, or 'YYYY-MM-DD[ HH:mm]' Vietnam time): answer the balance then as well. */
  at: z.optional(z.string().check(z.refine((v) => parseTimeInput(v) !== null, 'At must be a time'))),
});
export type WalletDetailQuery = z.infer<typeof walletDetailQuery>;

export const walletTransferListQuery = z.extend(pageQueryOf(ADS_PAGE_SIZE), {
  kind: z.optional(transferKind),
  status: z.optional(transferStatus),
  direction: z.optional(z.enum(['in', 'out'], { error: 'Direction must be in or out' })),
  ...dayRange,
});
export type WalletTransferListQuery = z.infer<typeof walletTransferListQuery>;

/** PUT /transactions/{id}/note (a wallet transfer): the only field of a transfer that changes. */
export const walletTransferNoteBody = z.object({
  note: preprocess(
    (v) => (v === null ? '' : v),
    z.string({ error: 'Note must be text' }).check(z.trim(), z.maxLength(500, 'Note must be at most 500 characters')),
  ),
});
export type WalletTransferNoteBody = z.infer<typeof walletTransferNoteBody>;

/** PUT /transactions/{id}/status (a wallet transfer): resolve a pending transfer once. */
export const walletTransferStatusBody = statusReasonBody(
  z.enum(['posted', 'voided'], { error: 'Status must be posted or voided' }),
  'voided',
  'Give the reason for voiding',
);
export type WalletTransferStatusBody = z.infer<typeof walletTransferStatusBody>;

export const walletTransferIdParam = z.object({ id: entityIdParam });

/** GET /balances/ledger-check: every discrepancy between cached balances and the transfers. */
export const ledgerCheck = z.object({
  accounts: z.int(),
  transfers: z.int(),
  problems: z.array(z.object({ account: z.string(), field: z.string(), cached: vnd, expected: vnd })),
});
export type LedgerCheck = z.infer<typeof ledgerCheck>;

export const WALLET_MESSAGES = {
  noteUpdated: 'Update successfully',
  statusUpdated: 'Update status successfully',
} as const;
