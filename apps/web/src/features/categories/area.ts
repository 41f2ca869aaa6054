import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'categories',
  screens: {
    list: {
      path: '/category',
      permission: 'category-index',
      lazy: () => import('./routes/categories-list.tsx'),
      menu: { group: 'news', key: 'category', order: 20, label: 'category.menu.category' },
    },
    create: {
      path: '/category/create',
      permission: 'category-create',
      lazy: () => import('./routes/category-create.tsx'),
      title: 'category.create.title',
    },
    edit: {
      path: '/category/:id/edit',
      permission: 'category-update',
      lazy: () => import('./routes/category-edit.tsx'),
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    categories: typeof area;
  }
}
