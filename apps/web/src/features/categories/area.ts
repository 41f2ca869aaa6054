import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('categories', {
  permissions: 'category',
  list: () => import('./routes/categories-list.tsx'),
  menu: { group: 'news', order: 20 },
  create: () => import('./routes/category-create.tsx'),
  edit: () => import('./routes/category-edit.tsx'),
});
