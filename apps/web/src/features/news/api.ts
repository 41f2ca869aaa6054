import {
  newsListQuery,
  type NewsBody,
  type NewsCategory,
  type NewsItem,
  type NewsListItem,
  type NewsListQuery,
  type NewsStatus,
} from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import type { Ok } from '@admin/contract';
import { api, request } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const news = createResource<NewsItem, NewsListQuery>('news', '/news');
export type NewsRow = NewsListItem;

const shape = newsListQuery.shape;
export const newsUrlState = createUrlState({
  q: shape.q,
  category_id: shape.category_id,
  status: shape.status,
  sort_by: shape.sort_by,
  order_by: shape.order_by,
  page: shape.page,
});
export type NewsSearch = ReturnType<typeof newsUrlState.parse>;
export const NEWS_PAGE_SIZE = shape.count.parse(undefined);

export const newsListQueryOptions = (search: NewsSearch) =>
  queryOptions({ ...news.list({ ...newsListQuery.parse({}), ...search, count: NEWS_PAGE_SIZE } as NewsListQuery) });

/** The categories to file an article under (and to filter by). */
export const newsCategoryOptionsQuery = () =>
  queryOptions({
    queryKey: ['news', 'category-options'] as const,
    queryFn: async ({ signal }) => (await api.list<NewsCategory>('/category', { count: 200 }, { signal })).data,
    staleTime: 60_000,
  });

export const relatedNewsQuery = (id: number) =>
  queryOptions({
    queryKey: ['news', 'related', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<NewsListItem[]>('/news/related', { news_id: id, count: 6 }, { signal })).data,
  });

export function useSaveNews(id?: number) {
  return useAreaMutation(
    news.keys,
    (body: NewsBody) => (id === undefined ? api.post<NewsItem>('/news', body) : api.put<NewsItem>(`/news/${id}`, body)),
    { handlesErrors: true },
  );
}

export function useNewsStatus() {
  return useAreaMutation(news.keys, ({ id, status }: { id: number; status: NewsStatus }) =>
    request<Ok<NewsItem>>(`/news/${id}`, { method: 'PATCH', body: { status } }),
  );
}

export function useDeleteNews() {
  return useAreaMutation(news.keys, (id: number) => api.delete(`/news/${id}`));
}
