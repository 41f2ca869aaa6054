import { z } from 'zod';
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
  'loans-submitted',
  'loans-approved',
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
  'loans-submitted': { path: '/loans', filter: { loan_status: 'submitted' }, permission: 'cash-loans-index' },
  'loans-approved': { path: '/loans', filter: { loan_status: 'approved' }, permission: 'cash-loans-index' },
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
