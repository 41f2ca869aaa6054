import { type RouteCase, badId, route } from './route-case.ts';

/** News categories. */
export const categoriesRoutes: RouteCase[] = [
  route('GET', '/category', 'category-index', { query: { sort_by: 'slug' }, fields: ['sort_by'] }),
  route('POST', '/category', 'category-create', { body: {}, fields: ['name'] }),
  route('GET', '/category/:id', 'category-index', badId('/category/:id')),
  route('POST', '/category/:id', 'category-update', { body: { name: '', sort: -1 }, fields: ['name', 'sort'] }),
  route('PATCH', '/category/:id', 'category-update', { body: { status: 5 }, fields: ['status'] }),
  route('DELETE', '/category/:id', 'category-delete', badId('/category/:id')),
];
