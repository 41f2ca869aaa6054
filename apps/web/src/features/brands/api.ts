import {
  modelDetailListQuery,
  type ModelDetail,
  type ModelDetailCreateBody,
  type ModelDetailUpdateBody,
  type ModelSpec,
} from '@admin/contract';
import { catalogueKeys } from '../../components/fields/lookup-queries.ts';
import { api } from '../../lib/api-client.ts';
import { getQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { defineResource } from '../../lib/crud.ts';

/** The trims (model details) list: its URL state is the contract's list query with its defaults. */
export const modelDetails = defineResource<ModelDetail>()({
  area: 'brands',
  views: 'brands.modelDetails',
  path: '/v2/model-details',
  listQuery: modelDetailListQuery,
  filters: ['q', 'brand_id', 'model_id'],
  pageSize: 50,
});
export const brandKeys = modelDetails.keys;
export type BrandsSearch = ReturnType<typeof modelDetails.urlState.parse>;

export const modelDetailQuery = (id: number) =>
  getQuery<ModelDetail>(brandKeys.detail(id), `/v2/model-details/${id}/edit`);

export const modelSpecsQuery = () =>
  getQuery<ModelSpec[]>([...brandKeys.all, 'specs'], '/v2/model-specs', { staleTime: 60_000 });

export async function fetchProductCount(id: number): Promise<number> {
  return (await api.get<{ id: number; product_count: number }>(`/v2/model-details/${id}/product-count`)).data
    .product_count;
}

/** Every change to brands, models and trims refreshes this area and the shared pickers. */
function useBrandsMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>, handlesErrors = false) {
  return useAreaMutation([brandKeys.all, catalogueKeys.all], mutationFn, { handlesErrors });
}

export const useCreateModelDetail = () =>
  useBrandsMutation(
    async (body: ModelDetailCreateBody) => (await api.post<ModelDetail>('/v2/model-details', body)).data,
    true,
  );

export const useUpdateModelDetail = (id: number) =>
  useBrandsMutation(
    async (body: ModelDetailUpdateBody) => (await api.post<ModelDetail>(`/v2/model-details/${id}`, body)).data,
    true,
  );

export const useDeleteModelDetail = () =>
  useBrandsMutation((id: number) => api.delete<null>(`/v2/model-details/${id}`));

export const useChangeModelDetailStatus = () =>
  useBrandsMutation(
    async ({ id, status }: { id: number; status: 'active' | 'inactive' }) =>
      (await api.put<ModelDetail>(`/v2/model-details/${id}/change`, { status })).data,
  );

export const useCreateModelSpec = () =>
  useBrandsMutation(
    async (body: { name: string; unit?: string | null; input_type: 'number' | 'text' | 'select' }) =>
      (await api.post<ModelSpec>('/v2/model-specs', body)).data,
    true,
  );

export const useCreateModelSpecDetail = () =>
  useBrandsMutation(
    async (body: { spec_id: number; value: string }) => (await api.post<unknown>('/v2/model-spec-detail', body)).data,
    true,
  );

export const useSaveBrand = () =>
  useBrandsMutation(async ({ id, name, country }: { id?: number; name: string; country: string | null }) => {
    const body = { name, country, sort: 99 };
    return (
      id ? await api.put<{ id: number }>(`/v2/brands/${id}`, body) : await api.post<{ id: number }>('/v2/brands', body)
    ).data;
  }, true);

export const useDeleteBrand = () => useBrandsMutation((id: number) => api.delete<null>(`/v2/brands/${id}`));
