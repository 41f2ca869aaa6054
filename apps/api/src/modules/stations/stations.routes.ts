import { serviceOrder, serviceOrderCreateBody, serviceOrderListQuery, serviceOrderStatusBody } from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import { changeOrderStatus, createOrder, getOrder, listOrders } from './stations.repository.ts';

/**
 * Stations are stores with is_station = 2 (`/v2/stores/search?is_station=2`); their products are
 * the product list with `station_id`. Here: their service orders (`/stations/orders`).
 */
export const stationsRoutes = areaRoutes(['stations'], async (app) => {
  rowRoutes(app, {
    path: '/v2/stations/orders',
    permissions: 'station-orders',
    entity: serviceOrder,
    messages: { created: 'Update successfully' },
    list: {
      permission: 'stores-index',
      summary: "Stations' service orders, newest first",
      query: serviceOrderListQuery,
      run: listOrders,
    },
    create: { summary: 'Open a service order at a station', body: serviceOrderCreateBody, run: createOrder },
    get: { permission: 'stores-index', summary: 'A service order', run: getOrder },
  });

  app.put(
    '/v2/stations/orders/:id/status',
    route.update('station-orders-status', {
      summary: 'Move an order on (new → confirmed → in_progress → done) or cancel it; 409 otherwise',
      body: serviceOrderStatusBody,
      entity: serviceOrder,
      conflict: true,
    }),
    async (request) =>
      ok(
        await changeOrderStatus(app.db, request.actor, request.params.id, request.body.status, request.body.note),
        'Update status successfully',
      ),
  );
});
