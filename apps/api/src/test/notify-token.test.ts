/**
 * The notification service trusts the API's access token: the API writes the notification
 * permissions a user holds into the claim `ntf`, and the service checks it (apps/notify).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { NOTIFY_TOKEN_CLAIM } from '@admin/contract';
import { buildNotifyApp } from '../../../notify/src/app.ts';
import { testDatabases, useTestApp } from './harness.ts';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const SECRET = 'test-secret-that-is-long-enough-for-hs256';

for (const db of testDatabases().slice(0, 1)) {
  describe('access tokens for the notification service', () => {
    const t = useTestApp(db, { jwtSecret: SECRET });
    const notifyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-token-'));
    let notify: Awaited<ReturnType<typeof buildNotifyApp>>;
    before(async () => {
      notify = await buildNotifyApp({ dataDir: notifyDir, jwtSecret: SECRET, schedulerIntervalMs: 0 });
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
      const campaign = { title: 'Ưu đãi', body: 'Giảm phí đăng tin', audience: 'all' };
      const editor = await t.signIn('editor');
      const ok = await notify.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: { authorization: `Bearer ${editor.token}` },
        payload: campaign,
      });
      assert.equal(ok.statusCode, 200);
      assert.equal(ok.json().data.created_by, editor.userId);
      const loan = await t.signIn('loan');
      const refused = await notify.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: { authorization: `Bearer ${loan.token}` },
        payload: campaign,
      });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().result, 'Permission denied: requires "notifications-create"');
    });
  });
}
