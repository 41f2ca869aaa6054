import { type RouteCase, badId, route } from './route-case.ts';

/** Pages of the site. */
export const pagesRoutes: RouteCase[] = [
  route('GET', '/pages', 'pages-view', { query: { sort_by: 'status' }, fields: ['sort_by'] }),
  route('POST', '/pages', 'pages-create', { body: {}, fields: ['title'] }),
  route('GET', '/pages/:id', 'pages-view', badId('/pages/:id')),
  route('PUT', '/pages/:id', 'pages-update', { body: { slug: 'Not A Slug' }, fields: ['title', 'slug'] }),
  route('DELETE', '/pages/:id', 'pages-delete', badId('/pages/:id')),
  route('PUT', '/pages/:id/change-status', 'pages-status', { body: { status: 'x' }, fields: ['status'] }),
  route('GET', '/pages/:id/popup', 'pages-view', badId('/pages/:id/popup')),
  route('GET', '/pages/:id/banner', 'pages-view', badId('/pages/:id/banner')),
];
