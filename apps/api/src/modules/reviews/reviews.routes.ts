import {
  CONTENT_MESSAGES,
  type ReviewStatusBody,
  review,
  reviewBulkStatusBody,
  reviewListQuery,
  reviewStatusBody,
} from '@admin/contract';
import { bulkRoute } from '../../lib/bulk.ts';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { idsOfList, rowRoutes } from '../../lib/row-routes.ts';
import { getReview, listReviews, setReviewStatus } from './reviews.repository.ts';

export const reviewsRoutes = areaRoutes(['reviews'], async (app) => {
  rowRoutes(app, {
    path: '/reviews',
    permissions: 'reviews',
    entity: review,
    list: {
      summary: 'Buyers’ reviews of stores and products, 20 a page; status, target, rating and search filters',
      query: reviewListQuery,
      run: listReviews,
    },
    get: { summary: 'One review', run: getReview },
  });

  app.put(
    '/reviews/:id/status',
    route.status('reviews-status', {
      summary: 'Publish or hide a review, with an optional note',
      body: reviewStatusBody,
      entity: review,
    }),
    async (request) =>
      ok(await setReviewStatus(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.statusUpdated),
  );

  bulkRoute(app, '/reviews/bulk/status', 'reviews-status', {
    summary: 'Publish or hide many reviews with a note, each as its own moderation would',
    body: reviewBulkStatusBody,
    kind: 'review',
    matching: idsOfList(listReviews),
    run: (db, actor, id, body: ReviewStatusBody) => setReviewStatus(db, actor, id, body),
  });
});
