import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { MESSAGES, PAGE_SIZE, UPLOAD_LIMITS } from '@admin/contract';
import sharp from 'sharp';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';
import { HOLDS_MORE, MAY_NOT_CHANGE_OWN_ROLES, MAY_NOT_GRANT } from './users.repository.ts';

const png = (size = 600) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#c62828' } })
    .png()
    .toBuffer();

function form(field: string, bytes: Buffer, filename: string, type: string) {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

const newUser = (over: Record<string, unknown> = {}) => ({
  username: 'tran.binh',
  email: 'tran.binh@example.com',
  full_name: 'Trần Văn Bình',
  nickname: 'Bình',
  phone: '0901234567',
  password: 'Welcome2024',
  role_ids: [2],
  ...over,
});

describeApp('users', (t) => {
  const roleId = (name: string) => t.idOf('roles', 'name', name);
  /** The ids of the content editor's, the user admin's and the news writer's roles. */
  const threeRoles = () => Promise.all([roleId('content-editor'), roleId('user-admin'), roleId('news-writer')]);

  test('GET /users pages 50 at a time with the list envelope, newest id first', async () => {
    const body = assertOk(await t.call('GET', '/api/users', { as: 'admin' }));
    assert.equal(body.per_page, PAGE_SIZE.default);
    assert.equal(body.current, 1);
    assert.equal(body.total, 41);
    assert.equal(body.data.length, 41);
    assert.ok(body.data[0].id > body.data[1].id);
    const page2 = assertOk(await t.call('GET', '/api/users', { as: 'admin', query: { count: 15, page: 2 } }));
    assert.equal(page2.data.length, 15);
    assert.equal(page2.current, 2);
    assert.equal(page2.data[0].id, body.data[15].id);
    assert.equal('password_hash' in page2.data[0], false);
  });

  test('filters: q (case- and diacritic-insensitive), status, role; sorts', async () => {
    const byName = assertOk(await t.call('GET', '/api/users', { as: 'admin', query: { q: 'nguyen thanh' } }));
    assert.deepEqual(valuesOf(byName.data, 'username'), ['admin']);
    const byAccent = assertOk(await t.call('GET', '/api/users', { as: 'admin', query: { q: 'Hồ Thị' } }));
    assert.ok(byAccent.data.some((u: { username: string }) => u.username === 'useradmin'));
    const byEmail = assertOk(await t.call('GET', '/api/users', { as: 'admin', query: { q: 'EDITOR@' } }));
    assert.deepEqual(valuesOf(byEmail.data, 'username'), ['editor']);
    const literal = assertOk(await t.call('GET', '/api/users', { as: 'admin', query: { q: '%' } }));
    assert.equal(literal.total, 0);

    const inactive = assertOk(await t.call('GET', '/api/users', { as: 'admin', query: { status: 'inactive' } }));
    assert.ok(inactive.total > 0);
    assert.ok(inactive.data.every((u: { status: string }) => u.status === 'inactive'));

    const writers = await roleId('news-writer');
    const byRole = assertOk(
      await t.call('GET', '/api/users', { as: 'admin', query: { role_id: writers, count: 200 } }),
    );
    assert.ok(byRole.total >= 2);
    assert.ok(byRole.data.every((u: { roles: { id: number }[] }) => u.roles.some((r) => r.id === writers)));

    const sorted = assertOk(
      await t.call('GET', '/api/users', { as: 'admin', query: { sort_by: 'username', order_by: 'asc', count: 5 } }),
    );
    const names = valuesOf(sorted.data, 'username');
    assert.deepEqual(names, [...names].sort());
    const lastLogin = assertOk(
      await t.call('GET', '/api/users', { as: 'admin', query: { sort_by: 'last_login_at', order_by: 'desc' } }),
    );
    assert.equal(lastLogin.data[0].username, 'admin');
  });

  test('GET /users/{id} answers the user with roles; 404 for an unknown id', async () => {
    const id = await t.userId('loan');
    const { data } = assertOk(await t.call('GET', `/api/users/${id}`, { as: 'useradmin' }));
    assert.equal(data.username, 'loan');
    assert.deepEqual(valuesOf(data.roles, 'name'), ['loan-officer']);
    assertError(await t.call('GET', '/api/users/99999', { as: 'admin' }), 404, 404);
  });

  test('POST /users creates a user who must change the password, and audits it without the hash', async () => {
    const userAdmin = await roleId('user-admin');
    const res = await t.call('POST', '/api/users', { as: 'useradmin', body: newUser({ role_ids: [userAdmin] }) });
    const { data, messages } = assertOk(res);
    assert.equal(messages, 'Create user successful!');
    assert.equal(data.username, 'tran.binh');
    assert.equal(data.first_login, 1);
    assert.equal(data.status, 'active');
    assert.deepEqual(valuesOf(data.roles, 'id'), [userAdmin]);
    assertOk(await t.call('POST', '/api/auth/login', { body: { username: 'tran.binh', password: 'Welcome2024' } }));
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(data.id))
      .execute();
    assert.equal(audit[0].action, 'create');
    assert.equal(audit[0].username, 'useradmin');
    assert.doesNotMatch(audit[0].after_json ?? '', /password|argon2/);
  });

  test('POST /users: duplicates, a weak password and unknown roles are field errors', async () => {
    const dup = await t.call('POST', '/api/users', {
      as: 'admin',
      body: newUser({ username: 'ADMIN', email: 'Editor@example.com' }),
    });
    assertError(dup, 422, 0, ['username', 'email']);
    const weak = await t.call('POST', '/api/users', {
      as: 'admin',
      body: newUser({ username: 'weak.one', email: 'weak@example.com', password: 'abcdefgh' }),
    });
    assertError(weak, 422, 0, ['password']);
    assert.deepEqual(weak.body.errors.password, ['Password must contain a digit']);
    const roles = await t.call('POST', '/api/users', {
      as: 'admin',
      body: newUser({ username: 'norole', email: 'norole@example.com', role_ids: [999] }),
    });
    assertError(roles, 422, 0, ['role_ids']);
    const count = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('username', 'in', ['weak.one', 'norole'])
      .execute();
    assert.equal(count.length, 0);
  });

  test('only a full-access user may grant full access or change a full-access account', async () => {
    const superAdmin = await roleId('super-admin');
    const grant = await t.call('POST', '/api/users', {
      as: 'useradmin',
      body: newUser({ username: 'sneaky', email: 'sneaky@example.com', role_ids: [superAdmin] }),
    });
    assertError(grant, 403, 403);
    assert.equal(grant.body.result, MAY_NOT_GRANT);
    const adminId = await t.userId('admin');
    for (const [method, url, body] of [
      ['PUT', `/api/users/reset_password/${adminId}`, undefined],
      ['PUT', `/api/users/update_status/${adminId}`, { status: 'inactive' }],
    ] as const) {
      const res = await t.call(method, url, { as: 'useradmin', body });
      assertError(res, 403, 403);
      assert.match(res.body.result, /full-access account/);
    }
  });

  test('nobody grants a role holding a permission they lack, or changes their own roles', async () => {
    const [editor, userAdmin, writer] = await threeRoles();
    const uaId = await t.userId('useradmin');
    const own = (roleIds: number[]) => ({
      username: 'useradmin',
      email: 'useradmin@example.com',
      full_name: 'Hồ Thị Thu',
      role_ids: roleIds,
    });
    const current = assertOk(await t.call('GET', `/api/users/${uaId}`, { as: 'admin' })).data;
    const ownBody = { ...own([]), email: current.email, full_name: current.full_name };
    // the probe: useradmin put a partial role on its own account (4 → 78 permissions)
    const self = await t.call('PUT', `/api/users/${uaId}`, {
      as: 'useradmin',
      body: { ...ownBody, role_ids: [userAdmin, editor] },
    });
    assertError(self, 403, 403);
    assert.equal(self.body.result, MAY_NOT_CHANGE_OWN_ROLES);
    // not even a full-access user changes its own roles
    const adminId = await t.userId('admin');
    const adminSelf = await t.call('PUT', `/api/users/${adminId}`, {
      as: 'admin',
      body: { username: 'admin', email: 'admin@example.com', full_name: 'Nguyễn Thành Công', role_ids: [writer] },
    });
    assertError(adminSelf, 403, 403);
    assert.equal(adminSelf.body.result, MAY_NOT_CHANGE_OWN_ROLES);
    // editing one's own name with the same roles is fine
    assertOk(
      await t.call('PUT', `/api/users/${uaId}`, { as: 'useradmin', body: { ...ownBody, role_ids: [userAdmin] } }),
    );
    const rolesOfUa = assertOk(await t.call('GET', '/api/me/account', { as: 'useradmin' })).data.role_has_permission;
    assert.equal(rolesOfUa.length, 4);

    // a role with permissions useradmin lacks cannot be given, on create or on edit
    const create = await t.call('POST', '/api/users', {
      as: 'useradmin',
      body: newUser({ username: 'grant.editor', email: 'grant.editor@example.com', role_ids: [editor] }),
    });
    assertError(create, 403, 403);
    assert.equal(create.body.result, MAY_NOT_GRANT);
    const peer = assertOk(
      await t.call('POST', '/api/users', {
        as: 'useradmin',
        body: newUser({ username: 'ua.peer', email: 'ua.peer@example.com', role_ids: [userAdmin] }),
      }),
    ).data;
    const peerBody = { username: 'ua.peer', email: 'ua.peer@example.com', full_name: 'Trần Văn Bình' };
    const raise = await t.call('PUT', `/api/users/${peer.id}`, {
      as: 'useradmin',
      body: { ...peerBody, role_ids: [userAdmin, editor] },
    });
    assertError(raise, 403, 403);
    assert.equal(raise.body.result, MAY_NOT_GRANT);
    // a full-access user may
    assertOk(
      await t.call('PUT', `/api/users/${peer.id}`, {
        as: 'admin',
        body: { ...peerBody, role_ids: [userAdmin, editor] },
      }),
    );
    const granted = await t.app.db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', peer.id)
      .orderBy('role_id')
      .execute();
    assert.deepEqual(
      granted.map((r) => r.role_id),
      [editor, userAdmin].sort((a, b) => a - b),
    );
  });

  test('password reset, password set and role changes are refused on accounts holding more than the actor', async () => {
    const [editor, userAdmin, writer] = await threeRoles();
    const editorId = await t.userId('editor');
    const hashBefore = (
      await t.app.db.selectFrom('users').select('password_hash').where('id', '=', editorId).executeTakeFirstOrThrow()
    ).password_hash;
    const reset = await t.call('PUT', `/api/users/reset_password/${editorId}`, { as: 'useradmin' });
    assertError(reset, 403, 403);
    assert.equal(reset.body.result, HOLDS_MORE);
    assert.equal('data' in reset.body, false);
    const editorBody = {
      username: 'editor',
      email: 'editor@example.com',
      full_name: (await t.call('GET', `/api/users/${editorId}`, { as: 'admin' })).body.data.full_name,
      role_ids: [editor],
    };
    const setPassword = await t.call('PUT', `/api/users/${editorId}`, {
      as: 'useradmin',
      body: { ...editorBody, password: 'Taken-over-99' },
    });
    assertError(setPassword, 403, 403);
    assert.equal(setPassword.body.result, HOLDS_MORE);
    const demote = await t.call('PUT', `/api/users/${editorId}`, {
      as: 'useradmin',
      body: { ...editorBody, role_ids: [writer] },
    });
    assertError(demote, 403, 403);
    const hashAfter = (
      await t.app.db.selectFrom('users').select('password_hash').where('id', '=', editorId).executeTakeFirstOrThrow()
    ).password_hash;
    assert.equal(hashAfter, hashBefore);
    assertOk(await t.call('POST', '/api/auth/login', { body: { username: 'editor', password: 'editor123' } }));
    // other fields of that account, with its roles unchanged, stay editable
    assertOk(await t.call('PUT', `/api/users/${editorId}`, { as: 'useradmin', body: editorBody }));

    // an account holding only what the actor holds: reset and role change work
    const peer = assertOk(
      await t.call('POST', '/api/users', {
        as: 'admin',
        body: newUser({ username: 'ua.reset', email: 'ua.reset@example.com', role_ids: [userAdmin] }),
      }),
    ).data;
    assertOk(await t.call('PUT', `/api/users/reset_password/${peer.id}`, { as: 'useradmin' }));
  });

  test('PUT /users/{id} edits fields and roles; a password set here must be changed at sign-in', async () => {
    const id = await t.userId('hung.phan');
    const before = assertOk(await t.call('GET', `/api/users/${id}`, { as: 'admin' })).data;
    const s = await t.signIn('hung.phan');
    const editor = await roleId('content-editor');
    const body = {
      username: 'hung.phan',
      email: 'hung.phan@example.vn',
      full_name: 'Vũ Minh Hùng',
      nickname: null,
      phone: '0987654321',
      role_ids: [editor],
    };
    const { data, messages } = assertOk(await t.call('PUT', `/api/users/${id}`, { as: 'admin', body }));
    assert.equal(messages, 'Edit user successful!');
    assert.equal(data.email, 'hung.phan@example.vn');
    assert.deepEqual(valuesOf(data.roles, 'name'), ['content-editor']);
    assert.notDeepEqual(before.roles, data.roles);
    const row = await t.app.db
      .selectFrom('users')
      .select(['full_name', 'first_login'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { full_name: 'Vũ Minh Hùng', first_login: 0 });
    assertOk(await t.call('GET', '/api/me/account', { token: s.token }));

    const taken = await t.call('PUT', `/api/users/${id}`, { as: 'admin', body: { ...body, username: 'news' } });
    assertError(taken, 422, 0, ['username']);

    assertOk(await t.call('PUT', `/api/users/${id}`, { as: 'admin', body: { ...body, password: 'Temp-pass-77' } }));
    assertError(await t.call('GET', '/api/me/account', { token: s.token }), 401, 6002);
    const relogin = assertOk(
      await t.call('POST', '/api/auth/login', { body: { username: 'hung.phan', password: 'Temp-pass-77' } }),
    );
    assert.equal(relogin.data.user.first_login, 1);
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select(['before_json', 'after_json'])
      .where('entity_id', '=', String(id))
      .where('action', '=', 'update')
      .execute();
    assert.equal(audit.length, 2);
    assert.match(audit[0].before_json ?? '', /hung.phan@example.com/);
    assert.match(audit[0].after_json ?? '', /hung.phan@example.vn/);
  });

  test('PUT /users/update_status/{id}: deactivating ends the sessions; not yourself', async () => {
    const id = await t.userId('linh.le');
    const s = await t.signIn('linh.le');
    const { data } = assertOk(
      await t.call('PUT', `/api/users/update_status/${id}`, { as: 'useradmin', body: { status: 'inactive' } }),
    );
    assert.equal(data.status, 'inactive');
    assertError(await t.call('GET', '/api/me/account', { token: s.token }), 401, 6002);
    assertError(
      await t.call('POST', '/api/auth/login', { body: { username: 'linh.le', password: 'staff1234' } }),
      403,
      403,
    );
    assertOk(await t.call('PUT', `/api/users/update_status/${id}`, { as: 'useradmin', body: { status: 'active' } }));
    assertOk(await t.call('POST', '/api/auth/login', { body: { username: 'linh.le', password: 'staff1234' } }));

    const self = await t.call('PUT', `/api/users/update_status/${await t.userId('useradmin')}`, {
      as: 'useradmin',
      body: { status: 'inactive' },
    });
    assertError(self, 422, 0, ['status']);
    assertError(
      await t.call('PUT', '/api/users/update_status/99999', { as: 'admin', body: { status: 'inactive' } }),
      404,
      404,
    );
  });

  test('PUT /users/reset_password/{id} answers a temporary password that works once, then must be changed', async () => {
    const id = await t.userId('long.dang');
    const old = await t.signIn('long.dang');
    const { data, messages } = assertOk(await t.call('PUT', `/api/users/reset_password/${id}`, { as: 'admin' }));
    assert.equal(messages, 'Reset password successful!');
    assert.match(data.temporary_password, /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12}$/);
    assertError(await t.call('GET', '/api/me/account', { token: old.token }), 401, 6002);
    const fresh = await t.signIn('long.dang', data.temporary_password);
    const blocked = await t.call('GET', '/api/users', { token: fresh.token });
    assert.equal(blocked.body.result, MESSAGES.mustChangePassword);
    assertError(await t.call('PUT', '/api/users/reset_password/99999', { as: 'admin' }), 404, 404);
  });

  test('POST /users/{id} is the spec’s user edit: JSON, or multipart with the fields and an optional avatar', async () => {
    const id = await t.userId('tuan.hoang');
    const writer = await roleId('news-writer');
    const body = {
      username: 'tuan.hoang',
      email: 'tuan.hoang@example.vn',
      full_name: 'Võ Minh Tuấn',
      phone: '0912345678',
      role_ids: [writer],
    };
    const json = await t.call('POST', `/api/users/${id}`, { as: 'admin', body });
    const edited = assertOk(json);
    assert.equal(edited.messages, 'Edit user successful!');
    assert.equal(edited.data.email, 'tuan.hoang@example.vn');
    assert.deepEqual(valuesOf(edited.data.roles, 'name'), ['news-writer']);
    const multipart = form('avatar', await png(), 'me.png', 'image/png');
    for (const [key, value] of Object.entries({ ...body, full_name: 'Võ Tuấn' })) {
      if (key === 'role_ids') multipart.append('role_ids[]', String(writer));
      else multipart.append(key, String(value));
    }
    const both = assertOk(await t.call('POST', `/api/users/${id}`, { as: 'admin', body: multipart }));
    assert.equal(both.data.full_name, 'Võ Tuấn');
    assert.match(both.data.avatar, /^\/uploads\/avatars\/.+\.png$/);
    // the same field errors as PUT; nothing stored
    const bad = new FormData();
    bad.append('username', 'x');
    bad.append('avatar', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'me.png');
    assertError(await t.call('POST', `/api/users/${id}`, { as: 'admin', body: bad }), 422, 0, [
      'username',
      'email',
      'full_name',
      'role_ids',
    ]);
    assertError(await t.call('POST', `/api/users/${id}`, { body }), 401, 6002);
    assertError(await t.call('POST', `/api/users/${id}`, { as: 'news', body }), 403, 403);
    // the same rules as PUT: useradmin cannot raise an account's roles this way either
    const editor = await roleId('content-editor');
    const raise = await t.call('POST', `/api/users/${await t.userId('useradmin')}`, {
      as: 'useradmin',
      body: { ...body, username: 'useradmin', email: 'useradmin@example.com', role_ids: [editor] },
    });
    assertError(raise, 403, 403);
  });

  test('POST /users/{id} stores an avatar with its variants; refuses non-images and big files', async () => {
    const id = await t.userId('editor');
    const res = await t.call('POST', `/api/users/${id}`, {
      as: 'admin',
      body: form('avatar', await png(), 'me.png', 'image/png'),
    });
    const { data } = assertOk(res);
    assert.match(data.avatar, /^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    assert.match(data.avatar_list.medium, /^\/uploads\/avatars\/[0-9a-f-]{36}-medium\.webp$/);
    assert.equal(data.avatar_list.original, data.avatar);
    const medium = await sharp(
      path.join(t.dataDir, data.avatar_list.medium.replace('/uploads/', 'uploads/')),
    ).metadata();
    assert.equal(medium.width, 256);
    assert.ok(
      fs.existsSync(
        path.join(t.dataDir, data.avatar_list.medium.replace('/uploads/', 'uploads/').replace('-medium', '-small')),
      ),
    );
    const served = await t.call('GET', data.avatar_list.medium);
    assert.equal(served.status, 200);
    assert.equal(served.headers['content-type'], 'image/webp');

    const fake = await t.call('POST', `/api/users/${id}`, {
      as: 'admin',
      body: form('avatar', Buffer.from('<?php echo 1; ?>'), 'x.png', 'image/png'),
    });
    assertError(fake, 422, 0, ['avatar']);
    const big = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1024, 1);
    assertError(
      await t.call('POST', `/api/users/${id}`, { as: 'admin', body: form('avatar', big, 'big.png', 'image/png') }),
      422,
      0,
      ['avatar'],
    );
    assertError(
      await t.call('POST', `/api/users/${id}`, {
        as: 'admin',
        body: form('photo', await png(), 'me.png', 'image/png'),
      }),
      422,
      0,
      ['photo'],
    );
    assertError(
      await t.call('POST', '/api/users/99999', {
        as: 'admin',
        body: form('avatar', await png(), 'me.png', 'image/png'),
      }),
      404,
      404,
    );
    const after = await t.app.db.selectFrom('users').select('avatar').where('id', '=', id).executeTakeFirstOrThrow();
    assert.equal(`/uploads/${after.avatar}`, data.avatar);
  });

  test('ids beyond 32 bits and NUL bytes answer 422 on both databases, never 500', async () => {
    assertError(await t.call('GET', '/api/users/99999999999', { as: 'admin' }), 422, 0, ['id']);
    assertError(await t.call('GET', '/api/users', { as: 'admin', query: { role_id: 99999999999 } }), 422, 0, [
      'role_id',
    ]);
    const roles = await t.call('POST', '/api/users', { as: 'admin', body: newUser({ role_ids: [99999999999] }) });
    assertError(roles, 422, 0, ['role_ids.0']);
    assertError(await t.call('GET', '/api/users', { as: 'admin', query: { q: 'a\u0000b' } }), 422, 0, ['q']);
  });

  test('user search (both paths) finds by name, username or e-mail', async () => {
    const a = assertOk(
      await t.call('GET', '/api/users/search/user-admin', { as: 'useradmin', query: { name: 'pham thu' } }),
    );
    assert.deepEqual(valuesOf(a.data, 'username'), ['loan']);
    assert.deepEqual(Object.keys(a.data[0]).sort(), ['email', 'full_name', 'id', 'username']);
    const b = assertOk(
      await t.call('GET', '/api/v2/users/search', { as: 'useradmin', query: { q: 'station', count: 5 } }),
    );
    assert.deepEqual(valuesOf(b.data, 'username'), ['station']);
    const all = assertOk(await t.call('GET', '/api/v2/users/search', { as: 'useradmin', query: { count: 3 } }));
    assert.equal(all.data.length, 3);
  });
});
