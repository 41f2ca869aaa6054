import { type RouteCase, route } from './route-case.ts';

/** FAQs. */
export const faqsRoutes: RouteCase[] = [
  route('GET', '/faqs', 'faqs-index', { query: { count: 0 }, fields: ['count'] }),
  route('POST', '/faqs', 'faqs-create', { body: {}, fields: ['question', 'answer', 'category_id'] }),
  route('GET', '/faqs/category', 'faqs-index'),
  route('GET', '/faqs/category/level/:level', 'faqs-index', { url: '/faqs/category/level/3', fields: ['level'] }),
  route('PUT', '/faqs/status/:id', 'faqs-status', { body: {}, fields: ['status'] }),
  route.badId('GET', '/faqs/:id', 'faqs-index'),
  route('POST', '/faqs/:id', 'faqs-update', { body: { question: 'x' }, fields: ['answer', 'category_id'] }),
  route.badId('DELETE', '/faqs/:id', 'faqs-delete'),
  route('POST', '/faqs/bulk/status', 'faqs-status', { body: { items: [] }, fields: ['items', 'status'] }),
  route('POST', '/faqs/bulk/delete', 'faqs-delete', {
    body: { all_matching: { filters: {}, count: 0 } },
    fields: ['all_matching.count'],
  }),
];
