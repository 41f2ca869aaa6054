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
  listEnvelope,
  okEnvelope,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { deleteRoute } from '../../lib/content-routes.ts';
import { errorResponses } from '../../lib/schemas.ts';
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
    {
      config: { permission: 'category-faqs-index' },
      schema: {
        tags,
        summary: 'FAQ categories, 50 a page: level 1 first, then in their sort order',
        querystring: faqCategoryListQuery,
        response: { 200: listEnvelope(faqCategory), ...errorResponses },
      },
    },
    async (request) => list(await listFaqCategories(app.db, request.query), request.query),
  );

  app.post(
    '/category-faqs',
    {
      config: { permission: 'category-faqs-create' },
      schema: {
        tags,
        summary: 'Create a FAQ category; level 2 needs a level-1 parent',
        body: faqCategoryBody,
        response: { 200: okEnvelope(faqCategory), ...errorResponses },
      },
    },
    async (request) =>
      ok(await createFaqCategory(app.db, request.actor, request.body), CONTENT_MESSAGES.faqCategoryCreated),
  );

  app.get(
    '/category-faqs/level',
    {
      config: { permission: 'category-faqs-index' },
      schema: {
        tags,
        summary: 'Every FAQ category of level 1 or 2 (?level=1|2), for selects',
        querystring: faqCategoryLevelQuery,
        response: { 200: okEnvelope(z.array(faqCategoryOption)), ...errorResponses },
      },
    },
    async (request) => ok(await faqCategoriesOfLevel(app.db, request.query.level)),
  );

  app.get(
    '/category-faqs/detail/:id',
    {
      config: { permission: 'category-faqs-index' },
      schema: {
        tags,
        summary: 'One FAQ category',
        params: idParam,
        response: { 200: okEnvelope(faqCategory), ...errorResponses },
      },
    },
    async (request) => ok(await getFaqCategory(app.db, request.params.id)),
  );

  app.put(
    '/category-faqs/:id',
    {
      config: { permission: 'category-faqs-update' },
      schema: {
        tags,
        summary: 'Edit a FAQ category',
        params: idParam,
        body: faqCategoryBody,
        response: { 200: okEnvelope(faqCategory), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await updateFaqCategory(app.db, request.actor, request.params.id, request.body),
        CONTENT_MESSAGES.faqCategoryUpdated,
      ),
  );

  app.delete(
    '/category-faqs/:id',
    deleteRoute('category-faqs-delete', {
      tags,
      summary: 'Delete an empty FAQ category (409 while it holds categories or FAQs)',
      inUse: true,
    }),
    async (request) => ok(await deleteFaqCategory(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );

  app.get(
    '/category-faqs/:id/faq',
    {
      config: { permission: 'category-faqs-index' },
      schema: {
        tags,
        summary: 'The FAQs of a category and of its level-2 children, 9 a page',
        params: idParam,
        querystring: categoryFaqsQuery,
        response: { 200: listEnvelope(faq), ...errorResponses },
      },
    },
    async (request) => {
      await getFaqCategory(app.db, request.params.id);
      const query = { ...request.query, category_id: request.params.id };
      return list(await listFaqs(app.db, query), request.query);
    },
  );
};
