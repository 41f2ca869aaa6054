import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'qr-scanners',
  screens: {
    scan: { path: '/qr-scanners', permission: null, lazy: () => import('./routes/qr-scanners.tsx'), title: 'qr.title' },
  },
});
