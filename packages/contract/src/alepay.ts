import { z } from 'zod/mini';
import { entity, entityId, ref, stamps, timestamp } from './common.ts';
import { adsStoreType, moneyInput, storeRecordsQuery, vnd } from './wallets.ts';

/**
 * Alepay orders: online top-ups through the Alepay gateway. Every outcome comes from the gateway's
 * own answer to get-transaction-info, never from a return URL or callback alone (docs/domain.md).
 */

export const ALEPAY_STATUSES = ['pending', 'review', 'success', 'failed', 'cancelled', 'expired'] as const;
export const alepayStatus = z.enum(ALEPAY_STATUSES, {
  error: `Status must be one of ${ALEPAY_STATUSES.join(', ')}`,
});
export type AlepayStatus = z.infer<typeof alepayStatus>;

/** Moves the system makes from the gateway's answers; `expired → success` is a late payment. */
export const ALEPAY_TRANSITIONS: Record<AlepayStatus, readonly AlepayStatus[]> = {
  pending: ['success', 'review', 'failed', 'cancelled', 'expired'],
  review: ['success', 'failed', 'expired'],
  expired: ['success'],
  success: [],
  failed: [],
  cancelled: [],
};

/** Alepay's status codes of get-transaction-info. */
export const ALEPAY_CODES = {
  success: '000',
  review: '150',
  waitingInstalment: '155',
  failed: '111',
  reviewRefused: '215',
  cancelled: '151',
} as const;

export const ALEPAY_LIMITS = { min: 10_000, max: 100_000_000 } as const;

export const alepayOrder = entity({
  order_code: z.string(),
  store: ref,
  store_type: adsStoreType,
  wallet_id: z.int(),
  amount: vnd,
  bonus_amount: vnd,
  status: alepayStatus,
  transaction_code: z.nullable(z.string()),
  error_code: z.nullable(z.string()),
  error_message: z.nullable(z.string()),
  checkout_url: z.nullable(z.string()),
  payment_method: z.nullable(z.string()),
  bank_code: z.nullable(z.string()),
  expires_at: timestamp,
  paid_at: z.nullable(timestamp),
  transfer_id: z.nullable(z.int()),
  bonus_transfer_id: z.nullable(z.int()),
  checked_at: z.nullable(timestamp),
  created_by: z.nullable(ref),
  ...stamps,
});
export type AlepayOrder = z.infer<typeof alepayOrder>;

export const alepayListQuery = storeRecordsQuery({ status: z.optional(alepayStatus) });
export type AlepayListQuery = z.infer<typeof alepayListQuery>;

/** POST /alepays (sandbox only): a staff test top-up for a store. */
export const alepayCreateBody = z.object({
  store_id: entityId,
  amount: moneyInput('Amount', ALEPAY_LIMITS.min, ALEPAY_LIMITS.max),
});
export type AlepayCreateBody = z.infer<typeof alepayCreateBody>;

/** What the gateway appends to the return URL (and posts to the webhook), signed. */
export const alepayReturnQuery = z.object({
  orderCode: z.string().check(z.maxLength(100)),
  transactionCode: z.optional(z.string().check(z.maxLength(100))),
  errorCode: z.optional(z.string().check(z.maxLength(10))),
  cancel: z.optional(z.enum(['true', 'false'])),
  signature: z.string().check(z.maxLength(200)),
});
export type AlepayReturnQuery = z.infer<typeof alepayReturnQuery>;

/** The sandbox's checkout page: the payer's choice. */
export const alepaySandboxPayBody = z.object({
  result: z.enum(['success', 'fail', 'cancel', 'review'], { error: 'Result must be success, fail, cancel or review' }),
});
export const alepaySandboxParam = z.object({
  code: z.string().check(z.regex(/^[A-Z0-9]{6,40}$/, 'Unknown transaction')),
});

export const ALEPAY_MESSAGES = {
  created: 'Create successfully',
  rechecked: 'Checked with the gateway',
} as const;
