import {
  CONTENT_MESSAGES,
  idParam,
  listEnvelope,
  newsBody,
  newsItem,
  newsListItem,
  newsListQuery,
  newsRelatedItem,
  newsRelatedQuery,
  newsStatusBody,
  okEnvelope,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../lib/access.ts';
import { list, ok } from '../../lib/envelope.ts';
import { deleteRoute, statusRoute } from '../../lib/content-routes.ts';
import { errorResponses } from '../../lib/schemas.ts';
import {
  createNews,
  deleteNews,
  getNews,
  listNews,
  relatedNews,
  setNewsStatus,
  updateNews,
} from './news.repository.ts';

const tags = ['news'];

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news',
    {
      config: { permission: 'news-list' },
      schema: {
        tags,
        summary: 'News articles, 20 a page, newest first; search, category, status and author filters',
        querystring: newsListQuery,
        response: { 200: listEnvelope(newsListItem), ...errorResponses },
      },
    },
    async (request) => list(await listNews(app.db, request.query), request.query),
  );

  app.post(
    '/news',
    {
      config: { permission: 'news-create' },
      schema: {
        tags,
        summary: 'Write an article (sanitised); any status but draft also needs news-status',
        body: newsBody,
        response: { 200: okEnvelope(newsItem), ...errorResponses },
      },
    },
    async (request) => {
      if (request.body.status !== 'draft') requirePermission(request.user!, 'news-status');
      return ok(await createNews(app.db, request.actor, request.body), CONTENT_MESSAGES.created);
    },
  );

  app.get(
    '/news/related',
    {
      config: { permission: 'news-list' },
      schema: {
        tags,
        summary: 'Published articles of the same category as `news_id` (or `category_id`), or found by title with `q`',
        querystring: newsRelatedQuery,
        response: { 200: okEnvelope(z.array(newsRelatedItem)), ...errorResponses },
      },
    },
    async (request) => ok(await relatedNews(app.db, request.query)),
  );

  app.get(
    '/news/:id',
    {
      config: { permission: 'news-list' },
      schema: {
        tags,
        summary: 'One article with its content',
        params: idParam,
        response: { 200: okEnvelope(newsItem), ...errorResponses },
      },
    },
    async (request) => ok(await getNews(app.db, request.params.id)),
  );

  app.put(
    '/news/:id',
    {
      config: { permission: 'news-update' },
      schema: {
        tags,
        summary: 'Edit an article; changing its status also needs news-status',
        params: idParam,
        body: newsBody,
        response: { 200: okEnvelope(newsItem), ...errorResponses },
      },
    },
    async (request) => {
      const current = await getNews(app.db, request.params.id);
      if (request.body.status !== current.status) requirePermission(request.user!, 'news-status');
      return ok(await updateNews(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.updated);
    },
  );

  app.patch(
    '/news/:id',
    statusRoute('news-status', {
      tags,
      summary: 'Publish, hide or return an article to draft (published_at is kept from the first publication)',
      body: newsStatusBody,
      entity: newsItem,
    }),
    async (request) =>
      ok(
        await setNewsStatus(app.db, request.actor, request.params.id, request.body.status),
        CONTENT_MESSAGES.statusUpdated,
      ),
  );

  app.delete(
    '/news/:id',
    deleteRoute('news-delete', { tags, summary: 'Delete an article and its comments' }),
    async (request) => ok(await deleteNews(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );
};
