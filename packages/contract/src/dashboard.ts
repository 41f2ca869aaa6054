import { z } from 'zod/mini';
import { entity } from './common.ts';
import { MENU, type PermissionName } from './permissions.ts';

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

interface QueueList {
  path: string;
  filter: Record<string, string>;
  permission: PermissionName;
}

/** A queue's list screen and the filter that opens it; it is seen by those who may open the list (its menu entry). */
function queueList(path: string, filter: Record<string, string>): QueueList {
  const permission = MENU.flatMap((group) => group.entries).find((entry) => entry.path === path)?.permission;
  if (!permission) throw new Error(`No menu entry with a permission opens ${path}`);
  return { path, filter, permission };
}

/** Where each queue's list is, the filter that opens it, and who may see it. */
export const DASHBOARD_QUEUE_LISTS: Record<DashboardQueueKey, QueueList> = {
  'products-in-review': queueList('/products', { sales_status: 'in review' }),
  'reviews-pending': queueList('/reviews', { status: 'pending' }),
  'comments-pending': queueList('/comments', { status: 'pending' }),
  'leads-new': queueList('/leads', { status: 'new' }),
  'station-orders-new': queueList('/stations/orders', { status: 'new' }),
  'transactions-new': queueList('/transactions', { status: 'new' }),
  'paperwork-waiting': queueList('/transactions', { paperwork_status: 'waiting' }),
  'loans-submitted': queueList('/loans', { loan_status: 'submitted' }),
  'loans-approved': queueList('/loans', { loan_status: 'approved' }),
  'disbursements-to-confirm': queueList('/loans', { loan_status: 'lender-disbursed' }),
  'cash-orders-pending': queueList('/promo-cashes', { status: 'pending' }),
  'alepay-pending': queueList('/promo-alepay', { status: 'pending' }),
};

export const dashboardQueue = z.object({
  key: z.enum(DASHBOARD_QUEUES),
  count: z.int(),
  /** The oldest waiting item's creation time: how long the queue has waited. */
  oldest_at: z.nullable(z.string()),
});
export type DashboardQueue = z.infer<typeof dashboardQueue>;

/**
 * Scheduled work that needs a person (full access only): a run that failed (retried with
 * backoff until it gives up) or one whose process died and that no process has taken over yet.
 */
export const jobProblem = z.object({
  name: z.string(),
  due_at: z.string(),
  status: z.enum(['failed', 'running']),
  attempts: z.int(),
  /** The last error, as the job threw it. */
  error: z.nullable(z.string()),
  /** When it is tried again; null once it gave up. */
  next_attempt_at: z.nullable(z.string()),
  finished_at: z.nullable(z.string()),
});
export type JobProblem = z.infer<typeof jobProblem>;

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
export const figureValue = z.object({ count: z.int(), amount: z.nullable(z.int()) });
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
  user: z.nullable(z.object({ id: z.int(), name: z.string() })),
  action: z.string(),
  entity: z.string(),
  entity_id: z.nullable(z.string()),
  created_at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
