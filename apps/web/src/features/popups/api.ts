import {
  POPUP_IMAGE_FIELD,
  popupListQuery,
  type Page,
  type Popup,
  type PopupForm,
  type PopupListQuery,
  type SwitchValue,
} from '@admin/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { toFormData } from '../../lib/form-data.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const popups = createResource<Popup, PopupListQuery>('popups', '/popups');

const shape = popupListQuery.shape;
export const popupsUrlState = createUrlState({
  q: shape.q,
  page_id: shape.page_id,
  status: shape.status,
  page: shape.page,
});
export type PopupsSearch = ReturnType<typeof popupsUrlState.parse>;
export const POPUPS_PAGE_SIZE = shape.count.parse(undefined);
export const popupsListQuery = (search: PopupsSearch) =>
  popups.list({ ...popupListQuery.parse({}), ...search, count: POPUPS_PAGE_SIZE });

/** The pages a pop-up can go on. */
export const popupPagesQuery = () =>
  queryOptions({
    queryKey: ['popups', 'pages'] as const,
    queryFn: async ({ signal }) => (await api.list<Page>('/pages', { count: 200 }, { signal })).data,
    staleTime: 60_000,
  });

export function useSavePopup(id?: number) {
  return useAreaMutation(
    popups.keys,
    ({ form, image }: { form: PopupForm; image: File | null }) =>
      api.post<Popup>(
        id === undefined ? '/popups' : `/popups/${id}`,
        toFormData({ ...form, ...(image ? { [POPUP_IMAGE_FIELD]: image } : {}) }),
      ),
    { handlesErrors: true },
  );
}

export function usePopupStatus() {
  return useAreaMutation(popups.keys, ({ id, status }: { id: number; status: SwitchValue }) =>
    api.put<Popup>(`/popups/${id}/change-status`, { status }),
  );
}

export function useDeletePopup() {
  return useAreaMutation(popups.keys, (id: number) => api.delete(`/popups/${id}`));
}
