import { serviceOrder, serviceOrderCreateBody, serviceOrderListQuery, serviceOrderStatusBody } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { changeOrderStatus, createOrder, getOrder, listOrders } from './stations.repository.ts';

const tags = ['stations'];

/**
 * Stations are stores with is_station = 2 (`/v2/stores/search?is_station=2`); their products are
 * the product list with `station_id`. Here: their service orders (`/stations/orders`).
 */
export const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/stations/orders',
    route.list('stores-index', {
      tags,
      summary: "Stations' service orders, newest first",
      query: serviceOrderListQuery,
      item: serviceOrder,
    }),
    async (request) => list(await listOrders(app.db, request.query), request.query),
  );

  app.post(
    '/v2/stations/orders',
    route.create('station-orders-create', {
      tags,
      summary: 'Open a service order at a station',
      body: serviceOrderCreateBody,
      entity: serviceOrder,
    }),
    async (request) => ok(await createOrder(app.db, request.actor, request.body), 'Update successfully'),
  );

  app.get(
    '/v2/stations/orders/:id',
    route.get('stores-index', { tags, summary: 'A service order', entity: serviceOrder }),
    async (request) => ok(await getOrder(app.db, request.params.id)),
  );

  app.put(
    '/v2/stations/orders/:id/status',
    route.update('station-orders-status', {
      tags,
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
};
