import { listArea } from '../../lib/areas.ts';

export const area = listArea('comments', () => import('./routes/comments-list.tsx'), { order: 30 });

declare module '../../lib/areas.ts' {
  interface Areas {
    comments: typeof area;
  }
}
