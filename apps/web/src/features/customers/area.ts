import { defineArea, screen } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'customers',
  screens: {
    list: screen('/stations/vehicles/customers', 'stores-index', () => import('./routes/customers-list.tsx'), {
      title: 'customers.list.title',
    }),
  },
});
