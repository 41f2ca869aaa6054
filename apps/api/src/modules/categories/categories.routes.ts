import { CONTENT_MESSAGES, categoryBody, categoryListQuery, categoryStatusBody, newsCategory } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  setCategoryStatus,
  updateCategory,
} from './categories.repository.ts';

const tags = ['news categories'];

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category',
    route.list('category-index', {
      tags,
      summary: 'News categories, 50 a page, in their sort order',
      query: categoryListQuery,
      item: newsCategory,
    }),
    async (request) => list(await listCategories(app.db, request.query), request.query),
  );

  app.post(
    '/category',
    route.create('category-create', {
      tags,
      summary: 'Create a news category (the slug is made from the name when blank)',
      body: categoryBody,
      entity: newsCategory,
    }),
    async (request) => ok(await createCategory(app.db, request.actor, request.body), CONTENT_MESSAGES.created),
  );

  app.get(
    '/category/:id',
    route.get('category-index', { tags, summary: 'One news category', entity: newsCategory }),
    async (request) => ok(await getCategory(app.db, request.params.id)),
  );

  app.post(
    '/category/:id',
    route.update('category-update', {
      tags,
      summary: 'Edit a news category (the spec’s update is a POST)',
      body: categoryBody,
      entity: newsCategory,
    }),
    async (request) =>
      ok(await updateCategory(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.updated),
  );

  app.patch(
    '/category/:id',
    route.status('category-update', {
      tags,
      summary: 'Show (1) or hide (0) a news category',
      body: categoryStatusBody,
      entity: newsCategory,
    }),
    statusHandler(app, setCategoryStatus, CONTENT_MESSAGES.statusUpdated),
  );

  app.delete(
    '/category/:id',
    route.delete('category-delete', {
      tags,
      summary: 'Delete an empty news category (409 while it holds articles)',
      inUse: true,
    }),
    async (request) => ok(await deleteCategory(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );
};
