import { type RouteCase } from './route-case.ts';

/** The audit log, and each user's export history. */
export const auditRoutes: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/audit-logs',
    permission: 'full-access',
    bad: { query: { user_id: 'me' }, fields: ['user_id'] },
  },
  {
    method: 'GET',
    route: '/api/exports/mine',
    permission: null,
    bad: { query: { page: 'first' }, fields: ['page'] },
  },
];
