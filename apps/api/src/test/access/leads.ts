import { type RouteCase, route } from './route-case.ts';

/** Leads. */
export const leadsRoutes: RouteCase[] = [
  route('GET', '/leads', 'leads-view', { query: { start_date: '2024/01/01' }, fields: ['start_date'] }),
  route.badId('GET', '/leads/:id', 'leads-view'),
  route('PUT', '/leads/status/update-multi', 'leads-status', {
    body: { ids: [], status: 'won' },
    fields: ['ids', 'status'],
  }),
];
