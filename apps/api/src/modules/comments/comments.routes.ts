import {
  CONTENT_MESSAGES,
  comment,
  commentCreateBody,
  commentListQuery,
  commentStatusBody,
  commentUpdateBody,
  errorEnvelope,
  idParam,
  listEnvelope,
  okEnvelope,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list, ok } from '../../lib/envelope.ts';
import { deleteRoute, statusRoute } from '../../lib/content-routes.ts';
import { errorResponses } from '../../lib/schemas.ts';
import {
  createComment,
  deleteComment,
  getComment,
  listComments,
  setCommentStatus,
  updateComment,
} from './comments.repository.ts';

const tags = ['comments'];

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comment',
    {
      config: { permission: 'comment-index' },
      schema: {
        tags,
        summary: 'Comments on news, 20 a page, newest first; status, article and search filters',
        querystring: commentListQuery,
        response: { 200: listEnvelope(comment), ...errorResponses },
      },
    },
    async (request) => list(await listComments(app.db, request.query), request.query),
  );

  app.post(
    '/comment',
    {
      config: { permission: 'comment-create' },
      schema: {
        tags,
        summary: 'Reply as staff on an article or under a comment (approved at once)',
        body: commentCreateBody,
        response: { 200: okEnvelope(comment), ...errorResponses },
      },
    },
    async (request) => ok(await createComment(app.db, request.actor, request.body), CONTENT_MESSAGES.created),
  );

  app.get(
    '/comment/:id',
    {
      config: { permission: 'comment-index' },
      schema: {
        tags,
        summary: 'One comment',
        params: idParam,
        response: { 200: okEnvelope(comment), ...errorResponses },
      },
    },
    async (request) => ok(await getComment(app.db, request.params.id)),
  );

  app.post(
    '/comment/:id',
    {
      config: { permission: 'comment-update' },
      schema: {
        tags,
        summary: 'Edit the text of a staff reply (409 for a reader’s comment)',
        params: idParam,
        body: commentUpdateBody,
        response: { 200: okEnvelope(comment), ...errorResponses, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await updateComment(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.updated),
  );

  app.patch(
    '/comment/:id',
    statusRoute('comment-status', {
      tags,
      summary: 'Moderate: approved, rejected or spam',
      body: commentStatusBody,
      entity: comment,
    }),
    async (request) =>
      ok(
        await setCommentStatus(app.db, request.actor, request.params.id, request.body.status),
        CONTENT_MESSAGES.statusUpdated,
      ),
  );

  app.delete(
    '/comment/:id',
    deleteRoute('comment-delete', { tags, summary: 'Delete a comment and the replies under it' }),
    async (request) => ok(await deleteComment(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );
};
