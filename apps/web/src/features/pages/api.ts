import {
  pageListQuery,
  type Banner,
  type Page,
  type PageBody,
  type PageListQuery,
  type Popup,
  type SwitchValue,
} from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const pages = createResource<Page, PageListQuery>('pages', '/pages');

const shape = pageListQuery.shape;
export const pagesUrlState = createUrlState({ q: shape.q, status: shape.status, page: shape.page });
export type PagesSearch = ReturnType<typeof pagesUrlState.parse>;
export const PAGES_PAGE_SIZE = shape.count.parse(undefined);
export const pagesListQuery = (search: PagesSearch) =>
  pages.list({ ...pageListQuery.parse({}), ...search, count: PAGES_PAGE_SIZE });

/** GET /pages/{id}/popup and /pages/{id}/banner: what is placed on a page. */
export const pagePlacementsQuery = (id: number) =>
  queryOptions({
    queryKey: [...pages.keys.detail(id), 'placements'] as const,
    queryFn: async ({ signal }) => {
      const [popups, banners] = await Promise.all([
        api.get<Popup[]>(`/pages/${id}/popup`, undefined, { signal }),
        api.get<Banner[]>(`/pages/${id}/banner`, undefined, { signal }),
      ]);
      return { popups: popups.data, banners: banners.data };
    },
  });

export function useSavePage(id?: number) {
  return useAreaMutation(
    pages.keys,
    (body: PageBody) => (id === undefined ? api.post<Page>('/pages', body) : api.put<Page>(`/pages/${id}`, body)),
    {
      handlesErrors: true,
    },
  );
}

export function usePageStatus() {
  return useAreaMutation(pages.keys, ({ id, status }: { id: number; status: SwitchValue }) =>
    api.put<Page>(`/pages/${id}/change-status`, { status }),
  );
}

export function useDeletePage() {
  return useAreaMutation(pages.keys, (id: number) => api.delete(`/pages/${id}`));
}
