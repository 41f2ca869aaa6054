import { listArea } from '../../lib/areas.ts';

export const area = listArea('reviews', () => import('./routes/reviews-list.tsx'), { order: 20 });
