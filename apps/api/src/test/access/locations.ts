import { type RouteCase } from './route-case.ts';

/** Locations (provinces). */
export const locationsRoutes: RouteCase[] = [{ method: 'GET', route: '/api/locations/cities', permission: null }];
