import { listArea } from '../../lib/areas.ts';

export const area = listArea('managers', () => import('./routes/managers-list.tsx'), { order: 20 });

declare module '../../lib/areas.ts' {
  interface Areas {
    managers: typeof area;
  }
}
