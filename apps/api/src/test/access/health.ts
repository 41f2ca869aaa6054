import { type RouteCase } from './route-case.ts';

/** Liveness and readiness. */
export const healthRoutes: RouteCase[] = [
  { method: 'GET', route: '/api/health', permission: 'public' },
  { method: 'GET', route: '/api/ready', permission: 'public' },
];

/** The web app's run-time settings: any signed-in user. */
export const clientConfigRoutes: RouteCase[] = [{ method: 'GET', route: '/api/client-config', permission: null }];
