import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'stations',
  screens: {
    products: {
      path: '/stations',
      permission: 'products-list',
      lazy: () => import('./routes/station-products.tsx'),
      menu: { group: 'stations', key: 'stations', order: 20, label: 'stations.menu.stations' },
    },
    register: {
      path: '/stations/register',
      permission: 'products-store',
      lazy: () => import('./routes/station-register.tsx'),
      menu: {
        group: 'stations',
        key: 'stations-register',
        order: 10,
        label: 'stations.menu.stations-register',
        icon: WarehouseRounded,
      },
    },
    orders: {
      path: '/stations/orders',
      permission: 'stores-index',
      lazy: () => import('./routes/station-orders.tsx'),
      menu: { group: 'stations', key: 'stations-orders', order: 40, label: 'stations.menu.stations-orders' },
    },
    edit: {
      path: '/stations/:id/edit',
      permission: 'products-update',
      lazy: () => import('./routes/station-edit.tsx'),
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    stations: typeof area;
  }
}
