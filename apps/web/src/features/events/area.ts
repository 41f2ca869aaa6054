import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'events',
  screens: {
    list: {
      path: '/events',
      permission: 'events-index',
      lazy: () => import('./routes/events-list.tsx'),
      menu: { group: 'promotions', key: 'events', order: 20, label: 'events.menu.events' },
    },
    create: {
      path: '/events/create',
      permission: 'events-create',
      lazy: () => import('./routes/event-create.tsx'),
      title: 'events.create.title',
    },
    edit: { path: '/events/:id/edit', permission: 'events-update', lazy: () => import('./routes/event-edit.tsx') },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    events: typeof area;
  }
}
