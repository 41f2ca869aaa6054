import {
  categoryListQuery,
  type CategoryBody,
  type CategoryListQuery,
  type NewsCategory,
  type SwitchValue,
} from '@admin/contract';
import type { Ok } from '@admin/contract';
import { api, request } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const categories = createResource<NewsCategory, CategoryListQuery>('categories', '/category');

const shape = categoryListQuery.shape;
export const categoriesUrlState = createUrlState({ q: shape.q, page: shape.page });
export type CategoriesSearch = ReturnType<typeof categoriesUrlState.parse>;
export const CATEGORIES_PAGE_SIZE = shape.count.parse(undefined);
export const categoriesListQuery = (search: CategoriesSearch) =>
  categories.list({ ...categoryListQuery.parse({}), ...search, count: CATEGORIES_PAGE_SIZE });

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
