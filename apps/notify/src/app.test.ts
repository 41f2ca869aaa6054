import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { SignJWT } from 'jose';
import pg from 'pg';
import { buildNotifyApp } from './app.ts';

const SECRET = 'notify-test-secret-notify-test-secret';

const databases = [{ name: 'sqlite', url: undefined as string | undefined }];
if (process.env.TEST_DATABASE_URL) databases.push({ name: 'postgres', url: process.env.TEST_DATABASE_URL });

const tokenFor = (userId: number, secret = SECRET, expiresIn = '15m') =>
  new SignJWT({ sid: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('admin-api')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));

for (const db of databases) {
  describe(`notification service (${db.name})`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-test-'));
    let app: Awaited<ReturnType<typeof buildNotifyApp>>;
    let auth: { authorization: string };

    before(async () => {
      if (db.url) {
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
        await client.end();
      }
      app = await buildNotifyApp({ databaseUrl: db.url, dataDir, jwtSecret: SECRET });
      auth = { authorization: `Bearer ${await tokenFor(5)}` };
    });
    after(async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test('health needs no token; campaigns need a valid API access token', async () => {
      assert.deepEqual((await app.inject({ url: '/api/health' })).json(), {
        result_code: 1,
        result: 'Ok',
        data: { status: 'ok' },
      });
      for (const headers of [
        {},
        { authorization: 'Bearer nope' },
        { authorization: `Bearer ${await tokenFor(5, 'another-secret-another-secret-xx')}` },
      ]) {
        const res = await app.inject({ url: '/api/campaigns', headers });
        assert.equal(res.statusCode, 401);
        assert.equal(res.json().result_code, 6002);
      }
      const expired = await tokenFor(5, SECRET, '-1s');
      assert.equal(
        (await app.inject({ url: '/api/campaigns', headers: { authorization: `Bearer ${expired}` } })).statusCode,
        401,
      );
    });

    test('POST /api/campaigns validates (422 with fields) and stores; scheduled ones wait', async () => {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: auth,
        payload: { title: ' ', audience: 'everyone', scheduled_at: 'tomorrow' },
      });
      assert.equal(bad.statusCode, 422);
      assert.deepEqual(Object.keys(bad.json().errors).sort(), ['audience', 'body', 'scheduled_at', 'title']);
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{',
      });
      assert.equal(malformed.statusCode, 422);

      const now = await app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: auth,
        payload: { title: 'Khuyến mãi tháng 12', body: 'Giảm 10% phí đăng tin', audience: 'sellers' },
      });
      assert.equal(now.statusCode, 200);
      const created = now.json().data;
      assert.equal(created.status, 'queued');
      assert.equal(created.created_by, 5);
      assert.equal(created.scheduled_at, null);

      const later = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = await app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: auth,
        payload: { title: 'Bảo trì', body: 'Hệ thống bảo trì lúc 23h', audience: 'all', scheduled_at: later },
      });
      assert.equal(scheduled.json().data.status, 'scheduled');
      assert.equal(scheduled.json().data.scheduled_at, later);
    });

    test('GET /api/campaigns pages newest first; deliveries are an empty log for now', async () => {
      const list = (await app.inject({ url: '/api/campaigns?count=1', headers: auth })).json();
      assert.equal(list.total, 2);
      assert.equal(list.per_page, 1);
      assert.equal(list.data[0].title, 'Bảo trì');
      const deliveries = await app.inject({ url: `/api/campaigns/${list.data[0].id}/deliveries`, headers: auth });
      assert.deepEqual(deliveries.json(), {
        result_code: 1,
        result: 'Ok',
        data: [],
        current: 1,
        total: 0,
        per_page: 50,
      });
      assert.equal((await app.inject({ url: '/api/campaigns/999/deliveries', headers: auth })).statusCode, 404);
      assert.equal((await app.inject({ url: '/api/campaigns/abc/deliveries', headers: auth })).statusCode, 422);
    });

    test('CORS lets the web app call it with a Bearer token', async () => {
      const res = await app.inject({
        method: 'OPTIONS',
        url: '/api/campaigns',
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      assert.equal(res.statusCode, 204);
      assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
    });
  });
}
