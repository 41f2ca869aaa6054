import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'reviews',
  screens: {
    list: screen('/reviews', 'reviews-index', () => import('./routes/reviews-list.tsx'), {
      menu: { group: 'stores', key: 'reviews', order: 20, label: 'reviews.menu.reviews' },
    }),
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    reviews: typeof area;
  }
}
