import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('pages', {
  list: () => import('./routes/pages-list.tsx'),
  menu: { group: 'promotions', order: 40 },
  create: () => import('./routes/page-create.tsx'),
  edit: () => import('./routes/page-edit.tsx'),
});
