import { type RouteCase, badId, route } from './route-case.ts';

/** Reviews. */
export const reviewsRoutes: RouteCase[] = [
  route('GET', '/reviews', 'reviews-index', { query: { rating: 6 }, fields: ['rating'] }),
  route('GET', '/reviews/:id', 'reviews-index', badId('/reviews/:id')),
  route('PUT', '/reviews/:id/status', 'reviews-status', { body: { status: 'pending' }, fields: ['status'] }),
];
