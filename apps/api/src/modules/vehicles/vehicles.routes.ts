import {
  customer,
  customerBody,
  customerListQuery,
  customerVehiclesBody,
  idParam,
  listEnvelope,
  mcnPackageParams,
  mcnService,
  mcnServiceParams,
  mcnServicePackage,
  mcnServiceTypeParams,
  mcnServiceUpdateBody,
  okEnvelope,
  vehicle,
  vehicleBody,
  vehicleChangeTypeBody,
  vehicleHistory,
  vehicleListQuery,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
import {
  assignPackage,
  assignVehicles,
  changeVehicleType,
  createCustomer,
  createVehicle,
  customerVehicles,
  getVehicle,
  listCustomers,
  listHistories,
  listPackages,
  listServices,
  listVehicles,
  updateCustomer,
  updateService,
  updateVehicle,
} from './vehicles.repository.ts';

const tags = ['vehicles'];
const UPDATED = 'Update successfully';
const vehicleOk = { 200: okEnvelope(vehicle), ...errorResponses };
const withConflict = { ...errorResponses, 409: errorResponses[422] };

/** Warranty and vehicle services (`/stations/vehicles…`): reading needs stores-index. */
export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/vehicles',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: 'Vehicles (search code, plate, frame number, make)',
        querystring: vehicleListQuery,
        response: { 200: listEnvelope(vehicle), ...errorResponses },
      },
    },
    async (request) => list(await listVehicles(app.db, request.query), request.query),
  );

  app.post(
    '/v1/vehicles',
    {
      config: { permission: 'vehicles-create' },
      schema: {
        tags,
        summary: 'Register a vehicle (type 2: with its warranty checks)',
        body: vehicleBody,
        response: vehicleOk,
      },
    },
    async (request) => ok(await createVehicle(app.db, request.actor, request.body), UPDATED),
  );

  app.get(
    '/v1/vehicles/:id',
    {
      config: { permission: 'stores-index' },
      schema: { tags, summary: 'A vehicle', params: idParam, response: vehicleOk },
    },
    async (request) => ok(await getVehicle(app.db, request.params.id)),
  );

  app.post(
    '/v1/vehicles/:id',
    {
      config: { permission: 'vehicles-update' },
      schema: { tags, summary: 'Edit a vehicle', params: idParam, body: vehicleBody, response: vehicleOk },
    },
    async (request) => ok(await updateVehicle(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.get(
    '/v1/vehicles/:id/mcn-service/:serviceId',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: "The vehicle's machine services of one kind (1 maintenance, 2 warranty)",
        params: mcnServiceTypeParams,
        response: { 200: okEnvelope(z.array(mcnService)), ...errorResponses },
      },
    },
    async (request) => ok(await listServices(app.db, request.params.id, request.params.serviceId)),
  );

  app.post(
    '/v1/vehicles/:id/mcn-service/:serviceId',
    {
      config: { permission: 'vehicles-update' },
      schema: {
        tags,
        summary: 'Save the warranty / service form of one visit',
        params: mcnServiceParams,
        body: mcnServiceUpdateBody,
        response: { 200: okEnvelope(mcnService), ...withConflict },
      },
    },
    async (request) =>
      ok(
        await updateService(app.db, request.actor, request.params.id, request.params.serviceId, request.body),
        UPDATED,
      ),
  );

  app.get(
    '/v1/vehicles/:id/mcn-service-histories',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: 'What was done to the vehicle, newest first',
        params: idParam,
        response: { 200: okEnvelope(z.array(vehicleHistory)), ...errorResponses },
      },
    },
    async (request) => ok(await listHistories(app.db, request.params.id)),
  );

  app.put(
    '/v1/vehicles/:id/change-type',
    {
      config: { permission: 'vehicles-update' },
      schema: {
        tags,
        summary: 'Serviced only (1) or under warranty (2)',
        params: idParam,
        body: vehicleChangeTypeBody,
        response: vehicleOk,
      },
    },
    async (request) =>
      ok(await changeVehicleType(app.db, request.actor, request.params.id, request.body.type), UPDATED),
  );

  app.put(
    '/v1/vehicles/:id/mcn-service-pkg/:pkgId',
    {
      config: { permission: 'vehicles-update' },
      schema: {
        tags,
        summary: 'Give the vehicle a service package from today; its visits are scheduled',
        params: mcnPackageParams,
        response: { ...vehicleOk, 409: errorResponses[422] },
      },
    },
    async (request) => ok(await assignPackage(app.db, request.actor, request.params.id, request.params.pkgId), UPDATED),
  );

  app.get(
    '/v1/mcn-service-pkgs',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: 'Service packages',
        response: { 200: okEnvelope(z.array(mcnServicePackage)), ...errorResponses },
      },
    },
    async () => ok(await listPackages(app.db)),
  );

  app.get(
    '/v1/customers',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: 'Customers (search name, phone, e-mail, ID number)',
        querystring: customerListQuery,
        response: { 200: listEnvelope(customer), ...errorResponses },
      },
    },
    async (request) => list(await listCustomers(app.db, request.query), request.query),
  );

  app.post(
    '/v1/customers',
    {
      config: { permission: 'vehicles-create' },
      schema: {
        tags,
        summary: 'Add a customer',
        body: customerBody,
        response: { 200: okEnvelope(customer), ...errorResponses },
      },
    },
    async (request) => ok(await createCustomer(app.db, request.actor, request.body), UPDATED),
  );

  app.put(
    '/v1/customers/:id',
    {
      config: { permission: 'vehicles-update' },
      schema: {
        tags,
        summary: 'Edit a customer',
        params: idParam,
        body: customerBody,
        response: { 200: okEnvelope(customer), ...errorResponses },
      },
    },
    async (request) => ok(await updateCustomer(app.db, request.actor, request.params.id, request.body), UPDATED),
  );

  app.get(
    '/v1/customers/:id/vehicles',
    {
      config: { permission: 'stores-index' },
      schema: {
        tags,
        summary: "A customer's vehicles",
        params: idParam,
        response: { 200: okEnvelope(z.array(vehicle)), ...errorResponses },
      },
    },
    async (request) => ok(await customerVehicles(app.db, request.params.id)),
  );

  app.put(
    '/v1/customers/:id/vehicles',
    {
      config: { permission: 'vehicles-update' },
      schema: {
        tags,
        summary: 'Make the customer the owner of these vehicles',
        params: idParam,
        body: customerVehiclesBody,
        response: { 200: okEnvelope(z.array(vehicle)), ...errorResponses },
      },
    },
    async (request) =>
      ok(await assignVehicles(app.db, request.actor, request.params.id, request.body.vehicle_ids), UPDATED),
  );
};
