import { type RouteCase } from './route-case.ts';

/** Roles and the permission list. */
export const rolesRoutes: RouteCase[] = [
  { method: 'GET', route: '/api/roles', permission: null },
  { method: 'POST', route: '/api/roles', permission: 'full-access', bad: { body: { name: '  ' }, fields: ['name'] } },
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
  { method: 'GET', route: '/api/permissions', permission: null },
];
