import {
  vehicleListQuery,
  type McnService,
  type McnServicePackage,
  type McnServiceUpdateBody,
  type Vehicle,
  type VehicleBody,
  type VehicleHistory,
} from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const vehicleKeys = createQueryKeys('vehicles');
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

export const vehiclesListQuery = (search: VehiclesSearch) => {
  const query = { ...search, count: VEHICLES_PAGE_SIZE };
  return queryOptions({
    queryKey: vehicleKeys.list(query),
    queryFn: ({ signal }) => api.list<Vehicle>('/v1/vehicles', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const vehicleQuery = (id: number) =>
  queryOptions({
    queryKey: vehicleKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<Vehicle>(`/v1/vehicles/${id}`, undefined, { signal })).data,
  });

export const vehicleHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...vehicleKeys.detail(id), 'history'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<VehicleHistory[]>(`/v1/vehicles/${id}/mcn-service-histories`, undefined, { signal })).data,
  });

/** Machine services of a vehicle; type 2 are the warranty checks, 1 the maintenance visits. */
export const vehicleServicesQuery = (id: number, type: 1 | 2) =>
  queryOptions({
    queryKey: [...vehicleKeys.detail(id), 'services', type] as const,
    queryFn: async ({ signal }) =>
      (await api.get<McnService[]>(`/v1/vehicles/${id}/mcn-service/${type}`, undefined, { signal })).data,
  });

export const packagesQuery = () =>
  queryOptions({
    queryKey: [...vehicleKeys.all, 'packages'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<McnServicePackage[]>('/v1/mcn-service-pkgs', undefined, { signal })).data,
    staleTime: 60_000,
  });

function useInvalidate(id?: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }),
      id !== undefined ? queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(id) }) : undefined,
    ]);
}

export function useCreateVehicle() {
  const invalidate = useInvalidate();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: VehicleBody) => (await api.post<Vehicle>('/v1/vehicles', body)).data,
    onSettled: invalidate,
  });
}

/** Saves a vehicle's own details (the whole vehicle, `POST /v1/vehicles/{id}`). */
export function useUpdateVehicle(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: VehicleBody) => (await api.post<Vehicle>(`/v1/vehicles/${id}`, body)).data,
    onSettled: invalidate,
  });
}

export function useAssignPackage(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: async (pkgId: number) => (await api.put<Vehicle>(`/v1/vehicles/${id}/mcn-service-pkg/${pkgId}`)).data,
    onSettled: invalidate,
  });
}

export function useChangeVehicleType(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation({
    mutationFn: async (type: 1 | 2) => (await api.put<Vehicle>(`/v1/vehicles/${id}/change-type`, { type })).data,
    onSettled: invalidate,
  });
}

/** Saves the warranty: the service visit, and the owner when another customer was chosen. */
export function useSaveWarranty(id: number) {
  const invalidate = useInvalidate(id);
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({
      serviceId,
      body,
      customerId,
    }: {
      serviceId: number;
      body: McnServiceUpdateBody;
      customerId?: number;
    }) => {
      if (customerId) await api.put(`/v1/customers/${customerId}/vehicles`, { vehicle_ids: [id] });
      return (await api.post<McnService>(`/v1/vehicles/${id}/mcn-service/${serviceId}`, body)).data;
    },
    onSettled: invalidate,
  });
}
