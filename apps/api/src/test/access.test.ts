/**
 * Every /api route, driven from one table: 401 without a token, 403 for a role without the
 * permission, 403 while the first password is not changed, and 422 with field errors on bad input.
 * Success paths are in each module's own test file.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MESSAGES } from '@admin/contract';
import type { Access } from '../plugins/permissions.ts';
import { assertError, testDatabases, useTestApp } from './harness.ts';

interface RouteCase {
  method: string;
  /** The route's pattern, as registered. */
  route: string;
  /** A concrete URL of it. */
  url?: string;
  permission: Access;
  allowFirstLogin?: boolean;
  /** A request that fails validation, and the fields its 422 names. */
  bad?: { url?: string; body?: unknown; query?: Record<string, string | number>; fields: string[] };
}

const ROUTES: RouteCase[] = [
  { method: 'GET', route: '/api/health', permission: 'public' },
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
    bad: { body: {}, fields: ['avatar'] },
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
  { method: 'GET', route: '/api/locations/cities', permission: null },
  {
    method: 'GET',
    route: '/api/audit-logs',
    permission: 'full-access',
    bad: { query: { user_id: 'me' }, fields: ['user_id'] },
  },
];

const urlOf = (r: RouteCase) => r.url ?? r.route;
const name = (r: RouteCase) => `${r.method} ${r.route}`;

for (const db of testDatabases()) {
  describe(`route access (${db.name})`, () => {
    const t = useTestApp(db);

    test('the table lists every /api route with the permission it declares', () => {
      const registered = t.app.routeAccess
        .filter((r) => !r.url.startsWith('/api/docs'))
        .map((r) => `${r.method} ${r.url} ${r.permission}`)
        .sort();
      const listed = ROUTES.map((r) => `${name(r)} ${r.permission}`).sort();
      assert.deepEqual(listed, registered);
      assert.ok(
        t.app.routeAccess.every((r) => r.permission !== undefined),
        'no route without a declaration',
      );
    });

    test('401 (result_code 6002) without a token or with a bad one, on every protected route', async () => {
      for (const route of ROUTES.filter((r) => r.permission !== 'public')) {
        assertError(await t.call(route.method, urlOf(route)), 401, 6002);
        assertError(await t.call(route.method, urlOf(route), { token: 'not.a.jwt' }), 401, 6002);
      }
    });

    test('403 naming the permission for a role without it (news-writer; user-admin for full-access routes)', async () => {
      for (const route of ROUTES.filter((r) => r.permission !== 'public' && r.permission !== null)) {
        for (const as of route.permission === 'full-access' ? ['news', 'useradmin'] : ['news']) {
          const res = await t.call(route.method, urlOf(route), { as, body: route.bad?.body });
          assertError(res, 403, 403);
          assert.match(
            res.body.result,
            route.permission === 'full-access' ? /full access/ : new RegExp(`"${route.permission}"`),
            name(route),
          );
        }
      }
    });

    test('a user who must change the first password may only reach the account routes', async () => {
      for (const route of ROUTES.filter((r) => r.permission !== 'public')) {
        const res = await t.call(route.method, urlOf(route), {
          as: 'newbie',
          body: route.method === 'POST' ? {} : undefined,
        });
        if (route.allowFirstLogin) assert.notEqual(res.status, 403, name(route));
        else {
          assertError(res, 403, 403);
          assert.equal(res.body.result, MESSAGES.mustChangePassword, name(route));
        }
      }
    });

    test('422 with the invalid fields named, never 500', async () => {
      for (const route of ROUTES.filter((r) => r.bad)) {
        const bad = route.bad!;
        const res = await t.call(route.method, bad.url ?? urlOf(route), {
          as: 'admin',
          body: bad.body,
          query: bad.query,
        });
        assertError(res, 422, 0, bad.fields);
      }
    });
  });
}
