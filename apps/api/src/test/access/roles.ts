import { type RouteCase, plainRoute } from './route-case.ts';

/** Roles and the permission list. */
export const rolesRoutes: RouteCase[] = [
  plainRoute('GET', '/api/roles', null),
  plainRoute('POST', '/api/roles', 'full-access', { body: { name: '  ' }, fields: ['name'] }),
  {
    method: 'GET',
    route: '/api/roles/:id',
    url: '/api/roles/1',
    permission: null,
    bad: { url: '/api/roles/-1', fields: ['id'] },
  },
  {
    method: 'PUT',
    route: '/api/roles/:id',
    url: '/api/roles/2',
    permission: 'full-access',
    bad: { body: { name: 'x', permissions: ['a'] }, fields: ['permissions.0'] },
  },
  {
    method: 'DELETE',
    route: '/api/roles/:id',
    url: '/api/roles/2',
    permission: 'full-access',
    bad: { url: '/api/roles/two', fields: ['id'] },
  },
  plainRoute('GET', '/api/permissions', null),
];
