import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'popups',
  screens: {
    ...crudScreens({
      path: '/popups',
      permissions: 'popups',
      i18n: 'popups',
      list: {
        permission: 'popups-view',
        lazy: () => import('./routes/popups-list.tsx'),
        menu: { group: 'promotions', key: 'popups', order: 30, label: 'popups.menu.popups' },
      },
      create: () => import('./routes/popup-create.tsx'),
      edit: () => import('./routes/popup-edit.tsx'),
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    popups: typeof area;
  }
}
