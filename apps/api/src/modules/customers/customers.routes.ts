import { customer, customerBody, customerListQuery, customerVehiclesBody, vehicle } from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import { assignVehicles, customerVehicles } from '../vehicles/vehicles.repository.ts';
import { createCustomer, listCustomers, updateCustomer } from './customers.repository.ts';

// The documentation lists customers with the vehicles they own, as before they were an area of their own.
const UPDATED = 'Update successfully';

export const customersRoutes = areaRoutes(['vehicles'], async (app) => {
  rowRoutes(app, {
    path: '/v1/customers',
    permissions: 'vehicles',
    entity: customer,
    messages: { created: UPDATED },
    list: {
      permission: 'stores-index',
      summary: 'Customers (search name, phone, e-mail, ID number)',
      query: customerListQuery,
      run: listCustomers,
    },
    create: { summary: 'Add a customer', body: customerBody, run: createCustomer },
    update: { method: 'PUT', summary: 'Edit a customer', body: customerBody, run: updateCustomer },
  });

  app.get(
    '/v1/customers/:id/vehicles',
    route.get('stores-index', { summary: "A customer's vehicles", entity: z.array(vehicle) }),
    async (request) => ok(await customerVehicles(app.db, request.params.id)),
  );

  app.put(
    '/v1/customers/:id/vehicles',
    route.update('vehicles-update', {
      summary: 'Make the customer the owner of these vehicles',
      body: customerVehiclesBody,
      entity: z.array(vehicle),
    }),
    async (request) =>
      ok(await assignVehicles(app.db, request.actor, request.params.id, request.body.vehicle_ids), UPDATED),
  );
});
