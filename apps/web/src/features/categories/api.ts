import { categoryListQuery, type CategoryBody, type NewsCategory, type SwitchValue } from '@admin/contract';
import type { Ok } from '@admin/contract';
import { api, request } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';

export const categories = defineResource<NewsCategory>()({
  area: 'categories',
  views: 'category.list',
  path: '/category',
  listQuery: categoryListQuery,
  filters: ['q'],
});

/** Create (POST /category) or update (POST /category/{id}: the spec's update is a POST). */
export function useSaveCategory(id?: number) {
  return useAreaMutation(
    categories.keys,
    (body: CategoryBody) => api.post<NewsCategory>(id === undefined ? '/category' : `/category/${id}`, body),
    { handlesErrors: true },
  );
}

export function useCategoryStatus() {
  return useAreaMutation(categories.keys, ({ id, status }: { id: number; status: SwitchValue }) =>
    request<Ok<NewsCategory>>(`/category/${id}`, { method: 'PATCH', body: { status } }),
  );
}

export function useDeleteCategory() {
  return useAreaMutation(categories.keys, (id: number) => api.delete(`/category/${id}`));
}
