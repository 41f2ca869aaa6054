import {
  CONTENT_MESSAGES,
  comment,
  commentCreateBody,
  commentListQuery,
  commentStatusBody,
  commentUpdateBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
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
    route.list('comment-index', {
      tags,
      summary: 'Comments on news, 20 a page, newest first; status, article and search filters',
      query: commentListQuery,
      item: comment,
    }),
    async (request) => list(await listComments(app.db, request.query), request.query),
  );

  app.post(
    '/comment',
    route.create('comment-create', {
      tags,
      summary: 'Reply as staff on an article or under a comment (approved at once)',
      body: commentCreateBody,
      entity: comment,
    }),
    async (request) => ok(await createComment(app.db, request.actor, request.body), CONTENT_MESSAGES.created),
  );

  app.get(
    '/comment/:id',
    route.get('comment-index', { tags, summary: 'One comment', entity: comment }),
    async (request) => ok(await getComment(app.db, request.params.id)),
  );

  app.post(
    '/comment/:id',
    route.update('comment-update', {
      tags,
      summary: 'Edit the text of a staff reply (409 for a reader’s comment)',
      body: commentUpdateBody,
      entity: comment,
      conflict: true,
    }),
    async (request) =>
      ok(await updateComment(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.updated),
  );

  app.patch(
    '/comment/:id',
    route.status('comment-status', {
      tags,
      summary: 'Moderate: approved, rejected or spam',
      body: commentStatusBody,
      entity: comment,
    }),
    statusHandler(app, setCommentStatus, CONTENT_MESSAGES.statusUpdated),
  );

  app.delete(
    '/comment/:id',
    route.delete('comment-delete', { tags, summary: 'Delete a comment and the replies under it' }),
    async (request) => ok(await deleteComment(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );
};
