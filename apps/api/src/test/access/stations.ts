import { type RouteCase, byId } from './route-case.ts';

/** Stations' service orders. */
export const stationsRoutes: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/v2/stations/orders',
    permission: 'stores-index',
    bad: { query: { status: 'lost' }, fields: ['status'] },
  },
  {
    method: 'POST',
    route: '/api/v2/stations/orders',
    permission: 'station-orders-create',
    bad: { body: {}, fields: ['station_id', 'kind', 'items'] },
  },
  byId('GET', '/api/v2/stations/orders/:id', 'stores-index'),
  byId('PUT', '/api/v2/stations/orders/:id/status', 'station-orders-status', {
    bad: { body: { status: 'x' }, fields: ['status'] },
  }),
];
