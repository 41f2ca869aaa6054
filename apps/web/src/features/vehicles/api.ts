import {
  vehicleListQuery,
  type McnService,
  type McnServicePackage,
  type McnServiceUpdateBody,
  type Vehicle,
  type VehicleBody,
  type VehicleHistory,
} from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { getQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { defineResource } from '../../lib/crud.ts';

/** The list screen's URL state is the contract's list query, each value falling back to its default. */
export const vehicles = defineResource<Vehicle>()({
  area: 'vehicles',
  path: '/v1/vehicles',
  listQuery: vehicleListQuery,
  filters: ['q', 'type', 'station_id'],
  pageSize: 50,
});
export const vehicleKeys = vehicles.keys;

export const vehicleHistoryQuery = (id: number) =>
  getQuery<VehicleHistory[]>([...vehicleKeys.detail(id), 'history'], `/v1/vehicles/${id}/mcn-service-histories`);

/** Machine services of a vehicle; type 2 are the warranty checks, 1 the maintenance visits. */
export const vehicleServicesQuery = (id: number, type: 1 | 2) =>
  getQuery<McnService[]>([...vehicleKeys.detail(id), 'services', type], `/v1/vehicles/${id}/mcn-service/${type}`);

export const packagesQuery = () =>
  getQuery<McnServicePackage[]>([...vehicleKeys.all, 'packages'], '/v1/mcn-service-pkgs', { staleTime: 60_000 });

export const useCreateVehicle = () =>
  useAreaMutation(vehicleKeys, async (body: VehicleBody) => (await api.post<Vehicle>('/v1/vehicles', body)).data, {
    handlesErrors: true,
  });

/** Saves a vehicle's own details (the whole vehicle, `POST /v1/vehicles/{id}`). */
export const useUpdateVehicle = (id: number) =>
  useAreaMutation(
    vehicleKeys,
    async (body: VehicleBody) => (await api.post<Vehicle>(`/v1/vehicles/${id}`, body)).data,
    {
      handlesErrors: true,
    },
  );

export const useAssignPackage = (id: number) =>
  useAreaMutation(
    vehicleKeys,
    async (pkgId: number) => (await api.put<Vehicle>(`/v1/vehicles/${id}/mcn-service-pkg/${pkgId}`)).data,
  );

export const useChangeVehicleType = (id: number) =>
  useAreaMutation(
    vehicleKeys,
    async (type: 1 | 2) => (await api.put<Vehicle>(`/v1/vehicles/${id}/change-type`, { type })).data,
  );

/** Saves the warranty: the service visit, and the owner when another customer was chosen. */
export const useSaveWarranty = (id: number) =>
  useAreaMutation(
    vehicleKeys,
    async ({ serviceId, body, customerId }: { serviceId: number; body: McnServiceUpdateBody; customerId?: number }) => {
      if (customerId) await api.put(`/v1/customers/${customerId}/vehicles`, { vehicle_ids: [id] });
      return (await api.post<McnService>(`/v1/vehicles/${id}/mcn-service/${serviceId}`, body)).data;
    },
    { handlesErrors: true },
  );
