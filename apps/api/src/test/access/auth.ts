import { type RouteCase, plainRoute } from './route-case.ts';

/** Sign-in, tokens, the own account and password. */
export const authRoutes: RouteCase[] = [
  plainRoute('POST', '/api/auth/login', 'public', { body: {}, fields: ['username', 'password'] }),
  plainRoute('POST', '/api/auth/refresh', 'public'),
  plainRoute('POST', '/api/auth/logout', 'public'),
  { method: 'GET', route: '/api/me/account', permission: null, allowFirstLogin: true },
  {
    method: 'POST',
    route: '/api/users/change_password',
    permission: null,
    allowFirstLogin: true,
    bad: { body: { current_password: '', new_password: 'short' }, fields: ['current_password', 'new_password'] },
  },
];
