import { type RouteCase } from './route-case.ts';

/** The dashboard: any signed-in user; what it shows depends on the user's permissions. */
export const dashboardRoutes: RouteCase[] = [
  { method: 'GET', route: '/api/dashboard/queues', permission: null },
  { method: 'GET', route: '/api/dashboard/figures', permission: null },
  { method: 'GET', route: '/api/dashboard/activity', permission: null },
  { method: 'GET', route: '/api/dashboard/jobs', permission: 'full-access' },
];
