import { z } from 'zod/mini';
import type { PermissionName } from './permissions.ts';

/**
 * Several staff at once (docs/decisions.md, "Several staff at once"): every record kind the audit
 * log names, with its table (whose rows carry a `version`), the permission that reads it (a change
 * is told only to those who hold it) and the web's query roots that show it (refreshed when it
 * changes). A kind absent here (a sign-in, a session) is neither versioned nor told.
 */
export interface RecordKind {
  table: string;
  permission: PermissionName;
  areas: readonly string[];
}

const kind = (table: string, permission: PermissionName, ...areas: string[]): RecordKind => ({
  table,
  permission,
  areas,
});

export const RECORD_KINDS = {
  user: kind('users', 'users-index', 'users', 'managers'),
  role: kind('roles', 'users-index', 'roles'),
  manager_invitation: kind('manager_invitations', 'users-index', 'managers'),
  store: kind('stores', 'stores-index', 'stores', 'stations'),
  review: kind('reviews', 'reviews-index', 'reviews'),
  product: kind('products', 'products-list', 'products', 'stations', 'checklist'),
  brand: kind('brands', 'model-details-index', 'brands', 'catalogue-lookups'),
  model: kind('models', 'model-details-index', 'brands', 'catalogue-lookups'),
  model_detail: kind('model_details', 'model-details-index', 'brands', 'catalogue-lookups'),
  customer: kind('customers', 'stores-index', 'customers', 'vehicles'),
  vehicle: kind('vehicles', 'stores-index', 'vehicles'),
  mcn_service: kind('mcn_services', 'stores-index', 'vehicles'),
  service_order: kind('service_orders', 'stores-index', 'stations'),
  transaction: kind('transactions', 'transaction-index', 'transactions', 'loans'),
  transaction_payment: kind('transaction_payments', 'transaction-index', 'transactions'),
  loan: kind('loans', 'cash-loans-index', 'loans', 'transactions'),
  paperwork: kind('paperworks', 'cash-loans-index', 'loans', 'transactions'),
  e_contract: kind('e_contracts', 'cash-loans-index', 'loans', 'transactions'),
  disbursement: kind('disbursements', 'cash-loans-index', 'loans', 'transactions'),
  cash_loan: kind('cash_loans', 'cash-loans-index', 'cash-loans'),
  news: kind('news', 'news-list', 'news'),
  news_category: kind('news_categories', 'category-index', 'categories', 'news'),
  comment: kind('news_comments', 'comment-index', 'comments'),
  banner: kind('banners', 'banners-index', 'banners', 'pages'),
  event: kind('events', 'events-index', 'events'),
  popup: kind('popups', 'popups-view', 'popups', 'pages'),
  page: kind('pages', 'pages-view', 'pages'),
  faq: kind('faqs', 'faqs-index', 'faqs', 'faq-categories'),
  faq_category: kind('faq_categories', 'category-faqs-index', 'faq-categories', 'faqs'),
  partner: kind('partners', 'partners-view', 'partners', 'leads'),
  lead: kind('leads', 'leads-view', 'leads'),
  cash_order: kind('cash_orders', 'cash-orders-list', 'ads-cash-orders', 'ads-wallets'),
  alepay_order: kind('alepay_orders', 'cash-orders-list', 'ads-alepay', 'ads-wallets'),
  campaign: kind('campaigns', 'advertises-index', 'ads-products', 'campaigns'),
  campaign_setting: kind('campaign_settings', 'ads_settings-index', 'ads-settings'),
  ad_package_group: kind('ad_package_groups', 'ads_settings-index', 'ads-settings'),
  wallet_transfer: kind('ledger_transfers', 'wallets-index', 'ads-wallets'),
} as const satisfies Record<string, RecordKind>;
export type RecordKindName = keyof typeof RECORD_KINDS;

export const isRecordKind = (entity: string): entity is RecordKindName => Object.hasOwn(RECORD_KINDS, entity);

/** One committed change, as `GET /live` tells it (the event's id is the audit entry's). */
export const changeEvent = z.object({
  kind: z.string(),
  record_id: z.nullable(z.string()),
  version: z.nullable(z.int()),
  action: z.string(),
  areas: z.array(z.string()),
  by: z.nullable(z.object({ id: z.nullable(z.int()), name: z.nullable(z.string()) })),
  at: z.string(),
});
export type ChangeEvent = z.infer<typeof changeEvent>;

/** POST /presence: I have this record open (or am editing it); answered with the others who do. */
export const presenceBody = z.object({
  /** The browser tab's own id: one person may have the record open in two tabs. */
  tab: z.string().check(z.minLength(1), z.maxLength(40)),
  kind: z.string().check(z.minLength(1), z.maxLength(40)),
  record_id: z.string().check(z.minLength(1), z.maxLength(40)),
  editing: z.boolean(),
});
export type PresenceBody = z.infer<typeof presenceBody>;

export const presencePerson = z.object({
  user_id: z.int(),
  name: z.string(),
  editing: z.boolean(),
  since: z.string(),
});
export type PresencePerson = z.infer<typeof presencePerson>;

/** A heartbeat is sent every `PRESENCE_BEAT_SECONDS`; a person not heard for `PRESENCE_GONE_SECONDS` has left. */
export const PRESENCE_BEAT_SECONDS = 15;
export const PRESENCE_GONE_SECONDS = 40;

/** The 409 of a write made on a version someone else has since changed: `errors` holds these keys. */
export const VERSION_CONFLICT_KEYS = [
  'version',
  'current_version',
  'changed_by',
  'changed_at',
  'changed_fields',
] as const;
