import { type RouteCase } from './route-case.ts';

/** The health check. */
export const healthRoutes: RouteCase[] = [{ method: 'GET', route: '/api/health', permission: 'public' }];
