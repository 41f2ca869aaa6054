import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'pages',
  screens: {
    list: {
      path: '/pages',
      permission: 'pages-view',
      lazy: () => import('./routes/pages-list.tsx'),
      menu: { group: 'promotions', key: 'pages', order: 40, label: 'pages.menu.pages' },
    },
    create: {
      path: '/pages/create',
      permission: 'pages-create',
      lazy: () => import('./routes/page-create.tsx'),
      title: 'pages.create.title',
    },
    edit: { path: '/pages/:id/edit', permission: 'pages-update', lazy: () => import('./routes/page-edit.tsx') },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    pages: typeof area;
  }
}
