import { reviewListQuery, type Review, type ReviewStatusBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';

export const reviews = defineResource<Review>()({
  area: 'reviews',
  path: '/reviews',
  listQuery: reviewListQuery,
  filters: ['q', 'status', 'target_type', 'rating'],
});

/** PUT /reviews/{id}/status: publish or hide, with a note. */
export function useModerateReview() {
  return useAreaMutation(reviews.keys, ({ id, ...body }: ReviewStatusBody & { id: number }) =>
    api.put<Review>(`/reviews/${id}/status`, body),
  );
}
