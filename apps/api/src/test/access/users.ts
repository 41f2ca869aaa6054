import { type RouteCase, areaRoute } from './route-case.ts';

/** `:id` is 2 (a demo user other than the admin) unless given; 403 as access.test.ts's default users. */
const route = areaRoute(undefined, (path) => path.replace(':id', '2'));

/** Users (staff accounts). */
export const usersRoutes: RouteCase[] = [
  route('GET', '/users', 'users-index', {
    query: { count: 0, sort_by: 'password_hash' },
    fields: ['count', 'sort_by'],
  }),
  route('POST', '/users', 'users-create', {
    body: { email: 'not-an-email' },
    fields: ['username', 'email', 'full_name', 'password', 'role_ids'],
  }),
  route('GET', '/users/search/user-admin', 'users-index', { query: { count: 0 }, fields: ['count'] }),
  route('GET', '/v2/users/search', 'users-index', { query: { count: 500 }, fields: ['count'] }),
  route('GET', '/users/:id', 'users-index', { url: '/users/abc', fields: ['id'] }, '/users/1'),
  route('PUT', '/users/:id', 'users-update', {
    body: { username: 'x' },
    fields: ['username', 'email', 'full_name', 'role_ids'],
  }),
  route('POST', '/users/:id', 'users-update', {
    body: { username: 'x' },
    fields: ['username', 'email', 'full_name', 'role_ids'],
  }),
  route('PUT', '/users/update_status/:id', 'users-status', { body: { status: 'deleted' }, fields: ['status'] }),
  route('PUT', '/users/reset_password/:id', 'users-update', { url: '/users/reset_password/0', fields: ['id'] }),
  route('PUT', '/users/unlock/:id', 'full-access', { url: '/users/unlock/0x2', fields: ['id'] }),
];
