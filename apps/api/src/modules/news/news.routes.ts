import {
  CONTENT_MESSAGES,
  newsBody,
  newsItem,
  newsListItem,
  newsListQuery,
  newsRelatedItem,
  newsRelatedQuery,
  newsStatusBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requirePermission } from '../../lib/access.ts';
import { route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
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
    route.list('news-list', {
      tags,
      summary: 'News articles, 20 a page, newest first; search, category, status and author filters',
      query: newsListQuery,
      item: newsListItem,
    }),
    async (request) => list(await listNews(app.db, request.query), request.query),
  );

  app.post(
    '/news',
    route.create('news-create', {
      tags,
      summary: 'Write an article (sanitised); any status but draft also needs news-status',
      body: newsBody,
      entity: newsItem,
    }),
    async (request) => {
      if (request.body.status !== 'draft') requirePermission(request.user!, 'news-status');
      return ok(await createNews(app.db, request.actor, request.body), CONTENT_MESSAGES.created);
    },
  );

  app.get(
    '/news/related',
    route('news-list', {
      tags,
      summary: 'Published articles of the same category as `news_id` (or `category_id`), or found by title with `q`',
      query: newsRelatedQuery,
      entity: z.array(newsRelatedItem),
    }),
    async (request) => ok(await relatedNews(app.db, request.query)),
  );

  app.get(
    '/news/:id',
    route.get('news-list', { tags, summary: 'One article with its content', entity: newsItem }),
    async (request) => ok(await getNews(app.db, request.params.id)),
  );

  app.put(
    '/news/:id',
    route.update('news-update', {
      tags,
      summary: 'Edit an article; changing its status also needs news-status',
      body: newsBody,
      entity: newsItem,
    }),
    async (request) => {
      const current = await getNews(app.db, request.params.id);
      if (request.body.status !== current.status) requirePermission(request.user!, 'news-status');
      return ok(await updateNews(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.updated);
    },
  );

  app.patch(
    '/news/:id',
    route.status('news-status', {
      tags,
      summary: 'Publish, hide or return an article to draft (published_at is kept from the first publication)',
      body: newsStatusBody,
      entity: newsItem,
    }),
    statusHandler(app, setNewsStatus, CONTENT_MESSAGES.statusUpdated),
  );

  app.delete(
    '/news/:id',
    route.delete('news-delete', { tags, summary: 'Delete an article and its comments' }),
    async (request) => ok(await deleteNews(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );
};
