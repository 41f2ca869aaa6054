import type { Brand, Customer, Location, Model } from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

/** The lookups several catalogue screens share: brands, a brand's models with their trims, provinces, stores, customers. */
export const catalogueKeys = createQueryKeys('catalogue-lookups');

export interface StoreOption {
  id: number;
  name: string;
  phone: string | null;
  is_station: 1 | 2;
  location: { id: number; name: string } | null;
}

export const brandsQuery = () =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'brands'] as const,
    queryFn: async ({ signal }) => (await api.get<Brand[]>('/v2/brands', { count: 200 }, { signal })).data,
    staleTime: 60_000,
  });

export const brandModelsQuery = (brandId: number | undefined) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'models', brandId ?? 0] as const,
    queryFn: async ({ signal }) => (await api.get<Model[]>(`/v2/brands/${brandId}/models`, undefined, { signal })).data,
    enabled: Boolean(brandId),
    staleTime: 60_000,
  });

export const citiesQuery = () =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'cities'] as const,
    queryFn: async ({ signal }) => (await api.get<Location[]>('/locations/cities', undefined, { signal })).data,
    staleTime: 10 * 60_000,
  });

/** `GET /v2/stores/search`: sellers by name or phone; `is_station: 2` lists stations only. */
export const storeSearchQuery = (keyword: string, isStation?: 1 | 2) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'stores', keyword, isStation ?? 0] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<StoreOption[]>(
          '/v2/stores/search',
          { keyword: keyword || undefined, is_station: isStation, count: 50 },
          { signal },
        )
      ).data,
    staleTime: 30_000,
  });

/** `GET /v1/customers`: vehicle owners by name or phone, for a picker. */
export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'customers', q] as const,
    queryFn: async ({ signal }) =>
      (await api.list<Customer>('/v1/customers', { q: q || undefined, count: 20 }, { signal })).data,
    staleTime: 30_000,
  });

export interface AdminUserOption {
  id: number;
  username: string;
  full_name: string | null;
}

/** `GET /users/search/user-admin?name=`: staff for "created by", "status updated by", technicians. */
export const adminUserSearchQuery = (name: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'admin-users', name] as const,
    queryFn: async ({ signal }) =>
      (await api.get<AdminUserOption[]>('/users/search/user-admin', { name: name || undefined }, { signal })).data,
    staleTime: 30_000,
  });
