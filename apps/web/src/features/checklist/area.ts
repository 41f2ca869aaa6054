import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'checklist',
  screens: {
    checklist: {
      path: '/checklist',
      permission: 'products-list',
      lazy: () => import('./routes/checklist.tsx'),
      title: 'checklist.title',
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    checklist: typeof area;
  }
}
