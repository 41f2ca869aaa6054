import { type RouteCase, byId, plainRoute } from './route-case.ts';

/** Stations' service orders. */
export const stationsRoutes: RouteCase[] = [
  plainRoute('GET', '/api/v2/stations/orders', 'stores-index', { query: { status: 'lost' }, fields: ['status'] }),
  plainRoute('POST', '/api/v2/stations/orders', 'station-orders-create', {
    body: {},
    fields: ['station_id', 'kind', 'items'],
  }),
  byId('GET', '/api/v2/stations/orders/:id', 'stores-index'),
  byId('PUT', '/api/v2/stations/orders/:id/status', 'station-orders-status', {
    bad: { body: { status: 'x' }, fields: ['status'] },
  }),
];
