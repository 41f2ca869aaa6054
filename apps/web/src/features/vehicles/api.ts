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
import { getQuery } from '../../lib/area-queries.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';

const vehicles = createResource<Vehicle, VehiclesSearch & { count: number }>('vehicles', '/v1/vehicles');
export const vehicleKeys = vehicles.keys;
export const VEHICLES_PAGE_SIZE = 50;

/** The list screen's URL state: the contract's list query, each value falling back to its default. */
const shape = vehicleListQuery.shape;
export const vehiclesUrlState = createUrlState({
  q: shape.q,
  type: shape.type,
  station_id: shape.station_id,
  page: shape.page,
});
export type VehiclesSearch = ReturnType<typeof vehiclesUrlState.parse>;

export const vehiclesListQuery = (search: VehiclesSearch) => vehicles.list({ ...search, count: VEHICLES_PAGE_SIZE });

export const vehicleQuery = vehicles.detail;

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
