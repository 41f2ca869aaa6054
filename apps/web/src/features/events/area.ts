import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('events', {
  list: () => import('./routes/events-list.tsx'),
  menu: { group: 'promotions', order: 20 },
  create: () => import('./routes/event-create.tsx'),
  edit: () => import('./routes/event-edit.tsx'),
});
