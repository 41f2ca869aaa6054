/**
 * Every /api route, driven from one table: 401 without a token, 403 for a role without the
 * permission, 403 while the first password is not changed, and 422 with field errors on bad input.
 * Success paths are in each module's own test file.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MESSAGES } from '@admin/contract';
import { ROUTES, type RouteCase } from './access/index.ts';
import { assertError, describeApp } from './harness.ts';

const urlOf = (r: RouteCase) => r.url ?? r.route;
const name = (r: RouteCase) => `${r.method} ${r.route}`;

describeApp('route access', (t) => {
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
      for (const as of route.forbiddenAs ?? (route.permission === 'full-access' ? ['news', 'useradmin'] : ['news'])) {
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
