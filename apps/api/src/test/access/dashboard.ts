import { type RouteCase } from './route-case.ts';

/** The dashboard: any signed-in user; what it shows depends on the user's permissions. */
export const dashboardRoutes: RouteCase[] = [{ method: 'GET', route: '/api/dashboard/queues', permission: null }];
