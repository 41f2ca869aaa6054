import { type RouteCase, route } from './route-case.ts';

/** News categories. */
export const categoriesRoutes: RouteCase[] = [
  route('GET', '/category', 'category-index', { query: { sort_by: 'slug' }, fields: ['sort_by'] }),
  route('POST', '/category', 'category-create', { body: {}, fields: ['name'] }),
  route.badId('GET', '/category/:id', 'category-index'),
  route('POST', '/category/:id', 'category-update', { body: { name: '', sort: -1 }, fields: ['name', 'sort'] }),
  route('PATCH', '/category/:id', 'category-update', { body: { status: 5 }, fields: ['status'] }),
  route.badId('DELETE', '/category/:id', 'category-delete'),
  route('POST', '/category/bulk/status', 'category-update', { body: { items: [] }, fields: ['items', 'status'] }),
  route('POST', '/category/bulk/delete', 'category-delete', {
    body: { all_matching: { filters: {}, count: 0 } },
    fields: ['all_matching.count'],
  }),
];
