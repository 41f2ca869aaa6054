import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'faq-categories',
  screens: {
    ...crudScreens({
      path: '/faqs/category',
      permissions: 'category-faqs',
      i18n: 'faqCategories',
      list: {
        permission: 'category-faqs-index',
        lazy: () => import('./routes/faq-categories-list.tsx'),
        menu: { group: 'faqs', key: 'faqs-category', order: 20, label: 'faqCategories.menu.faqs-category' },
      },
      create: () => import('./routes/faq-category-create.tsx'),
      edit: () => import('./routes/faq-category-edit.tsx'),
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    'faq-categories': typeof area;
  }
}
