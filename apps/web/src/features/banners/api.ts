import {
  bannerListQuery,
  type Banner,
  type BannerForm,
  type PageBannerOption,
  type SwitchValue,
} from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';
import { toFormData } from '../../lib/form-data.ts';

export const banners = defineResource<Banner>()({
  area: 'banners',
  // a page's placements list its pop-ups and banners
  affects: ['pages'],
  path: '/banners',
  listQuery: bannerListQuery,
  filters: ['q', 'page_id', 'position', 'platform', 'status'],
  /** Spec section 9: banners page 50 at a time. */
  pageSize: 50,
});

export const BANNER_ROW_HEIGHT = 123;

/** GET /page-banners: the pages a banner can go on. */
export const bannerPagesQuery = () =>
  queryOptions({
    queryKey: ['banners', 'pages'] as const,
    queryFn: async ({ signal }) => (await api.get<PageBannerOption[]>('/page-banners', undefined, { signal })).data,
    staleTime: 60_000,
  });

/** GET /v2/banners/list: what the site shows now. */
export const liveBannersQuery = (pageId?: number) =>
  queryOptions({
    queryKey: ['banners', 'live', pageId ?? null] as const,
    queryFn: async ({ signal }) => (await api.get<Banner[]>('/v2/banners/list', { page_id: pageId }, { signal })).data,
  });

/**
 * Create (POST /banners) or update (POST /banners/{id} with `_method=PUT`) as multipart: the
 * `platform[]` list, `is_limited` as 1 or 0, an empty description when none, and the thumbnail only
 * when a new file was chosen.
 */
export function useSaveBanner(id?: number) {
  return useAreaMutation(
    banners.keys,
    ({ form, thumbnail }: { form: BannerForm; thumbnail: File | null }) => {
      const { _method: _ignored, ...fields } = form;
      const body = toFormData({
        ...fields,
        description: fields.description ?? '',
        is_limited: fields.is_limited ? 1 : 0,
        ...(id !== undefined ? { _method: 'PUT' } : {}),
        ...(thumbnail ? { thumbnail } : {}),
      });
      return api.post<Banner>(id === undefined ? '/banners' : `/banners/${id}`, body);
    },
    { handlesErrors: true },
  );
}

/** PUT /banners/{id} with the published switch. */
export function useBannerStatus() {
  return useAreaMutation(banners.keys, ({ id, status }: { id: number; status: SwitchValue }) =>
    api.put<Banner>(`/banners/${id}`, { status }),
  );
}

/** POST /banners/sort: the banners of the list in their new order. */
export function useSortBanners() {
  return useAreaMutation(banners.keys, (ids: number[]) => api.post<unknown>('/banners/sort', { ids }));
}

export function useDeleteBanner() {
  return useAreaMutation(banners.keys, (id: number) => api.delete(`/banners/${id}`));
}
