import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'notifications',
  screens: {
    create: screen(
      '/notifications/create',
      ['notifications-create', 'notifications-index'],
      () => import('./routes/notification-create.tsx'),
      { menu: { group: 'promotions', key: 'notifications', order: 50, label: 'notifications.menu.notifications' } },
    ),
  },
});
