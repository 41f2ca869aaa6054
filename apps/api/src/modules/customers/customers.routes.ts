import { customer, customerBody, customerListQuery, customerVehiclesBody, vehicle } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { route } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { assignVehicles, customerVehicles } from '../vehicles/vehicles.repository.ts';
import { createCustomer, listCustomers, updateCustomer } from './customers.repository.ts';

// The documentation lists customers with the vehicles they own, as before they were an area of their own.
const tags = ['vehicles'];
const UPDATED = 'Update successfully';

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/customers',
    route.list('stores-index', {
      tags,
      summary: 'Customers (search name, phone, e-mail, ID number)',
      query: customerListQuery,
      item: customer,
    }),
    async (request) => list(await listCustomers(app.db, request.query), request.query),
  );

  app.post(
    '/v1/customers',
    route.create('vehicles-create', { tags, summary: 'Add a customer', body: customerBody, entity: customer }),
    async (request) => ok(await createCustomer(app.db, request.actor, request.body), UPDATED),
  );

  app.put(
    '/v1/customers/:id',
    route.update('vehicles-update', { tags, summary: 'Edit a customer', body: customerBody, entity: customer }),
    async (request) => ok(await updateCustomer(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.get(
    '/v1/customers/:id/vehicles',
    route.get('stores-index', { tags, summary: "A customer's vehicles", entity: z.array(vehicle) }),
    async (request) => ok(await customerVehicles(app.db, request.params.id)),
  );

  app.put(
    '/v1/customers/:id/vehicles',
    route.update('vehicles-update', {
      tags,
      summary: 'Make the customer the owner of these vehicles',
      body: customerVehiclesBody,
      entity: z.array(vehicle),
    }),
    async (request) =>
      ok(await assignVehicles(app.db, request.actor, request.params.id, request.body.vehicle_ids), UPDATED),
  );
};
