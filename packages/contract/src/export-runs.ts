import { z } from 'zod/mini';
import { entity } from './common.ts';
import { EXPORT_FORMATS, EXPORT_LANGS } from './exports.ts';
import type { PermissionName } from './permissions.ts';

/**
 * Every export the product offers, as the data page (/data) lists them: the name of its files, the
 * list it exports, its API path and who may run it (who may open that list).
 */
export const EXPORTS_OFFERED = [
  { key: 'products', list: '/products', path: '/v2/products/export', permission: 'products-list' },
  { key: 'transactions', list: '/transactions', path: '/v2/transactions/export', permission: 'transaction-index' },
  { key: 'loans', list: '/loans', path: '/loans/export', permission: 'cash-loans-index' },
  { key: 'cash-loans', list: '/finance-loans', path: '/v1/cash-loans/export', permission: 'cash-loans-index' },
  { key: 'ads-accounts', list: '/promo-accounts', path: '/balances/export', permission: 'wallets-index' },
] as const satisfies readonly { key: string; list: string; path: string; permission: PermissionName }[];
export type ExportKey = (typeof EXPORTS_OFFERED)[number]['key'];

export const EXPORT_RUN_STATUSES = ['running', 'done', 'failed', 'cancelled'] as const;

/** One export a user ran (from its list or the data page), with what it held. */
export const exportRun = entity({
  name: z.string(),
  format: z.enum(EXPORT_FORMATS),
  lang: z.enum(EXPORT_LANGS),
  /** The list's filters it was run with. */
  filters: z.record(z.string(), z.string()),
  status: z.enum(EXPORT_RUN_STATUSES),
  rows: z.nullable(z.int()),
  bytes: z.nullable(z.int()),
  started_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type ExportRun = z.infer<typeof exportRun>;
