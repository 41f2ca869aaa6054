import { z } from 'zod';
import { entity } from './common.ts';
import type { PermissionName } from './permissions.ts';

/**
 * The work waiting on the dashboard: each queue is one filter of a list screen, counted by the
 * server for the users who may open that list; its number equals the list's total.
 */
export const DASHBOARD_QUEUES = [
  'products-in-review',
  'reviews-pending',
  'comments-pending',
  'leads-new',
  'station-orders-new',
  'transactions-new',
  'paperwork-waiting',
  'loans-submitted',
  'loans-approved',
  'disbursements-to-confirm',
  'cash-orders-pending',
  'alepay-pending',
] as const;
export type DashboardQueueKey = (typeof DASHBOARD_QUEUES)[number];

/** Where each queue's list is, the filter that opens it, and who may see it. */
export const DASHBOARD_QUEUE_LISTS: Record<
  DashboardQueueKey,
  { path: string; filter: Record<string, string>; permission: PermissionName }
> = {
  'products-in-review': { path: '/products', filter: { sales_status: 'in review' }, permission: 'products-list' },
  'reviews-pending': { path: '/reviews', filter: { status: 'pending' }, permission: 'reviews-index' },
  'comments-pending': { path: '/comments', filter: { status: 'pending' }, permission: 'comment-index' },
  'leads-new': { path: '/leads', filter: { status: 'new' }, permission: 'leads-view' },
  'station-orders-new': { path: '/stations/orders', filter: { status: 'new' }, permission: 'stores-index' },
  'transactions-new': { path: '/transactions', filter: { status: 'new' }, permission: 'transaction-index' },
  'paperwork-waiting': {
    path: '/transactions',
    filter: { paperwork_status: 'waiting' },
    permission: 'transaction-index',
  },
  'loans-submitted': { path: '/loans', filter: { loan_status: 'submitted' }, permission: 'cash-loans-index' },
  'loans-approved': { path: '/loans', filter: { loan_status: 'approved' }, permission: 'cash-loans-index' },
  'disbursements-to-confirm': {
    path: '/loans',
    filter: { loan_status: 'lender-disbursed' },
    permission: 'cash-loans-index',
  },
  'cash-orders-pending': { path: '/promo-cashes', filter: { status: 'pending' }, permission: 'cash-orders-list' },
  'alepay-pending': { path: '/promo-alepay', filter: { status: 'pending' }, permission: 'cash-orders-list' },
};

export const dashboardQueue = z.object({
  key: z.enum(DASHBOARD_QUEUES),
  count: z.number().int(),
  /** The oldest waiting item's creation time: how long the queue has waited. */
  oldest_at: z.string().nullable(),
});
export type DashboardQueue = z.infer<typeof dashboardQueue>;

/**
 * The dashboard's figures: today and this month, each against the period before (yesterday; the
 * same days of last month). Each is shown to those who may open the list behind it.
 */
export const DASHBOARD_FIGURES = ['listings', 'sales', 'loan_volume', 'topups', 'ad_spend'] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURES)[number];
export const DASHBOARD_FIGURE_PERMISSIONS: Record<DashboardFigureKey, PermissionName> = {
  listings: 'products-list',
  sales: 'transaction-index',
  loan_volume: 'cash-loans-index',
  topups: 'statistics-index',
  ad_spend: 'statistics-index',
};

/** A figure over a period: how many, and how much money (whole VND) where money is counted. */
export const figureValue = z.object({ count: z.number().int(), amount: z.number().int().nullable() });
export type FigureValue = z.infer<typeof figureValue>;

const dayRange = z.object({ start: z.string(), end: z.string() });

export const dashboardFigure = z.object({
  key: z.enum(DASHBOARD_FIGURES),
  today: figureValue,
  yesterday: figureValue,
  month: figureValue,
  previous_month: figureValue,
});
export type DashboardFigure = z.infer<typeof dashboardFigure>;

/** One Vietnam day of the 30-day chart: a value per figure the user may see. */
export const dashboardPoint = z.object({
  day: z.string(),
  values: z.partialRecord(z.enum(DASHBOARD_FIGURES), figureValue),
});
export type DashboardPoint = z.infer<typeof dashboardPoint>;

export const dashboardFigures = z.object({
  /** Vietnam days: today, yesterday, this month so far and the same days of last month. */
  periods: z.object({ today: z.string(), yesterday: z.string(), month: dayRange, previous_month: dayRange }),
  figures: z.array(dashboardFigure),
  /** The last 30 days, today included, oldest first. */
  series: z.array(dashboardPoint),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;

/**
 * Which list an audit entry's record belongs to and who may see it: the activity feed and the audit
 * search show an entry to the users who may open that list (everything to full access).
 */
export const AUDIT_ENTITY_PERMISSIONS: Record<string, PermissionName> = {
  product: 'products-list',
  product_inspection: 'products-list',
  store: 'stores-index',
  vehicle: 'stores-index',
  customer: 'stores-index',
  service_order: 'stores-index',
  mcn_service: 'stores-index',
  transaction: 'transaction-index',
  transaction_payment: 'transaction-index',
  e_contract: 'transaction-index',
  paperwork: 'transaction-index',
  loan: 'cash-loans-index',
  disbursement: 'cash-loans-index',
  cash_loan: 'cash-loans-index',
  brand: 'model-details-index',
  model: 'model-details-index',
  model_detail: 'model-details-index',
  model_spec: 'model-details-index',
  model_spec_detail: 'model-details-index',
  news: 'news-list',
  news_category: 'category-index',
  comment: 'comment-index',
  banner: 'banners-index',
  event: 'events-index',
  popup: 'popups-view',
  page: 'pages-view',
  faq: 'faqs-index',
  faq_category: 'category-faqs-index',
  lead: 'leads-view',
  partner: 'partners-view',
  review: 'reviews-index',
  user: 'users-index',
  manager_invitation: 'users-index',
  cash_order: 'cash-orders-list',
  alepay_order: 'cash-orders-list',
  wallet_transfer: 'wallets-index',
  campaign: 'advertises-index',
  campaign_setting: 'advertises-index',
  ad_package_prices: 'advertises-index',
  ad_package_group: 'advertises-index',
  topup_settings: 'advertises-index',
};

export const activityEntry = entity({
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
