import { type RouteCase, route } from './route-case.ts';

/** FAQ categories. */
export const faqCategoriesRoutes: RouteCase[] = [
  route('GET', '/category-faqs', 'category-faqs-index', { query: { level: 3 }, fields: ['level'] }),
  route('POST', '/category-faqs', 'category-faqs-create', {
    body: { name: 'Mua xe', level: 2 },
    fields: ['parent_id'],
  }),
  route(
    'GET',
    '/category-faqs/level',
    'category-faqs-index',
    { url: '/category-faqs/level', query: { level: 'x' }, fields: ['level'] },
    '/category-faqs/level?level=1',
  ),
  route.badId('GET', '/category-faqs/detail/:id', 'category-faqs-index'),
  route('PUT', '/category-faqs/:id', 'category-faqs-update', { body: {}, fields: ['name', 'level'] }),
  route.badId('DELETE', '/category-faqs/:id', 'category-faqs-delete'),
  route.badId('GET', '/category-faqs/:id/faq', 'category-faqs-index'),
];
