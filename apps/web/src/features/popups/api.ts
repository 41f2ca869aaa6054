import { popupListQuery, type Page, type Popup, type PopupForm } from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';

/** Pop-ups: GET/POST /popups, GET/POST/DELETE /popups/{id} (multipart with the picture), PUT /popups/{id}/change-status. */
export const popups = defineResource<Popup, PopupForm>()({
  area: 'popups',
  // a page's placements list its pop-ups and banners
  affects: ['pages'],
  path: '/popups',
  listQuery: popupListQuery,
  filters: ['q', 'page_id', 'status'],
  save: { multipart: true },
  status: { path: (id) => `/popups/${id}/change-status`, field: 'status' },
});

/** The pages a pop-up can go on. */
export const popupPagesQuery = () =>
  queryOptions({
    queryKey: ['popups', 'pages'] as const,
    queryFn: async ({ signal }) => (await api.list<Page>('/pages', { count: 200 }, { signal })).data,
    staleTime: 60_000,
  });
