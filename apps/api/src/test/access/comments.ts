import { type RouteCase, route } from './route-case.ts';

/** Comments on news. */
export const commentsRoutes: RouteCase[] = [
  route('GET', '/comment', 'comment-index', { query: { status: 'hidden' }, fields: ['status'] }),
  route('POST', '/comment', 'comment-create', { body: {}, fields: ['news_id', 'content'] }),
  route.badId('GET', '/comment/:id', 'comment-index'),
  route('POST', '/comment/:id', 'comment-update', { body: { content: '' }, fields: ['content'] }),
  route('PATCH', '/comment/:id', 'comment-status', { body: { status: 'pending' }, fields: ['status'] }),
  route.badId('DELETE', '/comment/:id', 'comment-delete'),
  route('POST', '/comment/bulk/status', 'comment-status', { body: { items: [] }, fields: ['items', 'status'] }),
  route('POST', '/comment/bulk/delete', 'comment-delete', {
    body: { all_matching: { filters: {}, count: 0 } },
    fields: ['all_matching.count'],
  }),
];
