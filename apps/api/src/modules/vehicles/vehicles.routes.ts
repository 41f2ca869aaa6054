import {
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { route } from '../../lib/content-routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import {
  assignPackage,
  changeVehicleType,
  createVehicle,
  getVehicle,
  listHistories,
  listPackages,
  listServices,
  listVehicles,
  updateService,
  updateVehicle,
} from './vehicles.repository.ts';

const tags = ['vehicles'];
const UPDATED = 'Update successfully';

/** Warranty and vehicle services (`/stations/vehicles…`): reading needs stores-index. */
export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/vehicles',
    route.list('stores-index', {
      tags,
      summary: 'Vehicles (search code, plate, frame number, make)',
      query: vehicleListQuery,
      item: vehicle,
    }),
    async (request) => list(await listVehicles(app.db, request.query), request.query),
  );

  app.post(
    '/v1/vehicles',
    route.create('vehicles-create', {
      tags,
      summary: 'Register a vehicle (type 2: with its warranty checks)',
      body: vehicleBody,
      entity: vehicle,
    }),
    async (request) => ok(await createVehicle(app.db, request.actor, request.body), UPDATED),
  );

  app.get(
    '/v1/vehicles/:id',
    route.get('stores-index', { tags, summary: 'A vehicle', entity: vehicle }),
    async (request) => ok(await getVehicle(app.db, request.params.id)),
  );

  app.post(
    '/v1/vehicles/:id',
    route.update('vehicles-update', { tags, summary: 'Edit a vehicle', body: vehicleBody, entity: vehicle }),
    async (request) => ok(await updateVehicle(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.get(
    '/v1/vehicles/:id/mcn-service/:serviceId',
    route('stores-index', {
      tags,
      summary: "The vehicle's machine services of one kind (1 maintenance, 2 warranty)",
      params: mcnServiceTypeParams,
      entity: z.array(mcnService),
    }),
    async (request) => ok(await listServices(app.db, request.params.id, request.params.serviceId)),
  );

  app.post(
    '/v1/vehicles/:id/mcn-service/:serviceId',
    route('vehicles-update', {
      tags,
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
      tags,
      summary: 'What was done to the vehicle, newest first',
      entity: z.array(vehicleHistory),
    }),
    async (request) => ok(await listHistories(app.db, request.params.id)),
  );

  app.put(
    '/v1/vehicles/:id/change-type',
    route.update('vehicles-update', {
      tags,
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
      tags,
      summary: 'Give the vehicle a service package from today; its visits are scheduled',
      params: mcnPackageParams,
      entity: vehicle,
      conflict: true,
    }),
    async (request) => ok(await assignPackage(app.db, request.actor, request.params.id, request.params.pkgId), UPDATED),
  );

  app.get(
    '/v1/mcn-service-pkgs',
    route('stores-index', { tags, summary: 'Service packages', entity: z.array(mcnServicePackage) }),
    async () => ok(await listPackages(app.db)),
  );
};
