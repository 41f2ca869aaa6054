import {
  customerVehiclesBody,
  mcnPackageParams,
  mcnService,
  mcnServiceParams,
  mcnServicePackage,
  mcnServiceTypeParams,
  mcnServiceUpdateBody,
  vehicle,
  vehicleBody,
  vehicleChangeTypeBody,
  vehicleHistory,
  vehicleListQuery,
} from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { rowRoutes } from '../../lib/row-routes.ts';
import {
  assignPackage,
  assignVehicles,
  changeVehicleType,
  createVehicle,
  customerVehicles,
  getVehicle,
  listHistories,
  listPackages,
  listServices,
  listVehicles,
  updateService,
  updateVehicle,
} from './vehicles.repository.ts';

const UPDATED = 'Update successfully';

/** Warranty and vehicle services (`/stations/vehicles…`): reading needs stores-index. */
export const vehiclesRoutes = areaRoutes(['vehicles'], async (app) => {
  rowRoutes(app, {
    path: '/v1/vehicles',
    permissions: 'vehicles',
    entity: vehicle,
    messages: { created: UPDATED },
    list: {
      permission: 'stores-index',
      summary: 'Vehicles (search code, plate, frame number, make)',
      query: vehicleListQuery,
      run: listVehicles,
    },
    create: { summary: 'Register a vehicle (type 2: with its warranty checks)', body: vehicleBody, run: createVehicle },
    get: { permission: 'stores-index', summary: 'A vehicle', run: getVehicle },
    update: { method: 'POST', summary: 'Edit a vehicle', body: vehicleBody, run: updateVehicle },
  });

  app.get(
    '/v1/vehicles/:id/mcn-service/:serviceId',
    route('stores-index', {
      summary: "The vehicle's machine services of one kind (1 maintenance, 2 warranty)",
      params: mcnServiceTypeParams,
      entity: z.array(mcnService),
    }),
    async (request) => ok(await listServices(app.db, request.params.id, request.params.serviceId)),
  );

  app.post(
    '/v1/vehicles/:id/mcn-service/:serviceId',
    route('vehicles-update', {
      summary: 'Save the warranty / service form of one visit',
      params: mcnServiceParams,
      body: mcnServiceUpdateBody,
      entity: mcnService,
      conflict: true,
    }),
    async (request) =>
      ok(
        await updateService(app.db, request.actor, request.params.id, request.params.serviceId, request.body),
        UPDATED,
      ),
  );

  app.get(
    '/v1/vehicles/:id/mcn-service-histories',
    route.get('stores-index', {
      summary: 'What was done to the vehicle, newest first',
      entity: z.array(vehicleHistory),
    }),
    async (request) => ok(await listHistories(app.db, request.params.id)),
  );

  app.put(
    '/v1/vehicles/:id/change-type',
    route.update('vehicles-update', {
      summary: 'Serviced only (1) or under warranty (2)',
      body: vehicleChangeTypeBody,
      entity: vehicle,
    }),
    async (request) =>
      ok(await changeVehicleType(app.db, request.actor, request.params.id, request.body.type), UPDATED),
  );

  app.put(
    '/v1/vehicles/:id/mcn-service-pkg/:pkgId',
    route('vehicles-update', {
      summary: 'Give the vehicle a service package from today; its visits are scheduled',
      params: mcnPackageParams,
      entity: vehicle,
      conflict: true,
    }),
    async (request) => ok(await assignPackage(app.db, request.actor, request.params.id, request.params.pkgId), UPDATED),
  );

  app.get(
    '/v1/mcn-service-pkgs',
    route('stores-index', { summary: 'Service packages', entity: z.array(mcnServicePackage) }),
    async () => ok(await listPackages(app.db)),
  );

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
