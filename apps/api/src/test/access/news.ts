import { type RouteCase, route } from './route-case.ts';

/** News articles. */
export const newsRoutes: RouteCase[] = [
  route('GET', '/news', 'news-list', { query: { count: 0, status: 'live' }, fields: ['count', 'status'] }),
  route(
    'POST',
    '/news',
    'news-create',
    { body: { title: ' ' }, fields: ['category_id', 'title', 'content'] },
    undefined,
    ['loan', 'news'],
  ),
  route('GET', '/news/related', 'news-list', { query: { count: 50 }, fields: ['count'] }),
  route.badId('GET', '/news/:id', 'news-list'),
  route('PUT', '/news/:id', 'news-update', { body: {}, fields: ['category_id', 'title', 'content'] }, undefined, [
    'loan',
    'news',
  ]),
  route('PATCH', '/news/:id', 'news-status', { body: { status: 'live' }, fields: ['status'] }, undefined, [
    'loan',
    'news',
  ]),
  route('DELETE', '/news/:id', 'news-delete', { url: '/news/0', fields: ['id'] }, undefined, ['loan', 'news']),
  route('POST', '/news/bulk/status', 'news-status', { body: { items: [] }, fields: ['items', 'status'] }, undefined, [
    'loan',
    'news',
  ]),
  route(
    'POST',
    '/news/bulk/delete',
    'news-delete',
    { body: { all_matching: { filters: {}, count: 0 } }, fields: ['all_matching.count'] },
    undefined,
    ['loan', 'news'],
  ),
];
