import { inspectionListQuery, type ChecklistBody, type Inspection, type ProductDetail } from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const checklistKeys = createQueryKeys('checklist');
export const INSPECTIONS_PAGE_SIZE = 50;

const shape = inspectionListQuery.shape;
/** The /checklist screen's URL: a product's checklist, or the latest inspections with their filters. */
export const checklistUrlState = createUrlState({
  product_id: shape.product_id,
  result: shape.result,
  station_id: shape.station_id,
  page: shape.page,
});
export type ChecklistSearch = ReturnType<typeof checklistUrlState.parse>;

export const inspectionsQuery = ({ result, station_id, page }: ChecklistSearch) => {
  const query = { result, station_id, page, count: INSPECTIONS_PAGE_SIZE };
  return queryOptions({
    queryKey: checklistKeys.list(query),
    queryFn: ({ signal }) => api.list<Inspection>('/v2/checklists', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const checklistProductQuery = (id: number) =>
  queryOptions({
    queryKey: [...checklistKeys.detail(id), 'product'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<ProductDetail>(`/v2/products/${id}/detail`, undefined, { signal })).data,
  });

/** The product's latest inspection, or null before its first one. */
export const latestInspectionQuery = (id: number) =>
  queryOptions({
    queryKey: checklistKeys.detail(id),
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<Inspection | null>(`/v2/products/${id}/checklist`, undefined, { signal })).data;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useSaveChecklist(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: ChecklistBody) => (await api.put<Inspection>(`/v2/products/${id}/checklist`, body)).data,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checklistKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
