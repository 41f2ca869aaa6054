import {
  PARTNER_LOGO_FIELD,
  partnerListQuery,
  type Partner,
  type PartnerForm,
  type PartnerListQuery,
  type SwitchValue,
} from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { toFormData } from '../../lib/form-data.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const partners = createResource<Partner, PartnerListQuery>('partners', '/partners');

const shape = partnerListQuery.shape;
export const partnersUrlState = createUrlState({
  q: shape.q,
  type: shape.type,
  active: shape.active,
  page: shape.page,
});
export type PartnersSearch = ReturnType<typeof partnersUrlState.parse>;
export const PARTNERS_PAGE_SIZE = shape.count.parse(undefined);
export const partnersListQuery = (search: PartnersSearch) =>
  partners.list({ ...partnerListQuery.parse({}), ...search, count: PARTNERS_PAGE_SIZE });

/** POST /partners or POST /partners/{id}, multipart with the logo when one was chosen. */
export function useSavePartner(id?: number) {
  return useAreaMutation(
    partners.keys,
    ({ form, logo }: { form: PartnerForm; logo: File | null }) =>
      api.post<Partner>(
        id === undefined ? '/partners' : `/partners/${id}`,
        toFormData({ ...form, ...(logo ? { [PARTNER_LOGO_FIELD]: logo } : {}) }),
      ),
    { handlesErrors: true },
  );
}

/** PUT /partners/active/{id}. */
export function usePartnerActive() {
  return useAreaMutation(partners.keys, ({ id, active }: { id: number; active: SwitchValue }) =>
    api.put<Partner>(`/partners/active/${id}`, { active }),
  );
}
