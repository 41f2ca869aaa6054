import { type RouteCase, badId, route } from './route-case.ts';

/** Pop-ups. */
export const popupsRoutes: RouteCase[] = [
  route('GET', '/popups', 'popups-view', { query: { status: 3 }, fields: ['status'] }),
  route('POST', '/popups', 'popups-create', { body: {}, fields: ['title', 'page', 'platform', 'image'] }),
  route('GET', '/popups/:id', 'popups-view', badId('/popups/:id')),
  route('POST', '/popups/:id', 'popups-update', {
    body: { frequency: 'hourly' },
    fields: ['title', 'page', 'platform', 'frequency'],
  }),
  route('DELETE', '/popups/:id', 'popups-delete', badId('/popups/:id')),
  route('PUT', '/popups/:id/change-status', 'popups-status', { body: {}, fields: ['status'] }),
];
