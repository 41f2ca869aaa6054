import { newsListQuery, type NewsBody, type NewsCategory, type NewsItem, type NewsListItem } from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';

export const news = defineResource<NewsItem>()({
  area: 'news',
  path: '/news',
  listQuery: newsListQuery,
  filters: ['q', 'category_id', 'status', 'sort_by', 'order_by'],
});
export type NewsRow = NewsListItem;

export type NewsSearch = ReturnType<typeof news.urlState.parse>;

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

export function useDeleteNews() {
  return useAreaMutation(news.keys, (id: number) => api.delete(`/news/${id}`));
}
