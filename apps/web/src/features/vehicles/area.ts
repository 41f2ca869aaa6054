import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'vehicles',
  screens: {
    list: screen('/stations/vehicles', 'stores-index', () => import('./routes/vehicles-list.tsx'), {
      menu: { group: 'stations', key: 'stations-vehicles', order: 30, label: 'vehicles.menu.stations-vehicles' },
    }),
    create: screen('/stations/vehicles/create', 'vehicles-create', () => import('./routes/vehicle-create.tsx'), {
      title: 'vehicles.create.title',
    }),
    detail: screen('/stations/vehicles/:id', 'stores-index', () => import('./routes/vehicle-detail.tsx')),
    warrantyCreate: screen('/stations/vehicles/:id/create', 'vehicles-update', () => import('./routes/warranty.tsx')),
    warrantyEdit: screen('/stations/vehicles/:id/edit', 'vehicles-update', () => import('./routes/warranty.tsx')),
  },
});
