import { CONTENT_MESSAGES, review, reviewListQuery, reviewStatusBody } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { getReview, listReviews, setReviewStatus } from './reviews.repository.ts';

const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    route.list('reviews-index', {
      tags,
      summary: 'Buyers’ reviews of stores and products, 20 a page; status, target, rating and search filters',
      query: reviewListQuery,
      item: review,
    }),
    async (request) => list(await listReviews(app.db, request.query), request.query),
  );

  app.get(
    '/reviews/:id',
    route.get('reviews-index', { tags, summary: 'One review', entity: review }),
    async (request) => ok(await getReview(app.db, request.params.id)),
  );

  app.put(
    '/reviews/:id/status',
    route.status('reviews-status', {
      tags,
      summary: 'Publish or hide a review, with an optional note',
      body: reviewStatusBody,
      entity: review,
    }),
    async (request) =>
      ok(await setReviewStatus(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.statusUpdated),
  );
};
