import {
  idParam,
  listEnvelope,
  okEnvelope,
  serviceOrder,
  serviceOrderCreateBody,
  serviceOrderListQuery,
  serviceOrderStatusBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { changeOrderStatus, createOrder, getOrder, listOrders } from './stations.repository.ts';

const tags = ['stations'];
const orderOk = { 200: okEnvelope(serviceOrder), ...errorResponses };

/**
 * Stations are stores with is_station = 2 (`/v2/stores/search?is_station=2`); their products are
 * the product list with `station_id`. Here: their service orders (`/stations/orders`).
 */
export const stationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/stations/orders',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: "Stations' service orders, newest first",
        querystring: serviceOrderListQuery,
        response: { 200: listEnvelope(serviceOrder), ...errorResponses },
      },
    },
    async (request) => list(await listOrders(app.db, request.query), request.query),
  );

  app.post(
    '/v2/stations/orders',
    {
      config: { permission: 'station-orders-create' },
      schema: { tags, summary: 'Open a service order at a station', body: serviceOrderCreateBody, response: orderOk },
    },
    async (request) => ok(await createOrder(app.db, request.actor, request.body), 'Update successfully'),
  );

  app.get(
    '/v2/stations/orders/:id',
    {
      config: { permission: 'stores-index' },
      schema: { tags, summary: 'A service order', params: idParam, response: orderOk },
    },
    async (request) => ok(await getOrder(app.db, request.params.id)),
  );

  app.put(
    '/v2/stations/orders/:id/status',
    {
      config: { permission: 'station-orders-status' },
      schema: {
        tags,
        summary: 'Move an order on (new → confirmed → in_progress → done) or cancel it; 409 otherwise',
        params: idParam,
        body: serviceOrderStatusBody,
        response: { ...orderOk, 409: errorResponses[422] },
      },
    },
    async (request) =>
      ok(
        await changeOrderStatus(app.db, request.actor, request.params.id, request.body.status, request.body.note),
        'Update status successfully',
      ),
  );
};
