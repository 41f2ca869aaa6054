import { defineArea } from '../../lib/areas.ts';

export const area = defineArea({
  key: 'customers',
  screens: {
    list: {
      path: '/stations/vehicles/customers',
      permission: 'stores-index',
      lazy: () => import('./routes/customers-list.tsx'),
      title: 'customers.list.title',
    },
  },
});

declare module '../../lib/areas.ts' {
  interface Areas {
    customers: typeof area;
  }
}
