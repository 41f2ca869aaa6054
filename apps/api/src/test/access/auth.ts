import { type RouteCase } from './route-case.ts';

/** Sign-in, tokens, the own account and password. */
export const authRoutes: RouteCase[] = [
  {
    method: 'POST',
    route: '/api/auth/login',
    permission: 'public',
    bad: { body: {}, fields: ['username', 'password'] },
  },
  { method: 'POST', route: '/api/auth/refresh', permission: 'public' },
  { method: 'POST', route: '/api/auth/logout', permission: 'public' },
  { method: 'GET', route: '/api/me/account', permission: null, allowFirstLogin: true },
  {
    method: 'POST',
    route: '/api/users/change_password',
    permission: null,
    allowFirstLogin: true,
    bad: { body: { current_password: '', new_password: 'short' }, fields: ['current_password', 'new_password'] },
  },
];
