import DashboardRounded from '@mui/icons-material/DashboardRounded';
import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'home',
  screens: {
    home: screen('/', null, () => import('./routes/home.tsx'), {
      menu: {
        group: 'dashboard',
        key: 'dashboard',
        order: 10,
        label: 'menu.entries.dashboard',
        icon: DashboardRounded,
      },
    }),
  },
});
