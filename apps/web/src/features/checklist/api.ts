import { inspectionListQuery, type ChecklistBody, type Inspection, type ProductDetail } from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client.ts';
import { getQuery, pageQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { listUrlState } from '../../lib/url-state.ts';

export const checklistKeys = createQueryKeys('checklist');
export const INSPECTIONS_PAGE_SIZE = 50;

/** The /checklist screen's URL: a product's checklist, or the latest inspections with their filters. */
export const checklistUrlState = listUrlState(inspectionListQuery, ['product_id', 'result', 'station_id']);
export type ChecklistSearch = ReturnType<typeof checklistUrlState.parse>;

export const inspectionsQuery = ({ result, station_id, page }: ChecklistSearch) => {
  const query = { result, station_id, page, count: INSPECTIONS_PAGE_SIZE };
  return pageQuery<Inspection>(checklistKeys.list(query), '/v2/checklists', query);
};

export const checklistProductQuery = (id: number) =>
  getQuery<ProductDetail>([...checklistKeys.detail(id), 'product'], `/v2/products/${id}/detail`);

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

/** A saved checklist changes the product's inspection state in the products area too ('products' is its key root). */
export const useSaveChecklist = (id: number) =>
  useAreaMutation(
    [checklistKeys.all, ['products']],
    async (body: ChecklistBody) => (await api.put<Inspection>(`/v2/products/${id}/checklist`, body)).data,
    { handlesErrors: true },
  );
