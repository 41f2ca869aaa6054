import {
  faqCategoryListQuery,
  type FaqCategory,
  type FaqCategoryBody,
  type FaqCategoryListQuery,
  type FaqCategoryOption,
} from '@admin/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { listUrlState } from '../../lib/url-state.ts';

export const faqCategoryKeys = createQueryKeys('faq-categories');

export const faqCategoriesUrlState = listUrlState(faqCategoryListQuery, ['q', 'level']);
export type FaqCategoriesSearch = ReturnType<typeof faqCategoriesUrlState.parse>;
/** Spec section 9: FAQ categories page 50 at a time. */
export const FAQ_CATEGORIES_PAGE_SIZE = 50;

export const faqCategoriesListQuery = (search: FaqCategoriesSearch) => {
  const query: FaqCategoryListQuery = { ...faqCategoryListQuery.parse({}), ...search, count: FAQ_CATEGORIES_PAGE_SIZE };
  return queryOptions({
    queryKey: faqCategoryKeys.list(query),
    queryFn: ({ signal }) => api.list<FaqCategory>('/category-faqs', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

/** GET /category-faqs/detail/{id}. */
export const faqCategoryDetailQuery = (id: number) =>
  queryOptions({
    queryKey: faqCategoryKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<FaqCategory>(`/category-faqs/detail/${id}`, undefined, { signal })).data,
  });

/** GET /category-faqs/level?level=1: the parents a level-2 category can have. */
export const faqCategoryParentsQuery = () =>
  queryOptions({
    queryKey: [...faqCategoryKeys.all, 'level', 1] as const,
    queryFn: async ({ signal }) =>
      (await api.get<FaqCategoryOption[]>('/category-faqs/level', { level: 1 }, { signal })).data,
  });

/** POST /category-faqs or PUT /category-faqs/{id}; the form is sent as it is. */
export function useSaveFaqCategory(id?: number) {
  return useAreaMutation(
    faqCategoryKeys,
    (body: FaqCategoryBody) =>
      id === undefined
        ? api.post<FaqCategory>('/category-faqs', body)
        : api.put<FaqCategory>(`/category-faqs/${id}`, body),
    { handlesErrors: true },
  );
}

export function useDeleteFaqCategory() {
  return useAreaMutation(faqCategoryKeys, (id: number) => api.delete(`/category-faqs/${id}`));
}
