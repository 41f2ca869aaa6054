import { type RouteCase, route } from './route-case.ts';

/** Pop-ups. */
export const popupsRoutes: RouteCase[] = [
  route('GET', '/popups', 'popups-view', { query: { status: 3 }, fields: ['status'] }),
  route('POST', '/popups', 'popups-create', { body: {}, fields: ['title', 'page', 'platform', 'image'] }),
  route.badId('GET', '/popups/:id', 'popups-view'),
  route('POST', '/popups/:id', 'popups-update', {
    body: { frequency: 'hourly' },
    fields: ['title', 'page', 'platform', 'frequency'],
  }),
  route.badId('DELETE', '/popups/:id', 'popups-delete'),
  route('PUT', '/popups/:id/change-status', 'popups-status', { body: {}, fields: ['status'] }),
  route('POST', '/popups/bulk/status', 'popups-status', { body: { items: [] }, fields: ['items', 'status'] }),
  route('POST', '/popups/bulk/delete', 'popups-delete', {
    body: { all_matching: { filters: {}, count: 0 } },
    fields: ['all_matching.count'],
  }),
];
