import { type RouteCase, route } from './route-case.ts';

/** Editor picture uploads. */
export const uploadsRoutes: RouteCase[] = [route('POST', '/uploads/images', null, { body: {}, fields: ['image'] })];
