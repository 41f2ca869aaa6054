import { pageListQuery, type Banner, type Page, type PageBody, type Popup } from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';

/** Pages: GET/POST /pages, GET/PUT/DELETE /pages/{id}, PUT /pages/{id}/change-status. */
export const pages = defineResource<Page, PageBody>()({
  area: 'pages',
  path: '/pages',
  listQuery: pageListQuery,
  filters: ['q', 'status'],
  save: { updateMethod: 'put' },
  status: { path: (id) => `/pages/${id}/change-status`, field: 'status' },
});

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
