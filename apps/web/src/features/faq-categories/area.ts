import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'faq-categories',
  screens: {
    list: {
      path: '/faqs/category',
      permission: 'category-faqs-index',
      lazy: () => import('./routes/faq-categories-list.tsx'),
      menu: { group: 'faqs', key: 'faqs-category', order: 20, label: 'faqCategories.menu.faqs-category' },
    },
    create: {
      path: '/faqs/category/create',
      permission: 'category-faqs-create',
      lazy: () => import('./routes/faq-category-create.tsx'),
      title: 'faqCategories.create.title',
    },
    edit: {
      path: '/faqs/category/:id/edit',
      permission: 'category-faqs-update',
      lazy: () => import('./routes/faq-category-edit.tsx'),
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    'faq-categories': typeof area;
  }
}
