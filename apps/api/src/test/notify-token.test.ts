/**
 * The notification service takes the API's access token and checks its session as the API does
 * (it asks the API): a logout, a deactivation or a permission removed count at once. The API
 * still writes the notification permissions into the claim `ntf` (for the web app).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { NOTIFY_TOKEN_CLAIM } from '@admin/contract';
import { SESSION_CHECK_FAILED, buildNotifyApp } from '../../../notify/src/app.ts';
import { assertOk, describeApp } from './harness.ts';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const SECRET = 'test-secret-that-is-long-enough-for-hs256';

describeApp('access tokens for the notification service', { jwtSecret: SECRET }, (t) => {
  const notifyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-token-'));
  let notify: Awaited<ReturnType<typeof buildNotifyApp>>;
  const campaign = { title: 'Ưu đãi', body: 'Giảm phí đăng tin', audience: 'all' };
  /** A campaign sent to the notification service (`app`, the one under test unless given) with this token. */
  const send = (token: string, app = notify) =>
    app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { authorization: `Bearer ${token}` },
      payload: campaign,
    });
  before(async () => {
    const apiUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    notify = await buildNotifyApp({ dataDir: notifyDir, jwtSecret: SECRET, schedulerIntervalMs: 0, apiUrl });
  });
  after(async () => {
    await notify.close();
    fs.rmSync(notifyDir, { recursive: true, force: true });
  });

  test('the claim lists the notification permissions held: all for full access, none without', async () => {
    for (const [username, expected] of [
      ['admin', ['notifications-index', 'notifications-create']],
      ['editor', ['notifications-index', 'notifications-create']],
      ['loan', undefined],
      ['newbie', undefined],
    ] as const) {
      const { token } = await t.signIn(username);
      assert.deepEqual(claimsOf(token)[NOTIFY_TOKEN_CLAIM], expected, username);
    }
  });

  test('an editor’s API token sends a campaign; a loan officer’s is refused (403)', async () => {
    const editor = await t.signIn('editor');
    const ok = await send(editor.token);
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().data.created_by, editor.userId);
    const loan = await t.signIn('loan');
    const refused = await send(loan.token);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().result, 'Permission denied: requires "notifications-create"');
  });

  test('a logged-out token is refused at once (the probe: honoured for up to 15 minutes)', async () => {
    const editor = await t.signIn('editor');
    assert.equal((await send(editor.token)).statusCode, 200);
    assertOk(await t.call('POST', '/api/auth/logout', { token: editor.token }));
    const after = await send(editor.token);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().result_code, 6002);
  });

  test('a deactivated user’s token is refused; a removed permission counts at once', async () => {
    const roleOf = (name: string) =>
      t.app.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    const editorRole = await roleOf('content-editor');
    const writerRole = await roleOf('news-writer');
    const body = { username: 'campaigner', email: 'campaigner@example.com', full_name: 'Lê Văn Chiến' };
    const created = assertOk(
      await t.call('POST', '/api/users', {
        as: 'admin',
        body: { ...body, password: 'Campaign-pass-1', role_ids: [editorRole.id] },
      }),
    ).data;
    await t.app.db.updateTable('users').set({ first_login: 0 }).where('id', '=', created.id).execute();
    const first = await t.signIn('campaigner', 'Campaign-pass-1');
    assert.equal((await send(first.token)).statusCode, 200);
    // the role that gave notifications-create is taken away: the same token is refused
    assertOk(
      await t.call('PUT', `/api/users/${created.id}`, { as: 'admin', body: { ...body, role_ids: [writerRole.id] } }),
    );
    const removed = await send(first.token);
    assert.equal(removed.statusCode, 403);
    assert.equal(removed.json().result, 'Permission denied: requires "notifications-create"');
    // deactivated (the probe: a deactivated user sent a campaign to 44 recipients)
    assertOk(
      await t.call('PUT', `/api/users/${created.id}`, { as: 'admin', body: { ...body, role_ids: [editorRole.id] } }),
    );
    const second = await t.signIn('campaigner', 'Campaign-pass-1');
    assert.equal((await send(second.token)).statusCode, 200);
    assertOk(
      await t.call('PUT', `/api/users/update_status/${created.id}`, { as: 'admin', body: { status: 'inactive' } }),
    );
    assert.equal((await send(second.token)).statusCode, 401);
  });

  test('when the API cannot be asked, the service answers 503, never the campaign', async () => {
    const offline = await buildNotifyApp({
      dataDir: notifyDir,
      jwtSecret: SECRET,
      schedulerIntervalMs: 0,
      sessionCheck: async () => {
        throw new Error('connection refused');
      },
    });
    try {
      const editor = await t.signIn('editor');
      const res = await send(editor.token, offline);
      assert.equal(res.statusCode, 503);
      assert.equal(res.json().result, SESSION_CHECK_FAILED);
    } finally {
      await offline.close();
    }
  });
});
