import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'managers',
  screens: {
    list: {
      path: '/managers',
      permission: 'users-index',
      lazy: () => import('./routes/managers-list.tsx'),
      menu: { group: 'admin-users', key: 'managers', order: 20, label: 'managers.menu.managers' },
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    managers: typeof area;
  }
}
