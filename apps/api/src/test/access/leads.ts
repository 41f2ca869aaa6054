import { type RouteCase, route } from './route-case.ts';

/** Leads. */
export const leadsRoutes: RouteCase[] = [
  route('GET', '/leads', 'leads-view', { query: { start_date: '2024/01/01' }, fields: ['start_date'] }),
  route.badId('GET', '/leads/:id', 'leads-view'),
  route('POST', '/leads/bulk/status', 'leads-status', {
    body: { items: [{ id: 1 }], all_matching: { filters: {}, count: 0 }, status: 'won' },
    fields: ['all_matching.count', 'status'],
  }),
];
