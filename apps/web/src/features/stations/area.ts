import WarehouseRounded from '@mui/icons-material/WarehouseRounded';
import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'stations',
  screens: {
    products: screen('/stations', 'products-list', () => import('./routes/station-products.tsx'), {
      menu: { group: 'stations', key: 'stations', order: 20, label: 'stations.menu.stations' },
    }),
    register: screen('/stations/register', 'products-store', () => import('./routes/station-register.tsx'), {
      menu: {
        group: 'stations',
        key: 'stations-register',
        order: 10,
        label: 'stations.menu.stations-register',
        icon: WarehouseRounded,
      },
    }),
    orders: screen('/stations/orders', 'stores-index', () => import('./routes/station-orders.tsx'), {
      menu: { group: 'stations', key: 'stations-orders', order: 40, label: 'stations.menu.stations-orders' },
    }),
    edit: screen('/stations/:id/edit', 'products-update', () => import('./routes/station-edit.tsx')),
  },
});
