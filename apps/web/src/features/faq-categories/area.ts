import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('faq-categories', {
  permissions: 'category-faqs',
  path: '/faqs/category',
  i18n: 'faqCategories',
  list: () => import('./routes/faq-categories-list.tsx'),
  menu: { group: 'faqs', key: 'faqs-category', order: 20 },
  create: () => import('./routes/faq-category-create.tsx'),
  edit: () => import('./routes/faq-category-edit.tsx'),
});
