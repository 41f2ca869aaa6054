import { type RouteCase, route } from './route-case.ts';

/** Saved views: every signed-in person keeps their own (the owner check is in views.test.ts). */
export const viewsRoutes: RouteCase[] = [
  route('GET', '/views', null, { query: { list: 'Not a key!' }, fields: ['list'] }),
  route('POST', '/views', null, {
    body: { list: 'stores.list', name: ' ', state: { filters: {}, sort: null, columns: null, density: 'tiny' } },
    fields: ['name', 'state.density'],
  }),
  route('PUT', '/views/:id', null, { body: { name: 'x'.repeat(61) }, fields: ['name'] }),
  route.badId('DELETE', '/views/:id', null),
  route('PUT', '/view-defaults', null, { body: { list: 'stores.list', view_id: 'x' }, fields: ['view_id'] }),
  route('PUT', '/view-columns', null, {
    body: { list: 'stores.list', columns: { order: [], hidden: [], widths: { name: 5 } } },
    fields: ['columns.widths.name'],
  }),
];
