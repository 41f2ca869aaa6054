import { type RouteCase } from './route-case.ts';

/** The Admin page: invitations. */
export const managersRoutes: RouteCase[] = [
  { method: 'GET', route: '/api/managers', permission: 'users-index', bad: { query: { page: 0 }, fields: ['page'] } },
  {
    method: 'POST',
    route: '/api/managers',
    permission: 'users-create',
    bad: { body: { email: 'nope' }, fields: ['email'] },
  },
  {
    method: 'PUT',
    route: '/api/managers/:id/revoke',
    url: '/api/managers/1/revoke',
    permission: 'users-create',
    bad: { url: '/api/managers/x/revoke', fields: ['id'] },
  },
  {
    method: 'GET',
    route: '/api/managers/invitations/:token',
    url: '/api/managers/invitations/abcdefghijklmnop',
    permission: 'public',
    bad: { url: '/api/managers/invitations/short', fields: ['token'] },
  },
  {
    method: 'POST',
    route: '/api/managers/invitations/:token/accept',
    url: '/api/managers/invitations/abcdefghijklmnop/accept',
    permission: 'public',
    bad: { body: { username: 'a b' }, fields: ['username', 'full_name', 'password'] },
  },
];
