import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertOk, describeApp } from '../../test/harness.ts';

describeApp('audit log', (t) => {
  test('GET /audit-logs: changes newest first, with before and after, never a password or token', async () => {
    // a user admin manages accounts that hold nothing more than it does
    const id = await t.userId('huong.ngo');
    assertOk(await t.call('PUT', `/api/users/update_status/${id}`, { as: 'useradmin', body: { status: 'inactive' } }));
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

  test('the search: by who (any case), what, area and Vietnam days', async () => {
    const id = await t.userId('huong.ngo');
    assertOk(await t.call('PUT', `/api/users/update_status/${id}`, { as: 'useradmin', body: { status: 'active' } }));
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const found = assertOk(
      await t.call('GET', '/api/audit-logs', {
        as: 'admin',
        query: { username: 'UserAdmin', action: 'status', entity: 'user', start_date: today, end_date: today },
      }),
    );
    assert.ok(found.total >= 1);
    for (const entry of found.data) {
      assert.equal(entry.username, 'useradmin');
      assert.equal(entry.action, 'status');
      assert.equal(entry.entity, 'user');
    }
    const before = assertOk(
      await t.call('GET', '/api/audit-logs', {
        as: 'admin',
        query: { username: 'useradmin', start_date: '2020-01-01', end_date: '2020-01-31' },
      }),
    );
    assert.equal(before.total, 0, 'nothing on days before the change');
    const bad = await t.call('GET', '/api/audit-logs', { as: 'admin', query: { start_date: '26/11/2026' } });
    assert.equal(bad.status, 422);
  });

  test('GET /exports/mine: every export a user runs is in their history, with its filters, rows and size', async () => {
    const res = await t.call('GET', '/api/v2/transactions/export', {
      as: 'loan',
      query: { status: 'completed', format: 'csv', lang: 'en' },
    });
    assert.equal(res.status, 200);
    const lines = String(res.body).trim().split('\r\n').length - 1;
    const total = assertOk(
      await t.call('GET', '/api/v2/transactions', { as: 'loan', query: { status: 'completed', count: 1 } }),
    ).total;
    assert.equal(lines, total);
    // the run is written when the answer ends
    let run: { name: string; status: string; rows: number; bytes: number; filters: Record<string, string> } | undefined;
    for (let i = 0; i < 200 && run?.status !== 'done'; i++) {
      run = assertOk(await t.call('GET', '/api/exports/mine', { as: 'loan' })).data[0];
      if (run?.status !== 'done') await new Promise((r) => setTimeout(r, 25));
    }
    assert.equal(run!.name, 'transactions');
    assert.equal(run!.status, 'done');
    assert.equal(run!.rows, total);
    assert.ok(run!.bytes > 100);
    assert.deepEqual(run!.filters, { status: 'completed' });
    const admins = assertOk(await t.call('GET', '/api/exports/mine', { as: 'admin' })).data;
    assert.ok(
      admins.every(
        (r: { name: string; filters: Record<string, string> }) =>
          r.filters.status !== 'completed' || r.name !== 'transactions',
      ),
      "another user's runs are not in mine",
    );
  });
});
