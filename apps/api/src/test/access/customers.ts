import { type RouteCase, byId, plainRoute } from './route-case.ts';

/** Customers. */
export const customersRoutes: RouteCase[] = [
  plainRoute('GET', '/api/v1/customers', 'stores-index', { query: { count: 0 }, fields: ['count'] }),
  plainRoute('POST', '/api/v1/customers', 'vehicles-create', { body: {}, fields: ['full_name', 'phone'] }),
  byId('PUT', '/api/v1/customers/:id', 'vehicles-update', { bad: { body: {}, fields: ['full_name', 'phone'] } }),
  byId('GET', '/api/v1/customers/:id/vehicles', 'stores-index'),
  byId('PUT', '/api/v1/customers/:id/vehicles', 'vehicles-update', {
    bad: { body: { vehicle_ids: [] }, fields: ['vehicle_ids'] },
  }),
];
