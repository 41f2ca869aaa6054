import {
  categoryFaqsQuery,
  faq,
  faqBody,
  faqCategoryLevelParam,
  faqCategoryOption,
  faqCategoryTreeItem,
  faqListQuery,
  faqStatusBody,
  idParam,
} from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import { faqCategoriesOfLevel, faqCategoryTree, getFaqCategory } from '../faq-categories/public.ts';
import { createFaq, deleteFaq, getFaq, listFaqs, setFaqStatus, updateFaq } from './faqs.repository.ts';

export const faqsRoutes = areaRoutes(['faqs'], async (app) => {
  rowRoutes(app, {
    path: '/faqs',
    permissions: 'faqs',
    bulk: { kind: 'faq' },
    entity: faq,
    list: {
      summary: 'FAQs, 9 a page, in their sort order; search, category (with its children) and status filters',
      query: faqListQuery,
      run: listFaqs,
    },
    create: { summary: 'Create a FAQ (the answer is sanitised)', body: faqBody, run: createFaq },
    get: { summary: 'One FAQ', run: getFaq },
    update: { method: 'POST', summary: 'Edit a FAQ', body: faqBody, run: updateFaq },
    status: {
      method: 'PUT',
      path: '/faqs/status/:id',
      summary: 'Show (1) or hide (0) a FAQ',
      body: faqStatusBody,
      run: setFaqStatus,
    },
    delete: { summary: 'Delete a FAQ', run: deleteFaq },
  });

  app.get(
    '/faqs/category',
    route('faqs-index', {
      summary: 'FAQ categories for the FAQ form: level 1, each with its level-2 children',
      entity: z.array(faqCategoryTreeItem),
    }),
    async () => ok(await faqCategoryTree(app.db)),
  );

  app.get(
    '/faqs/category/level/:level',
    route('faqs-index', {
      summary: 'FAQ categories of level 1 or 2, in order',
      params: faqCategoryLevelParam,
      entity: z.array(faqCategoryOption),
    }),
    async (request) => ok(await faqCategoriesOfLevel(app.db, request.params.level)),
  );

  app.get(
    '/category-faqs/:id/faq',
    route.list('category-faqs-index', {
      tags: ['faq categories'],
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
});
