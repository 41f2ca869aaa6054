import NewspaperRounded from '@mui/icons-material/NewspaperRounded';
import { crudScreens, defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'news',
  screens: {
    ...crudScreens({
      path: '/news',
      permissions: 'news',
      i18n: 'news',
      list: {
        permission: 'news-list',
        lazy: () => import('./routes/news-list.tsx'),
        menu: { group: 'news', key: 'news', order: 10, label: 'news.menu.news', icon: NewspaperRounded },
      },
      create: () => import('./routes/news-create.tsx'),
      edit: () => import('./routes/news-edit.tsx'),
    }),
    view: { path: '/news/:id', permission: 'news-list', lazy: () => import('./routes/news-view.tsx') },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    news: typeof area;
  }
}
