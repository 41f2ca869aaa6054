import type { ChecklistBody, Inspection, ProductDetail } from '@admin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

export const checklistKeys = createQueryKeys('checklist');

export const checklistProductQuery = (id: number) =>
  queryOptions({
    queryKey: [...checklistKeys.detail(id), 'product'] as const,
    queryFn: async ({ signal }) => (await api.get<ProductDetail>(`/v2/products/${id}/detail`, undefined, { signal })).data,
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
        queryClient.invalidateQueries({ queryKey: checklistKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
