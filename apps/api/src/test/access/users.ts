import { type RouteCase } from './route-case.ts';

/** Users (staff accounts). */
export const usersRoutes: RouteCase[] = [
  {
    method: 'GET',
    route: '/api/users',
    permission: 'users-index',
    bad: { query: { count: 0, sort_by: 'password_hash' }, fields: ['count', 'sort_by'] },
  },
  {
    method: 'POST',
    route: '/api/users',
    permission: 'users-create',
    bad: { body: { email: 'not-an-email' }, fields: ['username', 'email', 'full_name', 'password', 'role_ids'] },
  },
  {
    method: 'GET',
    route: '/api/users/search/user-admin',
    permission: 'users-index',
    bad: { query: { count: 0 }, fields: ['count'] },
  },
  {
    method: 'GET',
    route: '/api/v2/users/search',
    permission: 'users-index',
    bad: { query: { count: 500 }, fields: ['count'] },
  },
  {
    method: 'GET',
    route: '/api/users/:id',
    url: '/api/users/1',
    permission: 'users-index',
    bad: { url: '/api/users/abc', fields: ['id'] },
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    url: '/api/users/2',
    permission: 'users-update',
    bad: { body: { username: 'x' }, fields: ['username', 'email', 'full_name', 'role_ids'] },
  },
  {
    method: 'POST',
    route: '/api/users/:id',
    url: '/api/users/2',
    permission: 'users-update',
    bad: { body: { username: 'x' }, fields: ['username', 'email', 'full_name', 'role_ids'] },
  },
  {
    method: 'PUT',
    route: '/api/users/update_status/:id',
    url: '/api/users/update_status/2',
    permission: 'users-status',
    bad: { body: { status: 'deleted' }, fields: ['status'] },
  },
  {
    method: 'PUT',
    route: '/api/users/reset_password/:id',
    url: '/api/users/reset_password/2',
    permission: 'users-update',
    bad: { url: '/api/users/reset_password/0', fields: ['id'] },
  },
  {
    method: 'PUT',
    route: '/api/users/unlock/:id',
    url: '/api/users/unlock/2',
    permission: 'full-access',
    bad: { url: '/api/users/unlock/0x2', fields: ['id'] },
  },
];
