import {
  CONTENT_MESSAGES,
  faq,
  faqBody,
  faqCategoryLevelParam,
  faqCategoryOption,
  faqCategoryTreeItem,
  faqListQuery,
  faqStatusBody,
  idParam,
  listEnvelope,
  okEnvelope,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { deleteRoute, statusRoute } from '../../lib/content-routes.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { faqCategoriesOfLevel, faqCategoryTree } from '../faq-categories/faq-categories.repository.ts';
import { createFaq, deleteFaq, getFaq, listFaqs, setFaqStatus, updateFaq } from './faqs.repository.ts';

const tags = ['faqs'];

export const faqsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/faqs',
    {
      config: { permission: 'faqs-index' },
      schema: {
        tags,
        summary: 'FAQs, 9 a page, in their sort order; search, category (with its children) and status filters',
        querystring: faqListQuery,
        response: { 200: listEnvelope(faq), ...errorResponses },
      },
    },
    async (request) => list(await listFaqs(app.db, request.query), request.query),
  );

  app.post(
    '/faqs',
    {
      config: { permission: 'faqs-create' },
      schema: {
        tags,
        summary: 'Create a FAQ (the answer is sanitised)',
        body: faqBody,
        response: { 200: okEnvelope(faq), ...errorResponses },
      },
    },
    async (request) => ok(await createFaq(app.db, request.actor, request.body), CONTENT_MESSAGES.created),
  );

  app.get(
    '/faqs/category',
    {
      config: { permission: 'faqs-index' },
      schema: {
        tags,
        summary: 'FAQ categories for the FAQ form: level 1, each with its level-2 children',
        response: { 200: okEnvelope(z.array(faqCategoryTreeItem)), ...errorResponses },
      },
    },
    async () => ok(await faqCategoryTree(app.db)),
  );

  app.get(
    '/faqs/category/level/:level',
    {
      config: { permission: 'faqs-index' },
      schema: {
        tags,
        summary: 'FAQ categories of level 1 or 2, in order',
        params: faqCategoryLevelParam,
        response: { 200: okEnvelope(z.array(faqCategoryOption)), ...errorResponses },
      },
    },
    async (request) => ok(await faqCategoriesOfLevel(app.db, request.params.level)),
  );

  app.put(
    '/faqs/status/:id',
    statusRoute('faqs-status', { tags, summary: 'Show (1) or hide (0) a FAQ', body: faqStatusBody, entity: faq }),
    async (request) =>
      ok(
        await setFaqStatus(app.db, request.actor, request.params.id, request.body.status),
        CONTENT_MESSAGES.statusUpdated,
      ),
  );

  app.get(
    '/faqs/:id',
    {
      config: { permission: 'faqs-index' },
      schema: {
        tags,
        summary: 'One FAQ',
        params: idParam,
        response: { 200: okEnvelope(faq), ...errorResponses },
      },
    },
    async (request) => ok(await getFaq(app.db, request.params.id)),
  );

  app.post(
    '/faqs/:id',
    {
      config: { permission: 'faqs-update' },
      schema: {
        tags,
        summary: 'Edit a FAQ',
        params: idParam,
        body: faqBody,
        response: { 200: okEnvelope(faq), ...errorResponses },
      },
    },
    async (request) =>
      ok(await updateFaq(app.db, request.actor, request.params.id, request.body), CONTENT_MESSAGES.updated),
  );

  app.delete('/faqs/:id', deleteRoute('faqs-delete', { tags, summary: 'Delete a FAQ' }), async (request) =>
    ok(await deleteFaq(app.db, request.actor, request.params.id), CONTENT_MESSAGES.deleted),
  );
};
