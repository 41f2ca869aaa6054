import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'checklist',
  screens: {
    checklist: screen('/checklist', 'products-list', () => import('./routes/checklist.tsx'), {
      title: 'checklist.title',
    }),
  },
});
