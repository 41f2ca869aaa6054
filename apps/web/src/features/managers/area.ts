import { listArea } from '../../lib/areas.ts';

export const area = listArea('managers', () => import('./routes/managers-list.tsx'), { order: 20 });
