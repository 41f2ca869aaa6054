import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertOk, testDatabases, useTestApp } from '../../test/harness.ts';

for (const db of testDatabases()) {
  describe(`audit log (${db.name})`, () => {
    const t = useTestApp(db);

    test('GET /audit-logs: changes newest first, with before and after, never a password or token', async () => {
      // a user admin manages accounts that hold nothing more than it does
      const id = await t.userId('huong.ngo');
      assertOk(
        await t.call('PUT', `/api/users/update_status/${id}`, { as: 'useradmin', body: { status: 'inactive' } }),
      );
      assertOk(await t.call('PUT', `/api/users/reset_password/${id}`, { as: 'useradmin' }));
      const body = assertOk(
        await t.call('GET', '/api/audit-logs', { as: 'admin', query: { entity: 'user', entity_id: String(id) } }),
      );
      assert.equal(body.total, 2);
      const [reset, status] = body.data;
      assert.equal(reset.action, 'password_reset');
      assert.equal(status.action, 'status');
      assert.deepEqual(status.before, { status: 'active' });
      assert.deepEqual(status.after, { status: 'inactive' });
      assert.equal(status.username, 'useradmin');
      assert.equal(status.ip, '127.0.0.1');
      assert.ok(Date.parse(status.created_at) <= Date.now());

      const byUser = assertOk(
        await t.call('GET', '/api/audit-logs', {
          as: 'admin',
          query: { user_id: await t.userId('useradmin'), count: 1 },
        }),
      );
      assert.equal(byUser.data.length, 1);
      assert.ok(byUser.total >= 3, 'sign-in, status, reset');
      const all = assertOk(await t.call('GET', '/api/audit-logs', { as: 'admin', query: { count: 200 } }));
      assert.doesNotMatch(JSON.stringify(all.data), /argon2|password_hash|temporary_password/);
    });
  });
}
