import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'events',
  screens: {
    ...crudScreens({
      path: '/events',
      permissions: 'events',
      i18n: 'events',
      list: {
        permission: 'events-index',
        lazy: () => import('./routes/events-list.tsx'),
        menu: { group: 'promotions', key: 'events', order: 20, label: 'events.menu.events' },
      },
      create: () => import('./routes/event-create.tsx'),
      edit: () => import('./routes/event-edit.tsx'),
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    events: typeof area;
  }
}
