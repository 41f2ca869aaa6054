import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALL_PERMISSIONS, permissionGroup } from '@admin/contract';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('roles and permissions', (t) => {
  const permissionId = (name: string) => t.idOf('permissions', 'name', name);

  test('GET /permissions answers every contract permission with its display name and group', async () => {
    const { data } = assertOk(await t.call('GET', '/api/permissions', { as: 'news' }));
    assert.deepEqual(valuesOf(data, 'name'), [...ALL_PERMISSIONS]);
    for (const p of data) {
      assert.equal(p.group, permissionGroup(p.name));
      assert.ok(p.display_name.length > 3);
    }
    assert.equal(data.find((p: { name: string }) => p.name === 'users-create').group, 'admin-users');
  });

  test('GET /roles lists every role with permissions and users_count (any signed-in user)', async () => {
    const body = assertOk(await t.call('GET', '/api/roles', { as: 'news' }));
    const byName = Object.fromEntries(body.data.map((r: { name: string }) => [r.name, r]));
    assert.deepEqual(Object.keys(byName).sort(), [
      'ads-manager',
      'content-editor',
      'loan-officer',
      'loan-supervisor',
      'news-writer',
      'station-manager',
      'super-admin',
      'user-admin',
    ]);
    assert.equal(body.total, 8);
    assert.equal(byName['super-admin'].role_has_permission, 1);
    assert.equal(byName['super-admin'].display_name, 'Super Admin');
    assert.equal(byName['super-admin'].users_count, 1);
    assert.deepEqual(valuesOf(byName['news-writer'].permissions, 'name'), ['news-list']);
    assert.ok(byName['news-writer'].users_count >= 2);
    const one = assertOk(await t.call('GET', `/api/roles/${byName['loan-officer'].id}`, { as: 'news' }));
    assert.deepEqual(one.data, byName['loan-officer']);
    assertError(await t.call('GET', '/api/roles/9999', { as: 'news' }), 404, 404);
  });

  test('POST /roles creates a role (full access only); names are unique, case-insensitively', async () => {
    const { data } = assertOk(
      await t.call('POST', '/api/roles', { as: 'admin', body: { name: 'faq-editor', display_name: 'FAQ Editor' } }),
    );
    assert.deepEqual(
      { ...data, id: 0 },
      {
        id: 0,
        name: 'faq-editor',
        display_name: 'FAQ Editor',
        role_has_permission: 0,
        permissions: [],
        users_count: 0,
      },
    );
    assertError(await t.call('POST', '/api/roles', { as: 'admin', body: { name: 'FAQ-Editor' } }), 422, 0, ['name']);
    const plain = assertOk(await t.call('POST', '/api/roles', { as: 'admin', body: { name: 'auditor' } }));
    assert.equal(plain.data.display_name, 'auditor');
  });

  test('PUT /roles/{id} sets permissions; holders gain them on their next request', async () => {
    const role = assertOk(await t.call('GET', '/api/roles', { as: 'admin' })).data.find(
      (r: { name: string }) => r.name === 'news-writer',
    );
    const s = await t.signIn('news');
    assertError(await t.call('GET', '/api/users', { token: s.token }), 403, 403);
    const wanted = [await permissionId('news-list'), await permissionId('users-index')];
    const { data } = assertOk(
      await t.call('PUT', `/api/roles/${role.id}`, {
        as: 'admin',
        body: { name: 'news-writer', display_name: 'Writer', permissions: wanted },
      }),
    );
    assert.equal(data.display_name, 'Writer');
    assert.deepEqual(valuesOf(data.permissions, 'name'), ['users-index', 'news-list']);
    assertOk(await t.call('GET', '/api/users', { token: s.token }));
    const stored = await t.app.db
      .selectFrom('role_permissions')
      .select('permission_id')
      .where('role_id', '=', role.id)
      .execute();
    assert.deepEqual(
      stored.map((r) => r.permission_id).sort((a, b) => a - b),
      [...wanted].sort((a, b) => a - b),
    );

    assertError(
      await t.call('PUT', `/api/roles/${role.id}`, {
        as: 'admin',
        body: { name: 'news-writer', permissions: [9999] },
      }),
      422,
      0,
      ['permissions'],
    );
    assertError(
      await t.call('PUT', `/api/roles/${role.id}`, { as: 'admin', body: { name: 'Super-Admin', permissions: [] } }),
      422,
      0,
      ['name'],
    );
    assertError(
      await t.call('PUT', '/api/roles/9999', { as: 'admin', body: { name: 'x', permissions: [] } }),
      404,
      404,
    );
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select(['before_json', 'after_json'])
      .where('entity', '=', 'role')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    assert.match(audit.before_json ?? '', /"news-list"/);
    assert.match(audit.after_json ?? '', /"users-index"/);
  });

  test('the full-access role keeps full access and cannot be deleted', async () => {
    const superAdmin = assertOk(await t.call('GET', '/api/roles', { as: 'admin' })).data.find(
      (r: { name: string }) => r.name === 'super-admin',
    );
    const res = await t.call('DELETE', `/api/roles/${superAdmin.id}`, { as: 'admin' });
    assertError(res, 409, 409);
    assert.match(res.body.result, /full-access role/);
    assertOk(
      await t.call('PUT', `/api/roles/${superAdmin.id}`, {
        as: 'admin',
        body: { name: 'super-admin', permissions: [] },
      }),
    );
    assert.equal(assertOk(await t.call('GET', '/api/me/account', { as: 'admin' })).data.role_has_permission, 1);
  });

  test('DELETE /roles/{id}: 409 naming how many users hold it; an unused role goes', async () => {
    const roles = assertOk(await t.call('GET', '/api/roles', { as: 'admin' })).data;
    const used = roles.find((r: { name: string }) => r.name === 'loan-officer');
    const res = await t.call('DELETE', `/api/roles/${used.id}`, { as: 'admin' });
    assertError(res, 409, 409);
    assert.match(res.body.result, new RegExp(`${used.users_count} users hold it`));
    const unused = assertOk(await t.call('POST', '/api/roles', { as: 'admin', body: { name: 'temporary' } })).data;
    assert.equal(assertOk(await t.call('DELETE', `/api/roles/${unused.id}`, { as: 'admin' })).data, null);
    assert.equal(
      await t.app.db.selectFrom('roles').select('id').where('id', '=', unused.id).executeTakeFirst(),
      undefined,
    );
    assertError(await t.call('DELETE', `/api/roles/${unused.id}`, { as: 'admin' }), 404, 404);
  });
});
