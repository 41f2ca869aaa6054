import {
  CONTENT_MESSAGES,
  categoryFaqsQuery,
  faq,
  faqCategory,
  faqCategoryBody,
  faqCategoryLevelQuery,
  faqCategoryListQuery,
  faqCategoryOption,
  idParam,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { route } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { listFaqs } from '../faqs/faqs.repository.ts';
import {
  createFaqCategory,
  deleteFaqCategory,
  faqCategoriesOfLevel,
  getFaqCategory,
  listFaqCategories,
  updateFaqCategory,
} from './faq-categories.repository.ts';

const tags = ['faq categories'];

export const faqCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category-faqs',
    route.list('category-faqs-index', {
      tags,
      summary: 'FAQ categories, 50 a page: level 1 first, then in their sort order',
      query: faqCategoryListQuery,
      item: faqCategory,
    }),
    async (request) => list(await listFaqCategories(app.db, request.query), request.query),
  );

  app.post(
    '/category-faqs',
    route.create('category-faqs-create', {
      tags,
      summary: 'Create a FAQ category; level 2 needs a level-1 parent',
      body: faqCategoryBody,
      entity: faqCategory,
    }),
    async (request) =>
      ok(await createFaqCategory(app.db, request.actor, request.body), CONTENT_MESSAGES.faqCategoryCreated),
  );

  app.get(
    '/category-faqs/level',
    route('category-faqs-index', {
      tags,
      summary: 'Every FAQ category of level 1 or 2 (?level=1|2), for selects',
      query: faqCategoryLevelQuery,
      entity: z.array(faqCategoryOption),
    }),
    async (request) => ok(await faqCategoriesOfLevel(app.db, request.query.level)),
  );

  app.get(
    '/category-faqs/detail/:id',
    route.get('category-faqs-index', { tags, summary: 'One FAQ category', entity: faqCategory }),
    async (request) => ok(await getFaqCategory(app.db, request.params.id)),
  );

  app.put(
    '/category-faqs/:id',
    route.update('category-faqs-update', {
      tags,
      summary: 'Edit a FAQ category',
      body: faqCategoryBody,
      entity: faqCategory,
    }),
    async (request) =>
      ok(
        await updateFaqCategory(app.db, request.actor, request.params.id, request.body),
        CONTENT_MESSAGES.faqCategoryUpdated,
      ),
  );

  app.delete(
    '/category-faqs/:id',
    route.delete('category-faqs-delete', {
      tags,
      summary: 'Delete an empty FAQ category (409 while it holds categories or FAQs)',
      inUse: true,
    }),
    async (request) => ok(await deleteFaqCategory(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );

  app.get(
    '/category-faqs/:id/faq',
    route.list('category-faqs-index', {
      tags,
      summary: 'The FAQs of a category and of its level-2 children, 9 a page',
      params: idParam,
      query: categoryFaqsQuery,
      item: faq,
    }),
    async (request) => {
      await getFaqCategory(app.db, request.params.id);
      const query = { ...request.query, category_id: request.params.id };
      return list(await listFaqs(app.db, query), request.query);
    },
  );
};
