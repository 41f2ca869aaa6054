import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'comments',
  screens: {
    list: screen('/comments', 'comment-index', () => import('./routes/comments-list.tsx'), {
      menu: { group: 'news', key: 'comments', order: 30, label: 'comments.menu.comments' },
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    comments: typeof area;
  }
}
