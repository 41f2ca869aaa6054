import { type RouteCase, byId, plainRoute } from './route-case.ts';

/** The inspection checklist. */
export const checklistRoutes: RouteCase[] = [
  plainRoute('GET', '/api/v2/checklist/items', 'products-list'),
  plainRoute('GET', '/api/v2/checklists', 'products-list', { query: { result: 'maybe' }, fields: ['result'] }),
  byId('GET', '/api/v2/products/:id/checklist', 'products-list'),
  byId('PUT', '/api/v2/products/:id/checklist', 'checklist-update', {
    bad: { body: { items: [] }, fields: ['items'] },
  }),
];
