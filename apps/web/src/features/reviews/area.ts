import { listArea } from '../../lib/areas.ts';

export const area = listArea('reviews', () => import('./routes/reviews-list.tsx'), { order: 20 });

declare module '../../lib/areas.ts' {
  interface Areas {
    reviews: typeof area;
  }
}
