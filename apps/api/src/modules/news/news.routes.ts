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
import { z } from 'zod/mini';
import { requirePermission } from '../../lib/access.ts';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import {
  createNews,
  deleteNews,
  getNews,
  listNews,
  relatedNews,
  setNewsStatus,
  updateNews,
} from './news.repository.ts';

export const newsRoutes = areaRoutes(['news'], async (app) => {
  rowRoutes(app, {
    path: '/news',
    permissions: 'news',
    bulk: { kind: 'news' },
    read: 'list',
    entity: newsItem,
    list: {
      summary: 'News articles, 20 a page, newest first; search, category, status and author filters',
      query: newsListQuery,
      item: newsListItem,
      run: listNews,
    },
    get: { summary: 'One article with its content', run: getNews },
    status: {
      method: 'PATCH',
      summary: 'Publish, hide or return an article to draft (published_at is kept from the first publication)',
      body: newsStatusBody,
      run: setNewsStatus,
    },
    delete: { summary: 'Delete an article and its comments', run: deleteNews },
  });

  app.post(
    '/news',
    route.create('news-create', {
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
      summary: 'Published articles of the same category as `news_id` (or `category_id`), or found by title with `q`',
      query: newsRelatedQuery,
      entity: z.array(newsRelatedItem),
    }),
    async (request) => ok(await relatedNews(app.db, request.query)),
  );

  app.put(
    '/news/:id',
    route.update('news-update', {
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
});
