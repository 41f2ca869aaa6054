import { type RouteCase, plainRoute } from './route-case.ts';

/** The audit log, and each user's export history. */
export const auditRoutes: RouteCase[] = [
  plainRoute('GET', '/api/audit-logs', 'full-access', { query: { user_id: 'me' }, fields: ['user_id'] }),
  plainRoute('GET', '/api/exports/mine', null, { query: { page: 'first' }, fields: ['page'] }),
];
