import { type RouteCase, badId, route } from './route-case.ts';

/** Comments on news. */
export const commentsRoutes: RouteCase[] = [
  route('GET', '/comment', 'comment-index', { query: { status: 'hidden' }, fields: ['status'] }),
  route('POST', '/comment', 'comment-create', { body: {}, fields: ['news_id', 'content'] }),
  route('GET', '/comment/:id', 'comment-index', badId('/comment/:id')),
  route('POST', '/comment/:id', 'comment-update', { body: { content: '' }, fields: ['content'] }),
  route('PATCH', '/comment/:id', 'comment-status', { body: { status: 'pending' }, fields: ['status'] }),
  route('DELETE', '/comment/:id', 'comment-delete', badId('/comment/:id')),
];
