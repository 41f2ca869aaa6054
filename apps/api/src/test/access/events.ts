import { type RouteCase, route } from './route-case.ts';

/** Events. */
export const eventsRoutes: RouteCase[] = [
  route('GET', '/events', 'events-index', { query: { sort_by: 'slug' }, fields: ['sort_by'] }),
  route('POST', '/events', 'events-create', { body: {}, fields: ['title'] }),
  route(
    'GET',
    '/events/check-title-seo',
    'events-index',
    { url: '/events/check-title-seo', query: {}, fields: ['title'] },
    '/events/check-title-seo?title=x',
  ),
  route('POST', '/events/status/:id', 'events-status', { body: { status: 'on' }, fields: ['status'] }),
  route.badId('GET', '/events/:id', 'events-index'),
  route('POST', '/events/:id', 'events-update', {
    body: { title: 'Ngày hội', start_time: 'soon', slug: 'Not A Slug' },
    fields: ['start_time', 'slug'],
  }),
  route.badId('DELETE', '/events/:id', 'events-delete'),
  route('POST', '/events/bulk/status', 'events-status', { body: { items: [] }, fields: ['items', 'status'] }),
  route('POST', '/events/bulk/delete', 'events-delete', {
    body: { all_matching: { filters: {}, count: 0 } },
    fields: ['all_matching.count'],
  }),
];
