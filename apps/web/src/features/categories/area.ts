import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'categories',
  screens: {
    ...crudScreens({
      path: '/category',
      permissions: 'category',
      i18n: 'category',
      list: {
        permission: 'category-index',
        lazy: () => import('./routes/categories-list.tsx'),
        menu: { group: 'news', key: 'category', order: 20, label: 'category.menu.category' },
      },
      create: () => import('./routes/category-create.tsx'),
      edit: () => import('./routes/category-edit.tsx'),
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    categories: typeof area;
  }
}
