import { partnerListQuery, type Partner, type PartnerForm } from '@admin/contract';
import { defineResource } from '../../lib/crud.ts';

/** Partners: GET/POST /partners, GET/POST /partners/{id} (multipart with the logo), PUT /partners/active/{id}. */
export const partners = defineResource<Partner, PartnerForm>()({
  area: 'partners',
  path: '/partners',
  listQuery: partnerListQuery,
  filters: ['q', 'type', 'active'],
  save: { multipart: true },
  status: { path: (id) => `/partners/active/${id}`, field: 'active' },
});
