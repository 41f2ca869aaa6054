import { type RouteCase, byId } from './route-case.ts';

/** The inspection checklist. */
export const checklistRoutes: RouteCase[] = [
  { method: 'GET', route: '/api/v2/checklist/items', permission: 'products-list' },
  {
    method: 'GET',
    route: '/api/v2/checklists',
    permission: 'products-list',
    bad: { query: { result: 'maybe' }, fields: ['result'] },
  },
  byId('GET', '/api/v2/products/:id/checklist', 'products-list'),
  byId('PUT', '/api/v2/products/:id/checklist', 'checklist-update', {
    bad: { body: { items: [] }, fields: ['items'] },
  }),
];
