import { reviewListQuery, type Review, type ReviewListQuery, type ReviewStatusBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const reviews = createResource<Review, ReviewListQuery>('reviews', '/reviews');

const shape = reviewListQuery.shape;
export const reviewsUrlState = createUrlState({
  q: shape.q,
  status: shape.status,
  target_type: shape.target_type,
  rating: shape.rating,
  page: shape.page,
});
export type ReviewsSearch = ReturnType<typeof reviewsUrlState.parse>;
export const REVIEWS_PAGE_SIZE = shape.count.parse(undefined);
export const reviewsListQuery = (search: ReviewsSearch) =>
  reviews.list({ ...reviewListQuery.parse({}), ...search, count: REVIEWS_PAGE_SIZE });

/** PUT /reviews/{id}/status: publish or hide, with a note. */
export function useModerateReview() {
  return useAreaMutation(reviews.keys, ({ id, ...body }: ReviewStatusBody & { id: number }) =>
    api.put<Review>(`/reviews/${id}/status`, body),
  );
}
