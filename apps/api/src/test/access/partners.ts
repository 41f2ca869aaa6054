import { type RouteCase, route } from './route-case.ts';

/** Partners. */
export const partnersRoutes: RouteCase[] = [
  route('GET', '/partners', 'partners-view', { query: { type: 'shop' }, fields: ['type'] }),
  route('POST', '/partners', 'partners-create', { body: {}, fields: ['name', 'type'] }),
  route.badId('GET', '/partners/:id', 'partners-view'),
  route('POST', '/partners/:id', 'partners-update', {
    body: { name: 'VPBank', type: 'bank', email: 'no' },
    fields: ['email'],
  }),
  route('PUT', '/partners/active/:id', 'partners-status', { body: { active: 'yes' }, fields: ['active'] }),
];
