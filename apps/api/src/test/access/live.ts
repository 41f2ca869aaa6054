import { type RouteCase, plainRoute } from './route-case.ts';

/** Several staff at once: the change stream and presence, for any signed-in user (each event filtered by permission). */
export const liveRoutes: RouteCase[] = [
  plainRoute('GET', '/api/live', null),
  plainRoute('POST', '/api/presence', null, {
    body: { tab: '', kind: 'faq' },
    fields: ['tab', 'record_id', 'editing'],
  }),
  plainRoute('DELETE', '/api/presence', null, { body: {}, fields: ['tab', 'kind', 'record_id', 'editing'] }),
];
