import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT_ACTION_PERMISSIONS, LOGIN_THROTTLE, MESSAGES, REFRESH_COOKIE, TOKEN_TTL } from '@admin/contract';
import { SignJWT } from 'jose';
import { JWT_ISSUER, hashToken } from '../../lib/tokens.ts';
import { SESSION_CHECK_MS } from '../../plugins/auth.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';
import { REFRESH_GRACE_SECONDS } from './auth.repository.ts';

const login = (username: string, password: string) => ({ body: { username, password } });

describeApp('auth', (t) => {
  test('sign-in answers the token, the user info and an httpOnly refresh cookie', async () => {
    const res = await t.call('POST', '/api/auth/login', login('admin', 'admin123'));
    const { data } = assertOk(res);
    assert.equal(data.token_type, 'Bearer');
    assert.equal(data.expires_in, TOKEN_TTL.accessSeconds);
    assert.equal(data.userId, data.user.id);
    assert.equal(data.user.username, 'admin');
    assert.equal(data.user.role, 'super-admin');
    assert.equal(data.user.role_has_permission, 1);
    assert.equal(data.user.first_login, 0);
    assert.equal('password_hash' in data.user, false);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE)!;
    assert.ok(cookie.value.length >= 40);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Strict');
    assert.equal(cookie.path, '/api/auth');
    const [, payload] = data.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    assert.equal(claims.sub, String(data.userId));
    assert.ok(claims.sid && claims.jti && claims.exp);
    const last = await t.app.db
      .selectFrom('users')
      .select('last_login_at')
      .where('id', '=', data.userId)
      .executeTakeFirstOrThrow();
    assert.ok(last.last_login_at);
  });

  test('a partial role gets its permission names; e-mail sign-in is case-insensitive', async () => {
    const { data } = assertOk(await t.call('POST', '/api/auth/login', login('EDITOR@Example.com', 'editor123')));
    assert.equal(data.user.username, 'editor');
    assert.equal(data.user.role, 'content-editor');
    assert.deepEqual(
      valuesOf(data.user.role_has_permission, 'name').sort(),
      [
        'banners-index',
        'category-faqs-index',
        'category-index',
        'comment-index',
        'events-index',
        'faqs-index',
        'leads-view',
        'news-list',
        'pages-view',
        'partners-view',
        'popups-view',
        ...CONTENT_ACTION_PERMISSIONS,
      ].sort(),
    );
    assertOk(await t.call('POST', '/api/auth/login', login('Editor', 'editor123')));
  });

  test('the spec messages: required fields, and "Account not found" for an unknown user or a wrong password', async () => {
    const empty = await t.call('POST', '/api/auth/login', { body: { username: ' ', password: '' } });
    assertError(empty, 422, 0, ['username', 'password']);
    assert.deepEqual(empty.body.errors, { username: ['Username is required'], password: ['Password is required'] });
    for (const body of [login('nobody', 'whatever1'), login('loan', 'wrong-password')]) {
      const res = await t.call('POST', '/api/auth/login', body);
      assertError(res, 422, 0, ['username']);
      assert.equal(res.body.result, MESSAGES.accountNotFound);
    }
    assertOk(await t.call('POST', '/api/auth/login', login('loan', 'loan1234')));
  });

  test('a deactivated account answers 403 "Account is deactivated" (only with the right password)', async () => {
    const id = await t.userId('ads');
    await t.app.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', id).execute();
    const res = await t.call('POST', '/api/auth/login', login('ads', 'ads12345'));
    assertError(res, 403, 403);
    assert.equal(res.body.result, MESSAGES.accountDeactivated);
    assertError(await t.call('POST', '/api/auth/login', login('ads', 'nope12345')), 422, 0, ['username']);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', id).execute();
  });

  test('GET /me/account answers the user info of the token', async () => {
    const { data } = assertOk(await t.call('GET', '/api/me/account', { as: 'station' }));
    assert.equal(data.username, 'station');
    assert.equal(data.role, 'station-manager');
    assert.deepEqual(valuesOf(data.roles, 'display_name'), ['Station Manager']);
  });

  test('an expired or foreign-signed token answers 401', async () => {
    const { userId } = await t.signIn('loan');
    const session = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const sign = (secret: string, exp: number) =>
      new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(JWT_ISSUER)
        .setIssuedAt(exp - 900)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const valid = await sign('test-secret-that-is-long-enough-for-hs256', now + 60);
    assertOk(await t.call('GET', '/api/me/account', { token: valid }));
    assertError(
      await t.call('GET', '/api/me/account', {
        token: await sign('test-secret-that-is-long-enough-for-hs256', now - 5),
      }),
      401,
      6002,
    );
    assertError(
      await t.call('GET', '/api/me/account', { token: await sign('another-secret-another-secret-123', now + 60) }),
      401,
      6002,
    );
  });

  test('refresh rotates the cookie; presenting a used one after the grace window revokes the whole family', async () => {
    const first = await t.signIn('station');
    const r1 = await t.call('POST', '/api/auth/refresh', {
      headers: { cookie: `${REFRESH_COOKIE}=${first.refresh}` },
    });
    const { data } = assertOk(r1);
    assert.equal(data.user.username, 'station');
    const second = r1.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    assert.notEqual(second, first.refresh);
    const old = await t.app.db
      .selectFrom('refresh_tokens')
      .select('replaced_by')
      .where('replaced_by', 'is not', null)
      .execute();
    assert.ok(old.length >= 1, 'the old token is marked replaced');
    assertOk(await t.call('GET', '/api/me/account', { token: data.access_token }));

    // The first token again, after the grace window: reuse. The family ends: the newest refresh
    // token and the access tokens die too.
    const past = new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000).toISOString();
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ replaced_at: past })
      .where('replaced_by', 'is not', null)
      .execute();
    const reuse = await t.call('POST', '/api/auth/refresh', {
      headers: { cookie: `${REFRESH_COOKIE}=${first.refresh}` },
    });
    assertError(reuse, 401, 6002);
    assert.equal(reuse.cookies.find((c) => c.name === REFRESH_COOKIE)?.value, '');
    assertError(
      await t.call('POST', '/api/auth/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${second}` } }),
      401,
      6002,
    );
    assertError(await t.call('GET', '/api/me/account', { token: data.access_token }), 401, 6002);
    assertError(await t.call('GET', '/api/me/account', { token: first.token }), 401, 6002);
    const session = await t.app.db
      .selectFrom('sessions')
      .select(['revoked_reason'])
      .where('user_id', '=', first.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(session.revoked_reason, 'refresh-token-reuse');
  });

  test('tabs refreshing with one cookie at once all get the same successor; the family lives on', async () => {
    const first = await t.signIn('ads');
    const cookie = { cookie: `${REFRESH_COOKIE}=${first.refresh}` };
    // the probe: 5 tabs opened at once (or restored by the browser) signed the user out everywhere
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('POST', '/api/auth/refresh', { headers: cookie })),
    );
    for (const a of answers) assertOk(a);
    const successors = new Set(answers.map((a) => a.cookies.find((c) => c.name === REFRESH_COOKIE)?.value));
    assert.equal(successors.size, 1, 'one successor for all');
    const [successor] = [...successors] as string[];
    assert.notEqual(successor, first.refresh);
    for (const a of answers) assertOk(await t.call('GET', '/api/me/account', { token: a.body.data.access_token }));
    // a late tab within the window, after the successor itself was rotated, gets the newest token
    const next = await t.call('POST', '/api/auth/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${successor}` } });
    const newest = assertOk(next) && next.cookies.find((c) => c.name === REFRESH_COOKIE)!.value;
    const late = await t.call('POST', '/api/auth/refresh', { headers: cookie });
    assertOk(late);
    assert.equal(late.cookies.find((c) => c.name === REFRESH_COOKIE)?.value, newest);
    const session = await t.app.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', first.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(session.revoked_at, null);
    // the same first token once the window has passed: the family is revoked
    const past = new Date(Date.now() - (REFRESH_GRACE_SECONDS + 1) * 1000).toISOString();
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ replaced_at: past })
      .where('token_hash', '=', hashToken(first.refresh))
      .execute();
    assertError(await t.call('POST', '/api/auth/refresh', { headers: cookie }), 401, 6002);
    assertError(
      await t.call('POST', '/api/auth/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${newest}` } }),
      401,
      6002,
    );
  });

  test('refresh without a cookie or with an unknown one answers 401', async () => {
    assertError(await t.call('POST', '/api/auth/refresh'), 401, 6002);
    assertError(
      await t.call('POST', '/api/auth/refresh', { headers: { cookie: `${REFRESH_COOKIE}=made-up-token` } }),
      401,
      6002,
    );
  });

  test(`a session revoked by another process stops working within ${SESSION_CHECK_MS} ms`, async () => {
    const s = await t.signIn('loan');
    assertOk(await t.call('GET', '/api/me/account', { token: s.token }));
    // as another API process would: straight in the database, so this process hears nothing of it
    const revoked = Date.now();
    await t.app.db
      .updateTable('sessions')
      .set({ revoked_at: new Date(revoked).toISOString() })
      .where('user_id', '=', s.userId)
      .where('revoked_at', 'is', null)
      .execute();
    while ((await t.call('GET', '/api/me/account', { token: s.token })).status === 200) {
      assert.ok(Date.now() - revoked <= SESSION_CHECK_MS + 500, 'the revoked session still works');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assertError(await t.call('GET', '/api/me/account', { token: s.token }), 401, 6002);
  });

  test('logout revokes the session: the access token and the refresh cookie stop working', async () => {
    const s = await t.signIn('loan');
    assertOk(await t.call('GET', '/api/me/account', { token: s.token }));
    const res = await t.call('POST', '/api/auth/logout', {
      token: s.token,
      headers: { cookie: `${REFRESH_COOKIE}=${s.refresh}` },
    });
    assertOk(res);
    assert.equal(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value, '');
    assertError(await t.call('GET', '/api/me/account', { token: s.token }), 401, 6002);
    assertError(
      await t.call('POST', '/api/auth/refresh', { headers: { cookie: `${REFRESH_COOKIE}=${s.refresh}` } }),
      401,
      6002,
    );
    // With only the cookie, logout ends that session too; without anything it still answers 200.
    const c = await t.signIn('loan');
    assertOk(await t.call('POST', '/api/auth/logout', { headers: { cookie: `${REFRESH_COOKIE}=${c.refresh}` } }));
    assertError(await t.call('GET', '/api/me/account', { token: c.token }), 401, 6002);
    assertOk(await t.call('POST', '/api/auth/logout'));
    assertOk(await t.call('POST', '/api/auth/logout', { token: 'garbage' }));
    const logouts = await t.app.db.selectFrom('audit_logs').select('id').where('action', '=', 'logout').execute();
    assert.equal(logouts.length, 2);
  });

  test('first_login: only the account routes until the password is changed; then everything', async () => {
    const s = await t.signIn('newbie');
    const blocked = await t.call('GET', '/api/locations/cities', { token: s.token });
    assertError(blocked, 403, 403);
    assert.equal(blocked.body.result, MESSAGES.mustChangePassword);
    assert.equal(assertOk(await t.call('GET', '/api/me/account', { token: s.token })).data.first_login, 1);

    const other = await t.signIn('newbie');
    const wrong = await t.call('POST', '/api/users/change_password', {
      token: s.token,
      body: { current_password: 'not-it-123', new_password: 'Brand-new-pass1' },
    });
    assertError(wrong, 422, 0, ['current_password']);
    const same = await t.call('POST', '/api/users/change_password', {
      token: s.token,
      body: { current_password: 'newbie123', new_password: 'newbie123' },
    });
    assertError(same, 422, 0, ['new_password']);
    assertOk(
      await t.call('POST', '/api/users/change_password', {
        token: s.token,
        body: { current_password: 'newbie123', new_password: 'Brand-new-pass1' },
      }),
    );
    assertOk(await t.call('GET', '/api/locations/cities', { token: s.token }));
    assertError(await t.call('GET', '/api/me/account', { token: other.token }), 401, 6002);
    assertError(await t.call('POST', '/api/auth/login', login('newbie', 'newbie123')), 422, 0, ['username']);
    assert.equal(
      assertOk(await t.call('POST', '/api/auth/login', login('newbie', 'Brand-new-pass1'))).data.user.first_login,
      0,
    );
  });

  const throttleRow = (username: string, ip: string) =>
    t.app.db
      .selectFrom('sign_in_throttle')
      .selectAll()
      .where('username', '=', username)
      .where('ip', '=', ip)
      .executeTakeFirst();

  test(`${LOGIN_THROTTLE.maxFailures} failures delay that account from that address, progressively; other addresses still sign in`, async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i++) {
      assertError(
        await t.call('POST', '/api/auth/login', { ...login('editor', 'wrong-one1'), remoteAddress: ip }),
        422,
        0,
        ['username'],
      );
    }
    assertOk(await t.call('POST', '/api/auth/login', { ...login('editor', 'editor123'), remoteAddress: ip }));
    assert.equal(await throttleRow('editor', ip), undefined, 'a success forgets the address’s failures');
    // By username or by e-mail, the failures count against the one account.
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      const name = i % 2 ? 'EDITOR' : 'editor@example.com';
      assertError(
        await t.call('POST', '/api/auth/login', { ...login(name, 'wrong-one1'), remoteAddress: ip }),
        422,
        0,
        ['username'],
      );
    }
    const delayed = await t.call('POST', '/api/auth/login', { ...login('editor', 'editor123'), remoteAddress: ip });
    assertError(delayed, 429, 429);
    assert.equal(delayed.body.result, MESSAGES.tooManyAttempts);
    assert.ok(Number(delayed.headers['retry-after']) <= 2, `Retry-After ${delayed.headers['retry-after']}`);
    // the right password from another address is not refused (the probe: 5 failures locked admin out for 15 min)
    assertOk(
      await t.call('POST', '/api/auth/login', { ...login('editor', 'editor123'), remoteAddress: '198.51.100.1' }),
    );
    // the delay doubles with each further failure
    const waited = () =>
      t.app.db
        .updateTable('sign_in_throttle')
        .set({ next_allowed_at: new Date(Date.now() - 1000).toISOString() })
        .where('username', '=', 'editor')
        .execute();
    await waited();
    assertError(
      await t.call('POST', '/api/auth/login', { ...login('editor', 'wrong-one1'), remoteAddress: ip }),
      422,
      0,
      ['username'],
    );
    const longer = await t.call('POST', '/api/auth/login', { ...login('editor', 'editor123'), remoteAddress: ip });
    assertError(longer, 429, 429);
    const retry = Number(longer.headers['retry-after']);
    assert.ok(retry > 2 && retry <= 4, `Retry-After ${retry}`);
    // once waited, the right password gets in
    await waited();
    assertOk(await t.call('POST', '/api/auth/login', { ...login('editor', 'editor123'), remoteAddress: ip }));
  });

  test('twenty failures from one address lock nobody else behind it', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures * 4; i++) {
      assertError(
        await t.call('POST', '/api/auth/login', { ...login(`guess${i % 4}`, 'wrong-one1'), remoteAddress: ip }),
        422,
        0,
        ['username'],
      );
    }
    assertOk(await t.call('POST', '/api/auth/login', { ...login('admin', 'admin123'), remoteAddress: ip }));
  });

  test('past the per-account ceiling only addresses that have not failed on the account may try', async () => {
    const perAddress = LOGIN_THROTTLE.maxFailures;
    const addresses = LOGIN_THROTTLE.accountMaxFailures / perAddress;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < perAddress; i++) {
        assertError(
          await t.call('POST', '/api/auth/login', { ...login('loan', 'wrong-one1'), remoteAddress: `192.0.2.${a}` }),
          422,
          0,
          ['username'],
        );
      }
    }
    // an attacking address, even once its own delay has passed, is refused
    await t.app.db
      .updateTable('sign_in_throttle')
      .set({ next_allowed_at: null })
      .where('username', '=', 'loan')
      .execute();
    assertError(
      await t.call('POST', '/api/auth/login', { ...login('loan', 'loan1234'), remoteAddress: '192.0.2.0' }),
      429,
      429,
    );
    // the owner from another address signs in
    assertOk(await t.call('POST', '/api/auth/login', { ...login('loan', 'loan1234'), remoteAddress: '198.51.100.20' }));
    // a new address gets one try, then it is refused too
    assertError(
      await t.call('POST', '/api/auth/login', { ...login('loan', 'wrong-one1'), remoteAddress: '198.51.100.21' }),
      422,
      0,
      ['username'],
    );
    assertError(
      await t.call('POST', '/api/auth/login', { ...login('loan', 'loan1234'), remoteAddress: '198.51.100.21' }),
      429,
      429,
    );
    // when the window has passed, the account is open again
    const past = new Date(Date.now() - (LOGIN_THROTTLE.windowSeconds + 1) * 1000).toISOString();
    await t.app.db
      .updateTable('sign_in_throttle')
      .set({ last_failure_at: past, next_allowed_at: past })
      .where('username', '=', 'loan')
      .execute();
    assertOk(await t.call('POST', '/api/auth/login', { ...login('loan', 'loan1234'), remoteAddress: '192.0.2.0' }));
  });

  test('30 concurrent wrong passwords from one address are checked at most the free number of times', async () => {
    const ip = '203.0.113.150';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call('POST', '/api/auth/login', { ...login('station', 'wrong-one1'), remoteAddress: ip }),
      ),
    );
    const checked = answers.filter((a) => a.status === 422).length;
    assert.ok(
      answers.every((a) => a.status === 422 || a.status === 429),
      answers.map((a) => a.status).join(),
    );
    assert.ok(checked >= 1 && checked <= LOGIN_THROTTLE.maxFailures, `checked ${checked} times`);
    assert.equal((await throttleRow('station', ip))?.failures, checked);
  });

  test('PUT /users/unlock/{id}: a full-access admin unlocks an account; 401, 403, 404, 422', async () => {
    const ip = '203.0.113.200';
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      await t.call('POST', '/api/auth/login', { ...login('ads', 'wrong-one1'), remoteAddress: ip });
    }
    assertError(await t.call('POST', '/api/auth/login', { ...login('ads', 'ads12345'), remoteAddress: ip }), 429, 429);
    const id = await t.userId('ads');
    assertError(await t.call('PUT', `/api/users/unlock/${id}`), 401, 6002);
    assertError(await t.call('PUT', `/api/users/unlock/${id}`, { as: 'useradmin' }), 403, 403);
    assertError(await t.call('PUT', '/api/users/unlock/99999', { as: 'admin' }), 404, 404);
    assertError(await t.call('PUT', '/api/users/unlock/abc', { as: 'admin' }), 422, 0, ['id']);
    const { data, messages } = assertOk(await t.call('PUT', `/api/users/unlock/${id}`, { as: 'admin' }));
    assert.equal(messages, 'Account unlocked');
    assert.equal(data.username, 'ads');
    assert.equal(await throttleRow('ads', ip), undefined);
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select(['action', 'username'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'unlock')
      .execute();
    assert.deepEqual(audit, [{ action: 'unlock', username: 'admin' }]);
    assertOk(await t.call('POST', '/api/auth/login', { ...login('ads', 'ads12345'), remoteAddress: ip }));
  });
});
