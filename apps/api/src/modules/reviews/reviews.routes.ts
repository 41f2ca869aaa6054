import {
  CONTENT_MESSAGES,
  idParam,
  listEnvelope,
  okEnvelope,
  review,
  reviewListQuery,
  reviewStatusBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list, ok } from '../../lib/envelope.ts';
import { statusRoute } from '../../lib/content-routes.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { getReview, listReviews, setReviewStatus } from './reviews.repository.ts';

const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      config: { permission: 'reviews-index' },
      schema: {
        tags,
        summary: 'Buyers’ reviews of stores and products, 20 a page; status, target, rating and search filters',
        querystring: reviewListQuery,
        response: { 200: listEnvelope(review), ...errorResponses },
      },
    },
    async (request) => list(await listReviews(app.db, request.query), request.query),
  );

  app.get(
    '/reviews/:id',
    {
      config: { permission: 'reviews-index' },
      schema: {
        tags,
        summary: 'One review',
        params: idParam,
        response: { 200: okEnvelope(review), ...errorResponses },
      },
    },
    async (request) => ok(await getReview(app.db, request.params.id)),
  );

  app.put(
    '/reviews/:id/status',
    statusRoute('reviews-status', {
      tags,
      summary: 'Publish or hide a review, with an optional note',
      body: reviewStatusBody,
      entity: review,
    }),
    async (request) =>
      ok(await setReviewStatus(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.statusUpdated),
  );
};
