import { listArea } from '../../lib/areas.ts';

export const area = listArea('comments', () => import('./routes/comments-list.tsx'), { order: 30 });
