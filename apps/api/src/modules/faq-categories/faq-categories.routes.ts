import {
  CONTENT_MESSAGES,
  faqCategory,
  faqCategoryBody,
  faqCategoryLevelQuery,
  faqCategoryListQuery,
  faqCategoryOption,
} from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import {
  createFaqCategory,
  deleteFaqCategory,
  faqCategoriesOfLevel,
  getFaqCategory,
  listFaqCategories,
  updateFaqCategory,
} from './faq-categories.repository.ts';

export const faqCategoriesRoutes = areaRoutes(['faq categories'], async (app) => {
  rowRoutes(app, {
    path: '/category-faqs',
    permissions: 'category-faqs',
    entity: faqCategory,
    messages: { created: CONTENT_MESSAGES.faqCategoryCreated, updated: CONTENT_MESSAGES.faqCategoryUpdated },
    list: {
      summary: 'FAQ categories, 50 a page: level 1 first, then in their sort order',
      query: faqCategoryListQuery,
      run: listFaqCategories,
    },
    create: {
      summary: 'Create a FAQ category; level 2 needs a level-1 parent',
      body: faqCategoryBody,
      run: createFaqCategory,
    },
    get: { path: '/category-faqs/detail/:id', summary: 'One FAQ category', run: getFaqCategory },
    update: { method: 'PUT', summary: 'Edit a FAQ category', body: faqCategoryBody, run: updateFaqCategory },
    delete: {
      summary: 'Delete an empty FAQ category (409 while it holds categories or FAQs)',
      inUse: true,
      run: deleteFaqCategory,
    },
  });

  app.get(
    '/category-faqs/level',
    route('category-faqs-index', {
      summary: 'Every FAQ category of level 1 or 2 (?level=1|2), for selects',
      query: faqCategoryLevelQuery,
      entity: z.array(faqCategoryOption),
    }),
    async (request) => ok(await faqCategoriesOfLevel(app.db, request.query.level)),
  );
});
