import {
  modelDetailListQuery,
  type ModelDetail,
  type ModelDetailCreateBody,
  type ModelDetailUpdateBody,
  type ModelSpec,
} from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../components/catalogue/queries.ts';
import { api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const brandKeys = createQueryKeys('brands');
export const MODEL_DETAILS_PAGE_SIZE = 50;

const shape = modelDetailListQuery.shape;
export const brandsUrlState = createUrlState({
  q: shape.q,
  brand_id: shape.brand_id,
  model_id: shape.model_id,
  page: shape.page,
});
export type BrandsSearch = ReturnType<typeof brandsUrlState.parse>;

export const modelDetailsQuery = (search: BrandsSearch) => {
  const query = { ...search, count: MODEL_DETAILS_PAGE_SIZE };
  return queryOptions({
    queryKey: brandKeys.list(query),
    queryFn: ({ signal }) => api.list<ModelDetail>('/v2/model-details', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const modelDetailQuery = (id: number) =>
  queryOptions({
    queryKey: brandKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<ModelDetail>(`/v2/model-details/${id}/edit`, undefined, { signal })).data,
  });

export const modelSpecsQuery = () =>
  queryOptions({
    queryKey: [...brandKeys.all, 'specs'] as const,
    queryFn: async ({ signal }) => (await api.get<ModelSpec[]>('/v2/model-specs', undefined, { signal })).data,
    staleTime: 60_000,
  });

export async function fetchProductCount(id: number): Promise<number> {
  return (await api.get<{ id: number; product_count: number }>(`/v2/model-details/${id}/product-count`)).data
    .product_count;
}

/** Every change to brands, models and trims refreshes this area and the shared pickers. */
function useInvalidateBrands() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brandKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
    ]);
}

export function useCreateModelDetail() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: ModelDetailCreateBody) => (await api.post<ModelDetail>('/v2/model-details', body)).data,
    onSettled: invalidate,
  });
}

export function useUpdateModelDetail(id: number) {
  const invalidate = useInvalidateBrands();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: ModelDetailUpdateBody) =>
      (await api.post<ModelDetail>(`/v2/model-details/${id}`, body)).data,
    onSettled: invalidate,
  });
}

export function useDeleteModelDetail() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: async (id: number) => api.delete<null>(`/v2/model-details/${id}`),
    onSettled: invalidate,
  });
}

export function useChangeModelDetailStatus() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'active' | 'inactive' }) =>
      (await api.put<ModelDetail>(`/v2/model-details/${id}/change`, { status })).data,
    onSettled: invalidate,
  });
}

export function useCreateModelSpec() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: { name: string; unit?: string | null; input_type: 'number' | 'text' | 'select' }) =>
      (await api.post<ModelSpec>('/v2/model-specs', body)).data,
    onSettled: invalidate,
  });
}

export function useCreateModelSpecDetail() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: { spec_id: number; value: string }) =>
      (await api.post<unknown>('/v2/model-spec-detail', body)).data,
    onSettled: invalidate,
  });
}

export function useSaveBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ id, name, country }: { id?: number; name: string; country: string | null }) =>
      id
        ? (await api.put<{ id: number }>(`/v2/brands/${id}`, { name, country, sort: 99 })).data
        : (await api.post<{ id: number }>('/v2/brands', { name, country, sort: 99 })).data,
    onSettled: invalidate,
  });
}

export function useDeleteBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: async (id: number) => api.delete<null>(`/v2/brands/${id}`),
    onSettled: invalidate,
  });
}
