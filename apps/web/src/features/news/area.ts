import NewspaperRounded from '@mui/icons-material/NewspaperRounded';
import { crudArea } from '../../lib/areas.ts';

export const area = crudArea('news', {
  list: () => import('./routes/news-list.tsx'),
  menu: { group: 'news', order: 10, icon: NewspaperRounded },
  create: () => import('./routes/news-create.tsx'),
  edit: () => import('./routes/news-edit.tsx'),
  screens: {
    view: { path: '/news/:id', permission: 'news-list', lazy: () => import('./routes/news-view.tsx') },
  },
});
