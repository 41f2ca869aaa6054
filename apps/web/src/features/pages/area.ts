import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'pages',
  screens: {
    ...crudScreens({
      path: '/pages',
      permissions: 'pages',
      i18n: 'pages',
      list: {
        permission: 'pages-view',
        lazy: () => import('./routes/pages-list.tsx'),
        menu: { group: 'promotions', key: 'pages', order: 40, label: 'pages.menu.pages' },
      },
      create: () => import('./routes/page-create.tsx'),
      edit: () => import('./routes/page-edit.tsx'),
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    pages: typeof area;
  }
}
