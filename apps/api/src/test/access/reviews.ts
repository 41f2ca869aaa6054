import { type RouteCase, route } from './route-case.ts';

/** Reviews. */
export const reviewsRoutes: RouteCase[] = [
  route('GET', '/reviews', 'reviews-index', { query: { rating: 6 }, fields: ['rating'] }),
  route.badId('GET', '/reviews/:id', 'reviews-index'),
  route('PUT', '/reviews/:id/status', 'reviews-status', { body: { status: 'pending' }, fields: ['status'] }),
  route('POST', '/reviews/bulk/status', 'reviews-status', { body: { items: [] }, fields: ['items', 'status'] }),
];
