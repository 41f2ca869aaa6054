import { leadListQuery, type Lead, type LeadMultiStatusBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';

export const leads = defineResource<Lead>()({
  area: 'leads',
  path: '/leads',
  listQuery: leadListQuery,
  filters: ['q', 'status', 'source', 'start_date', 'end_date'],
});

/** PUT /leads/status/update-multi: all the chosen leads move, or none. */
export function useLeadsMultiStatus() {
  return useAreaMutation(
    leads.keys,
    (body: LeadMultiStatusBody) => api.put<Lead[]>('/leads/status/update-multi', body),
    { handlesErrors: true },
  );
}
