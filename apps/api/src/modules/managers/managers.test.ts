import assert from 'node:assert/strict';
import { test } from 'node:test';
import { INVITATION_TTL_DAYS } from '@admin/contract';
import { hashToken } from '../../lib/tokens.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

const tokenOf = (inviteUrl: string) => decodeURIComponent(inviteUrl.split('invite=')[1]);

describeApp('managers', (t) => {
  /** The invitation's link shows it `status` and can no longer be accepted (409). */
  const assertClosed = async (inviteUrl: string, status: string, username: string) => {
    const token = tokenOf(inviteUrl);
    assert.equal(assertOk(await t.call('GET', `/api/managers/invitations/${token}`)).data.status, status);
    assertError(
      await t.call('POST', `/api/managers/invitations/${token}/accept`, {
        body: { username, full_name: 'X', password: 'Newhire2024' },
      }),
      409,
      409,
    );
  };

  test('POST /managers invites: the link is shown once, only its hash is stored', async () => {
    const res = await t.call('POST', '/api/managers', { as: 'useradmin', body: { email: 'Minh.Chau@Example.vn' } });
    const { data } = assertOk(res);
    assert.equal(data.email, 'Minh.Chau@Example.vn');
    assert.equal(data.status, 'pending');
    assert.equal(data.invited_by, 'useradmin');
    assert.match(data.invite_url, /^\/login\?invite=[\w-]{40,}$/);
    const days = (Date.parse(data.expires_at) - Date.parse(data.created_at)) / 86_400_000;
    assert.ok(Math.abs(days - INVITATION_TTL_DAYS) < 0.01);
    const row = await t.app.db
      .selectFrom('manager_invitations')
      .select('token_hash')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.token_hash, hashToken(tokenOf(data.invite_url)));

    const list = assertOk(await t.call('GET', '/api/managers', { as: 'useradmin' }));
    assert.equal(list.total, 1);
    assert.equal(list.data[0].invite_url, null);
    const audit = await t.app.db
      .selectFrom('audit_logs')
      .select('after_json')
      .where('action', '=', 'invite')
      .executeTakeFirstOrThrow();
    assert.doesNotMatch(audit.after_json ?? '', /invite=|token/);
  });

  test('an e-mail that already belongs to a user is refused', async () => {
    assertError(await t.call('POST', '/api/managers', { as: 'admin', body: { email: 'LOAN@example.com' } }), 422, 0, [
      'email',
    ]);
  });

  test('GET /managers pages and searches by e-mail; inviting again replaces the pending invitation', async () => {
    for (const email of ['a1@example.vn', 'a2@example.vn', 'b1@example.vn']) {
      assertOk(await t.call('POST', '/api/managers', { as: 'admin', body: { email } }));
    }
    const again = assertOk(
      await t.call('POST', '/api/managers', { as: 'admin', body: { email: 'A1@example.vn' } }),
    ).data;
    const page = assertOk(await t.call('GET', '/api/managers', { as: 'admin', query: { count: 2, page: 1 } }));
    assert.equal(page.total, 5);
    assert.equal(page.data.length, 2);
    assert.equal(page.data[0].id, again.id);
    const found = assertOk(await t.call('GET', '/api/managers', { as: 'admin', query: { q: 'a1@' } }));
    assert.deepEqual(valuesOf(found.data, 'status'), ['pending', 'revoked']);
  });

  test('the public invitation page, then accepting it: a user without roles who can sign in', async () => {
    const { data } = assertOk(
      await t.call('POST', '/api/managers', { as: 'admin', body: { email: 'new.hire@example.vn' } }),
    );
    const token = tokenOf(data.invite_url);
    const info = assertOk(await t.call('GET', `/api/managers/invitations/${token}`));
    assert.deepEqual(info.data, { email: 'new.hire@example.vn', status: 'pending', expires_at: data.expires_at });

    const taken = await t.call('POST', `/api/managers/invitations/${token}/accept`, {
      body: { username: 'Admin', full_name: 'Người Mới', password: 'Newhire2024' },
    });
    assertError(taken, 422, 0, ['username']);
    const weak = await t.call('POST', `/api/managers/invitations/${token}/accept`, {
      body: { username: 'new.hire', full_name: 'Người Mới', password: 'short' },
    });
    assertError(weak, 422, 0, ['password']);

    const accepted = await t.call('POST', `/api/managers/invitations/${token}/accept`, {
      body: { username: 'new.hire', full_name: 'Người Mới', password: 'Newhire2024' },
    });
    assert.equal(assertOk(accepted).data.status, 'accepted');
    const signedIn = assertOk(
      await t.call('POST', '/api/auth/login', { body: { username: 'new.hire@example.vn', password: 'Newhire2024' } }),
    );
    assert.deepEqual(signedIn.data.user.roles, []);
    assert.deepEqual(signedIn.data.user.role_has_permission, []);
    assert.equal(signedIn.data.user.first_login, 0);
    const row = await t.app.db
      .selectFrom('manager_invitations')
      .select(['status', 'user_id'])
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'accepted', user_id: signedIn.data.userId });

    assertError(
      await t.call('POST', `/api/managers/invitations/${token}/accept`, {
        body: { username: 'again', full_name: 'X', password: 'Newhire2024' },
      }),
      409,
      409,
    );
    assertError(await t.call('GET', '/api/managers/invitations/unknown-token-123456'), 404, 404);
  });

  test('PUT /managers/{id}/revoke ends a pending invitation; its link stops working', async () => {
    const { data } = assertOk(
      await t.call('POST', '/api/managers', { as: 'admin', body: { email: 'revoke.me@example.vn' } }),
    );
    const revoked = assertOk(await t.call('PUT', `/api/managers/${data.id}/revoke`, { as: 'useradmin' }));
    assert.equal(revoked.data.status, 'revoked');
    assertError(await t.call('PUT', `/api/managers/${data.id}/revoke`, { as: 'admin' }), 409, 409);
    assertError(await t.call('PUT', '/api/managers/99999/revoke', { as: 'admin' }), 404, 404);
    await assertClosed(data.invite_url, 'revoked', 'revoked.user');
  });

  test('an invitation past its date is expired', async () => {
    const { data } = assertOk(
      await t.call('POST', '/api/managers', { as: 'admin', body: { email: 'late@example.vn' } }),
    );
    await t.app.db
      .updateTable('manager_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', data.id)
      .execute();
    await assertClosed(data.invite_url, 'expired', 'late.user');
  });
});
