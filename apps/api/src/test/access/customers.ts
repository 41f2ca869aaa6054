import { type RouteCase, byId } from './route-case.ts';

/** Customers. */
export const customersRoutes: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/v1/customers',
    permission: 'stores-index',
    bad: { query: { count: 0 }, fields: ['count'] },
  },
  {
    method: 'POST',
    route: '/api/v1/customers',
    permission: 'vehicles-create',
    bad: { body: {}, fields: ['full_name', 'phone'] },
  },
  byId('PUT', '/api/v1/customers/:id', 'vehicles-update', { bad: { body: {}, fields: ['full_name', 'phone'] } }),
  byId('GET', '/api/v1/customers/:id/vehicles', 'stores-index'),
  byId('PUT', '/api/v1/customers/:id/vehicles', 'vehicles-update', {
    bad: { body: { vehicle_ids: [] }, fields: ['vehicle_ids'] },
  }),
];
