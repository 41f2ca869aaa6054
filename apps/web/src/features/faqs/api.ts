import { faqListQuery, type Faq, type FaqBody, type FaqCategoryTreeItem, type SwitchValue } from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';

export const faqs = defineResource<Faq>()({
  area: 'faqs',
  path: '/faqs',
  listQuery: faqListQuery,
  filters: ['q', 'category_id', 'status'],
  /** Spec section 9: the FAQ list shows 9 a page. */
  pageSize: 9,
});

/** GET /faqs/category: level-1 categories with their level-2 children. */
export const faqCategoryTreeQuery = () =>
  queryOptions({
    queryKey: ['faqs', 'category-tree'] as const,
    queryFn: async ({ signal }) => (await api.get<FaqCategoryTreeItem[]>('/faqs/category', undefined, { signal })).data,
    staleTime: 60_000,
  });

/** POST /faqs, or POST /faqs/{id} to update. */
export function useSaveFaq(id?: number) {
  return useAreaMutation(
    faqs.keys,
    (body: FaqBody) => api.post<Faq>(id === undefined ? '/faqs' : `/faqs/${id}`, body),
    { handlesErrors: true },
  );
}

export function useFaqStatus() {
  return useAreaMutation(faqs.keys, ({ id, status }: { id: number; status: SwitchValue }) =>
    api.put<Faq>(`/faqs/status/${id}`, { status }),
  );
}

export function useDeleteFaq() {
  return useAreaMutation(faqs.keys, (id: number) => api.delete(`/faqs/${id}`));
}
