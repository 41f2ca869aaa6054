import DashboardRounded from '@mui/icons-material/DashboardRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'home',
  screens: {
    home: {
      path: '/',
      permission: null,
      lazy: () => import('./routes/home.tsx'),
      menu: {
        group: 'dashboard',
        key: 'dashboard',
        order: 10,
        label: 'menu.entries.dashboard',
        icon: DashboardRounded,
      },
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    home: typeof area;
  }
}
