import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'popups',
  screens: {
    list: {
      path: '/popups',
      permission: 'popups-view',
      lazy: () => import('./routes/popups-list.tsx'),
      menu: { group: 'promotions', key: 'popups', order: 30, label: 'popups.menu.popups' },
    },
    create: {
      path: '/popups/create',
      permission: 'popups-create',
      lazy: () => import('./routes/popup-create.tsx'),
      title: 'popups.create.title',
    },
    edit: { path: '/popups/:id/edit', permission: 'popups-update', lazy: () => import('./routes/popup-edit.tsx') },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    popups: typeof area;
  }
}
