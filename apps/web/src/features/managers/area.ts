import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'managers',
  screens: {
    list: screen('/managers', 'users-index', () => import('./routes/managers-list.tsx'), {
      menu: { group: 'admin-users', key: 'managers', order: 20, label: 'managers.menu.managers' },
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    managers: typeof area;
  }
}
