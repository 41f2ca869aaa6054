import {
  CONTENT_MESSAGES,
  faq,
  faqBody,
  faqCategoryLevelParam,
  faqCategoryOption,
  faqCategoryTreeItem,
  faqListQuery,
  faqStatusBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { route, statusHandler } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { faqCategoriesOfLevel, faqCategoryTree } from '../faq-categories/faq-categories.repository.ts';
import { createFaq, deleteFaq, getFaq, listFaqs, setFaqStatus, updateFaq } from './faqs.repository.ts';

const tags = ['faqs'];

export const faqsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faqs',
    route.list('faqs-index', {
      tags,
      summary: 'FAQs, 9 a page, in their sort order; search, category (with its children) and status filters',
      query: faqListQuery,
      item: faq,
    }),
    async (request) => list(await listFaqs(app.db, request.query), request.query),
  );

  app.post(
    '/faqs',
    route.create('faqs-create', {
      tags,
      summary: 'Create a FAQ (the answer is sanitised)',
      body: faqBody,
      entity: faq,
    }),
    async (request) => ok(await createFaq(app.db, request.actor, request.body), CONTENT_MESSAGES.created),
  );

  app.get(
    '/faqs/category',
    route('faqs-index', {
      tags,
      summary: 'FAQ categories for the FAQ form: level 1, each with its level-2 children',
      entity: z.array(faqCategoryTreeItem),
    }),
    async () => ok(await faqCategoryTree(app.db)),
  );

  app.get(
    '/faqs/category/level/:level',
    route('faqs-index', {
      tags,
      summary: 'FAQ categories of level 1 or 2, in order',
      params: faqCategoryLevelParam,
      entity: z.array(faqCategoryOption),
    }),
    async (request) => ok(await faqCategoriesOfLevel(app.db, request.params.level)),
  );

  app.put(
    '/faqs/status/:id',
    route.status('faqs-status', { tags, summary: 'Show (1) or hide (0) a FAQ', body: faqStatusBody, entity: faq }),
    statusHandler(app, setFaqStatus, CONTENT_MESSAGES.statusUpdated),
  );

  app.get('/faqs/:id', route.get('faqs-index', { tags, summary: 'One FAQ', entity: faq }), async (request) =>
    ok(await getFaq(app.db, request.params.id)),
  );

  app.post(
    '/faqs/:id',
    route.update('faqs-update', { tags, summary: 'Edit a FAQ', body: faqBody, entity: faq }),
    async (request) =>
      ok(await updateFaq(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.updated),
  );

  app.delete('/faqs/:id', route.delete('faqs-delete', { tags, summary: 'Delete a FAQ' }), async (request) =>
    ok(await deleteFaq(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );
};
