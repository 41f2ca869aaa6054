import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('popups', {
  list: () => import('./routes/popups-list.tsx'),
  menu: { group: 'promotions', order: 30 },
  create: () => import('./routes/popup-create.tsx'),
  edit: () => import('./routes/popup-edit.tsx'),
});
