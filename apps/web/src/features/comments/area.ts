import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'comments',
  screens: {
    list: {
      path: '/comments',
      permission: 'comment-index',
      lazy: () => import('./routes/comments-list.tsx'),
      menu: { group: 'news', key: 'comments', order: 30, label: 'comments.menu.comments' },
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    comments: typeof area;
  }
}
