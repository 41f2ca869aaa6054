import NewspaperRounded from '@mui/icons-material/NewspaperRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'news',
  screens: {
    list: {
      path: '/news',
      permission: 'news-list',
      lazy: () => import('./routes/news-list.tsx'),
      menu: { group: 'news', key: 'news', order: 10, label: 'news.menu.news', icon: NewspaperRounded },
    },
    create: {
      path: '/news/create',
      permission: 'news-create',
      lazy: () => import('./routes/news-create.tsx'),
      title: 'news.create.title',
    },
    view: { path: '/news/:id', permission: 'news-list', lazy: () => import('./routes/news-view.tsx') },
    edit: { path: '/news/:id/edit', permission: 'news-update', lazy: () => import('./routes/news-edit.tsx') },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    news: typeof area;
  }
}
