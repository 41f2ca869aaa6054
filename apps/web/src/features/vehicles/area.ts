import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'vehicles',
  screens: {
    list: {
      path: '/stations/vehicles',
      permission: 'stores-index',
      lazy: () => import('./routes/vehicles-list.tsx'),
      menu: { group: 'stations', key: 'stations-vehicles', order: 30, label: 'vehicles.menu.stations-vehicles' },
    },
    create: {
      path: '/stations/vehicles/create',
      permission: 'vehicles-create',
      lazy: () => import('./routes/vehicle-create.tsx'),
      title: 'vehicles.create.title',
    },
    detail: {
      path: '/stations/vehicles/:id',
      permission: 'stores-index',
      lazy: () => import('./routes/vehicle-detail.tsx'),
    },
    warrantyCreate: {
      path: '/stations/vehicles/:id/create',
      permission: 'vehicles-update',
      lazy: () => import('./routes/warranty.tsx'),
    },
    warrantyEdit: {
      path: '/stations/vehicles/:id/edit',
      permission: 'vehicles-update',
      lazy: () => import('./routes/warranty.tsx'),
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    vehicles: typeof area;
  }
}
