import { type RouteCase } from './route-case.ts';

/** The audit log. */
export const auditRoutes: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/audit-logs',
    permission: 'full-access',
    bad: { query: { user_id: 'me' }, fields: ['user_id'] },
  },
];
