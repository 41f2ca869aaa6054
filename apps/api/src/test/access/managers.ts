import { type RouteCase, areaRoute } from './route-case.ts';

/** `:id` is 1 and `:token` a well-formed one; 403 as access.test.ts's default users. */
const route = areaRoute(undefined, (path) => path.replace(':id', '1').replace(':token', 'abcdefghijklmnop'));

/** The Admin page: invitations. */
export const managersRoutes: RouteCase[] = [
  route('GET', '/managers', 'users-index', { query: { page: 0 }, fields: ['page'] }),
  route('POST', '/managers', 'users-create', { body: { email: 'nope' }, fields: ['email'] }),
  route('PUT', '/managers/:id/revoke', 'users-create', { url: '/managers/x/revoke', fields: ['id'] }),
  route('GET', '/managers/invitations/:token', 'public', { url: '/managers/invitations/short', fields: ['token'] }),
  route('POST', '/managers/invitations/:token/accept', 'public', {
    body: { username: 'a b' },
    fields: ['username', 'full_name', 'password'],
  }),
];
