import { type RouteCase, route } from './route-case.ts';

/** Pages of the site. */
export const pagesRoutes: RouteCase[] = [
  route('GET', '/pages', 'pages-view', { query: { sort_by: 'status' }, fields: ['sort_by'] }),
  route('POST', '/pages', 'pages-create', { body: {}, fields: ['title'] }),
  route.badId('GET', '/pages/:id', 'pages-view'),
  route('PUT', '/pages/:id', 'pages-update', { body: { slug: 'Not A Slug' }, fields: ['title', 'slug'] }),
  route.badId('DELETE', '/pages/:id', 'pages-delete'),
  route('PUT', '/pages/:id/change-status', 'pages-status', { body: { status: 'x' }, fields: ['status'] }),
  route.badId('GET', '/pages/:id/popup', 'pages-view'),
  route.badId('GET', '/pages/:id/banner', 'pages-view'),
  route('POST', '/pages/bulk/status', 'pages-status', { body: { items: [] }, fields: ['items', 'status'] }),
  route('POST', '/pages/bulk/delete', 'pages-delete', {
    body: { all_matching: { filters: {}, count: 0 } },
    fields: ['all_matching.count'],
  }),
];
