import { leadListQuery, type Lead, type LeadListQuery, type LeadMultiStatusBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const leads = createResource<Lead, LeadListQuery>('leads', '/leads');

const shape = leadListQuery.shape;
export const leadsUrlState = createUrlState({
  q: shape.q,
  status: shape.status,
  source: shape.source,
  start_date: shape.start_date,
  end_date: shape.end_date,
  page: shape.page,
});
export type LeadsSearch = ReturnType<typeof leadsUrlState.parse>;
export const LEADS_PAGE_SIZE = shape.count.parse(undefined);
export const leadsListQuery = (search: LeadsSearch) =>
  leads.list({ ...leadListQuery.parse({}), ...search, count: LEADS_PAGE_SIZE });

/** PUT /leads/status/update-multi: all the chosen leads move, or none. */
export function useLeadsMultiStatus() {
  return useAreaMutation(
    leads.keys,
    (body: LeadMultiStatusBody) => api.put<Lead[]>('/leads/status/update-multi', body),
    { handlesErrors: true },
  );
}
