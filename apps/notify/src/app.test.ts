import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { NOTIFICATION_PERMISSIONS, NOTIFY_SERVICE_AUDIENCE, NOTIFY_TOKEN_CLAIM } from '@admin/contract';
import { SignJWT } from 'jose';
import pg from 'pg';
import { type NotifyAppOptions, buildNotifyApp, originAllowed } from './app.ts';
import type { Insertable, Kysely } from 'kysely';
import { type NotifyDB, openNotifyDatabase } from './db.ts';
import { createScheduler } from './scheduler.ts';
import type { SessionCheck } from './session.ts';
import { DEMO_AUDIENCES, type Delivery, type NotificationTransport, demoDirectory } from './transport.ts';

const SECRET = 'notify-test-secret-notify-test-secret';

const databases = [{ name: 'sqlite', url: undefined as string | undefined }];
// PostgreSQL in a database of this process's own, so test files can run side by side
const pgBase = process.env.TEST_DATABASE_URL;
const pgName = pgBase && `${decodeURIComponent(new URL(pgBase).pathname.slice(1))}_notify_${process.pid}`;
const inCluster = (url: string, database: string) =>
  Object.assign(new URL(url), { pathname: `/${database}` }).toString();
if (pgBase && pgName) databases.push({ name: 'postgres', url: inCluster(pgBase, pgName) });

const tokenFor = (
  userId: number,
  { secret = SECRET, expiresIn = '15m', grants = [...NOTIFICATION_PERMISSIONS] as string[] } = {},
) =>
  new SignJWT({ sid: 1, ...(grants.length ? { [NOTIFY_TOKEN_CLAIM]: grants } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer('admin-api')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));

/**
 * The session check for these tests, which have no API: a token's session counts as live and its
 * `ntf` claim as the permissions held (the real check asks the API: api/src/test/notify-token.test.ts).
 */
const claimsSessionCheck: SessionCheck = async (authorization) => {
  const claims = JSON.parse(Buffer.from(authorization.split('.')[1] ?? '', 'base64url').toString());
  return { userId: Number(claims.sub), granted: claims[NOTIFY_TOKEN_CLAIM] ?? [] };
};

/** Makes this process's database anew, through the cluster's `postgres` database. */
async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: inCluster(url, 'postgres') });
  await client.connect();
  const name = pg.escapeIdentifier(pgName!);
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

/** A notify app signed with the tests' secret, sessions read from the token's claims, no scheduler unless said. */
const testApp = (db: { url?: string }, options: Omit<NotifyAppOptions, 'jwtSecret'>) =>
  buildNotifyApp({
    databaseUrl: db.url,
    jwtSecret: SECRET,
    schedulerIntervalMs: 0,
    sessionCheck: claimsSessionCheck,
    ...options,
  });

/** A transport that records what it sends and refuses the recipients it is told to. */
function recordingTransport(refuse: (recipient: string) => boolean = () => false) {
  const sent: Delivery[] = [];
  const transport: NotificationTransport = {
    name: 'test',
    async send(delivery) {
      if (refuse(delivery.recipient)) throw new Error(`unreachable: ${delivery.recipient}`);
      sent.push(delivery);
    },
  };
  return { sent, transport };
}

for (const db of databases) {
  describe(`notification service (${db.name})`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-test-'));
    let app: Awaited<ReturnType<typeof buildNotifyApp>>;
    let auth: { authorization: string };
    let now = new Date('2025-03-01T01:00:00.000Z');
    const recorder = recordingTransport((r) => r === 'seller-003');

    const post = (payload: object, headers = auth) =>
      app.inject({ method: 'POST', url: '/api/campaigns', headers, payload });
    const get = (url: string, headers = auth) => app.inject({ url, headers });

    before(async () => {
      if (db.url) await resetPostgres(db.url);
      app = await testApp(db, { dataDir, clock: () => now, transport: recorder.transport });
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
        { authorization: `Bearer ${await tokenFor(5, { secret: 'another-secret-another-secret-xx' })}` },
        { authorization: `Bearer ${await tokenFor(5, { expiresIn: '-1s' })}` },
      ]) {
        for (const [method, url] of [
          ['GET', '/api/campaigns'],
          ['POST', '/api/campaigns'],
          ['GET', '/api/campaigns/1'],
          ['GET', '/api/campaigns/1/deliveries'],
          ['POST', '/api/campaigns/1/cancel'],
        ] as const) {
          const res = await app.inject({ method, url, headers });
          assert.equal(res.statusCode, 401, `${method} ${url}`);
          assert.equal(res.json().result_code, 6002);
        }
      }
    });

    test('403 unless the token grants the permission (claim ntf, written by the API)', async () => {
      const none = { authorization: `Bearer ${await tokenFor(7, { grants: [] })}` };
      const readOnly = { authorization: `Bearer ${await tokenFor(7, { grants: ['notifications-index'] })}` };
      for (const [method, url, headers, needed] of [
        ['GET', '/api/campaigns', none, 'notifications-index'],
        ['GET', '/api/campaigns/1', none, 'notifications-index'],
        ['GET', '/api/campaigns/1/deliveries', none, 'notifications-index'],
        ['POST', '/api/campaigns', readOnly, 'notifications-create'],
        ['POST', '/api/campaigns/1/cancel', readOnly, 'notifications-create'],
      ] as const) {
        const res = await app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
        assert.equal(res.statusCode, 403, `${method} ${url}`);
        const { request_id, ...denied } = res.json();
        assert.deepEqual(denied, { result_code: 403, result: `Permission denied: requires "${needed}"` });
        assert.equal(request_id, res.headers['x-request-id']);
      }
      assert.equal((await get('/api/campaigns', readOnly)).statusCode, 200);
    });

    test('POST /api/campaigns validates (422 with fields, never 500)', async () => {
      const bad = await post({ title: ' ', audience: 'everyone', scheduled_at: 'tomorrow' });
      assert.equal(bad.statusCode, 422);
      assert.deepEqual(Object.keys(bad.json().errors).sort(), ['audience', 'body', 'scheduled_at', 'title']);
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{',
      });
      assert.equal(malformed.statusCode, 422);
      assert.equal((await get('/api/campaigns/abc/deliveries')).statusCode, 422);
      assert.equal((await get('/api/campaigns?status=queued')).statusCode, 422);
    });

    test('a campaign to send now is delivered by the next run, one delivery per recipient, through the transport', async () => {
      const res = await post({ title: 'Khuyến mãi tháng 3', body: 'Giảm 10% phí đăng tin', audience: 'sellers' });
      assert.equal(res.statusCode, 200);
      const created = res.json();
      assert.equal(created.messages, 'Campaign scheduled');
      assert.equal(created.data.status, 'scheduled');
      assert.equal(created.data.scheduled_at, now.toISOString());
      assert.equal(created.data.created_by, 5);

      assert.equal(await app.scheduler.tick(), 1);
      const done = (await get(`/api/campaigns/${created.data.id}`)).json().data;
      assert.equal(done.status, 'sent');
      assert.equal(done.recipients_count, DEMO_AUDIENCES.sellers.length);
      assert.equal(done.sent_count, DEMO_AUDIENCES.sellers.length - 1);
      assert.equal(done.failed_count, 1);
      assert.equal(done.started_at, now.toISOString());
      assert.equal(done.finished_at, now.toISOString());

      const log = (await get(`/api/campaigns/${created.data.id}/deliveries?count=50`)).json();
      assert.equal(log.total, 12);
      assert.deepEqual(
        log.data.map((d: { recipient: string }) => d.recipient),
        DEMO_AUDIENCES.sellers,
      );
      const failed = log.data.find((d: { recipient: string }) => d.recipient === 'seller-003');
      assert.equal(failed.status, 'failed');
      assert.equal(failed.error, 'unreachable: seller-003');
      assert.ok(
        log.data
          .filter((d: { status: string }) => d.status === 'sent')
          .every((d: { transport: string }) => d.transport === 'test'),
      );
      assert.equal(recorder.sent.filter((d) => d.campaignId === created.data.id).length, 11);
      assert.equal(recorder.sent[0].title, 'Khuyến mãi tháng 3');

      // Nothing is sent twice.
      assert.equal(await app.scheduler.tick(), 0);
      assert.equal(recorder.sent.length, 11);
    });

    test('a scheduled campaign waits for its time; cancelling stops it; only scheduled ones can be cancelled', async () => {
      const inAnHour = new Date(now.getTime() + 3_600_000).toISOString();
      const later = (
        await post({ title: 'Bảo trì', body: 'Bảo trì lúc 23h', audience: 'stores', scheduled_at: inAnHour })
      ).json().data;
      const other = (
        await post({
          title: 'Sự kiện',
          body: 'Ngày hội xe cũ',
          audience: 'buyers',
          scheduled_at: '2025-03-01T09:30:00+07:00',
        })
      ).json().data;
      assert.equal(later.status, 'scheduled');
      assert.equal(other.scheduled_at, '2025-03-01T02:30:00.000Z');
      assert.equal(await app.scheduler.tick(), 0);

      const cancelled = await app.inject({ method: 'POST', url: `/api/campaigns/${other.id}/cancel`, headers: auth });
      assert.equal(cancelled.statusCode, 200);
      assert.equal(cancelled.json().data.status, 'cancelled');
      assert.equal(cancelled.json().messages, 'Campaign cancelled');
      const again = await app.inject({ method: 'POST', url: `/api/campaigns/${other.id}/cancel`, headers: auth });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().result, 'Only a scheduled campaign can be cancelled');
      assert.equal(
        (await app.inject({ method: 'POST', url: '/api/campaigns/99999/cancel', headers: auth })).statusCode,
        404,
      );

      now = new Date(now.getTime() + 2 * 3_600_000);
      assert.equal(await app.scheduler.tick(), 1);
      const sent = (await get(`/api/campaigns/${later.id}`)).json().data;
      assert.equal(sent.status, 'sent');
      assert.equal(sent.sent_count, DEMO_AUDIENCES.stores.length);
      assert.equal((await get(`/api/campaigns/${other.id}`)).json().data.status, 'cancelled');
      assert.equal((await get(`/api/campaigns/${other.id}/deliveries`)).json().total, 0);
    });

    test('GET /api/campaigns pages newest first and filters by status; unknown ids are 404', async () => {
      const list = (await get('/api/campaigns?count=2')).json();
      assert.equal(list.total, 3);
      assert.equal(list.per_page, 2);
      assert.equal(list.data.length, 2);
      const sent = (await get('/api/campaigns?status=sent')).json();
      assert.ok(sent.data.length > 0 && sent.data.every((c: { status: string }) => c.status === 'sent'));
      assert.equal(sent.total, 2);
      assert.equal((await get('/api/campaigns/99999')).statusCode, 404);
      assert.equal((await get('/api/campaigns/99999/deliveries')).statusCode, 404);
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

    test('CORS answers only the web app origin, not any Origin sent', async () => {
      const preflight = (origin: string, host = 'admin.example.vn:3001') =>
        app.inject({
          method: 'OPTIONS',
          url: '/api/campaigns',
          headers: { origin, host, 'access-control-request-method': 'POST' },
        });
      // the page the API serves on this host calls this service on its own port
      const own = await preflight('http://admin.example.vn:3000');
      assert.equal(own.headers['access-control-allow-origin'], 'http://admin.example.vn:3000');
      for (const origin of [
        'https://evil.example',
        'http://admin.example.vn:8080',
        'http://admin.example.vn.evil:3000',
      ]) {
        const res = await preflight(origin);
        assert.equal(res.headers['access-control-allow-origin'], undefined, origin);
      }
      const get = await app.inject({
        url: '/api/health',
        headers: { origin: 'https://evil.example', host: 'admin.example.vn:3001' },
      });
      assert.equal(get.headers['access-control-allow-origin'], undefined);
    });

    test("the API's security headers and a request id on every answer, errors included", async () => {
      const answers = [
        await app.inject({ url: '/api/health' }),
        await app.inject({ url: '/api/campaigns' }),
        await app.inject({ url: '/api/no-such-route' }),
        await app.inject({ url: '/api/campaigns/%E0%A4%A' }),
      ];
      assert.deepEqual(
        answers.map((res) => res.statusCode),
        [200, 401, 404, 400],
      );
      for (const res of answers) {
        assert.match(String(res.headers['content-security-policy']), /default-src 'none'/, res.body);
        assert.equal(res.headers['x-content-type-options'], 'nosniff');
        assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
        assert.equal(res.headers['x-powered-by'], undefined);
        assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/);
        if (res.statusCode >= 400) assert.equal(res.json().request_id, res.headers['x-request-id']);
      }
    });
  });
}

describe('notification service origins', () => {
  test('NOTIFY_ALLOWED_ORIGINS: exactly these; without it the API port on the same host name', () => {
    const list = ['https://admin.example.vn'];
    assert.equal(originAllowed('https://admin.example.vn', 'notify.example.vn', list), true);
    assert.equal(originAllowed('https://other.example.vn', 'notify.example.vn', list), false);
    assert.equal(originAllowed('http://10.0.0.5:3000', '10.0.0.5:3001', undefined), true);
    assert.equal(originAllowed('http://10.0.0.5:3000', '10.0.0.6:3001', undefined), false);
    assert.equal(originAllowed('http://10.0.0.5:4000', '10.0.0.5:3001', undefined, 4000), true);
    assert.equal(originAllowed('null', '10.0.0.5:3001', undefined), false);
  });
});

for (const db of databases) {
  describe(`notification scheduler (${db.name})`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-scheduler-'));
    let notifyDb: Kysely<NotifyDB>;
    const now = new Date('2025-06-01T00:00:00.000Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

    before(async () => {
      if (db.url) await resetPostgres(db.url);
      notifyDb = await openNotifyDatabase({ databaseUrl: db.url, dataDir });
    });
    after(async () => {
      await notifyDb.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const insertCampaign = (values: Partial<Insertable<NotifyDB['notify_campaigns']>> = {}) =>
      notifyDb
        .insertInto('notify_campaigns')
        .values({
          title: 'Thông báo',
          body: 'Nội dung',
          audience: 'stores',
          status: 'scheduled',
          scheduled_at: at(-1),
          created_by: 1,
          created_at: at(-5),
          updated_at: at(-5),
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const campaignRow = (id: number) =>
      notifyDb.selectFrom('notify_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    test('a campaign left sending by a dead process is resumed after its lease, sending only what is pending', async () => {
      const { id } = await insertCampaign({ status: 'sending', lease_until: at(-1), started_at: at(-10) });
      await notifyDb
        .insertInto('notify_deliveries')
        .values(
          DEMO_AUDIENCES.stores.map((recipient, i) => ({
            campaign_id: id,
            recipient,
            status: i < 3 ? ('sent' as const) : ('pending' as const),
            transport: i < 3 ? 'log' : null,
            created_at: at(-10),
            sent_at: i < 3 ? at(-10) : null,
          })),
        )
        .execute();
      const { sent, transport } = recordingTransport();
      const held = await insertCampaign({ status: 'sending', lease_until: at(30) });
      const scheduler = createScheduler({ db: notifyDb, transport, directory: demoDirectory, clock: () => now });
      assert.equal(await scheduler.tick(), 1);
      assert.deepEqual(
        sent.map((d) => d.recipient),
        DEMO_AUDIENCES.stores.slice(3),
      );
      const row = await campaignRow(id);
      assert.equal(row.status, 'sent');
      assert.equal(row.sent_count, 8);
      assert.equal(row.started_at, at(-10));
      assert.equal(row.lease_until, null);
      // A campaign whose lease still runs belongs to its sender.
      assert.equal((await campaignRow(held.id)).status, 'sending');
      await notifyDb.deleteFrom('notify_campaigns').where('id', '=', held.id).execute();
    });

    test('two schedulers on one database deliver each campaign once', async () => {
      const ids = [(await insertCampaign()).id, (await insertCampaign({ audience: 'sellers' })).id];
      const one = recordingTransport();
      const two = recordingTransport();
      const a = createScheduler({ db: notifyDb, transport: one.transport, directory: demoDirectory, clock: () => now });
      const b = createScheduler({ db: notifyDb, transport: two.transport, directory: demoDirectory, clock: () => now });
      const [takenA, takenB] = await Promise.all([a.tick(), b.tick()]);
      assert.equal(takenA + takenB, 2);
      const delivered = [...one.sent, ...two.sent].filter(
        (d) => d.campaignId !== undefined && ids.includes(d.campaignId),
      );
      assert.equal(delivered.length, DEMO_AUDIENCES.stores.length + DEMO_AUDIENCES.sellers.length);
      assert.equal(new Set(delivered.map((d) => `${d.campaignId}:${d.recipient}`)).size, delivered.length);
    });

    test('a campaign none of whose deliveries goes out ends failed', async () => {
      const { id } = await insertCampaign();
      const { transport } = recordingTransport(() => true);
      const scheduler = createScheduler({ db: notifyDb, transport, directory: demoDirectory, clock: () => now });
      assert.equal(await scheduler.tick(), 1);
      const row = await campaignRow(id);
      assert.equal(row.status, 'failed');
      assert.equal(row.failed_count, DEMO_AUDIENCES.stores.length);
      assert.equal(row.sent_count, 0);
    });

    test('started with an interval, the service delivers a campaign on its own (log transport)', async () => {
      const liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-live-'));
      const live = await testApp(db, { dataDir: liveDir, schedulerIntervalMs: 25 });
      try {
        const headers = { authorization: `Bearer ${await tokenFor(9)}` };
        const res = await live.inject({
          method: 'POST',
          url: '/api/campaigns',
          headers,
          payload: { title: 'Chào mừng', body: 'Chào mừng đến với Chợ Xe', audience: 'buyers' },
        });
        const id = res.json().data.id;
        let status = 'scheduled';
        for (let i = 0; i < 200 && status !== 'sent'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 25));
          status = (await live.inject({ url: `/api/campaigns/${id}`, headers })).json().data.status;
        }
        assert.equal(status, 'sent');
        const log = (await live.inject({ url: `/api/campaigns/${id}/deliveries`, headers })).json();
        assert.equal(log.total, DEMO_AUDIENCES.buyers.length);
        assert.ok(
          log.data.every((d: { status: string; transport: string }) => d.status === 'sent' && d.transport === 'log'),
        );
      } finally {
        await live.close();
        fs.rmSync(liveDir, { recursive: true, force: true });
      }
    });
  });
}

for (const db of databases) {
  describe(`the API's messages to named people (${db.name})`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'notify-messages-'));
    let app: Awaited<ReturnType<typeof buildNotifyApp>>;
    let unreachable = new Set(['0909000003']);
    const recorder = recordingTransport((r) => unreachable.has(r));
    const serviceToken = (secret = SECRET) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('admin-api')
        .setIssuer('admin-api')
        .setAudience(NOTIFY_SERVICE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('60s')
        .sign(new TextEncoder().encode(secret));
    const send = async (payload: object, token?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { authorization: `Bearer ${token ?? (await serviceToken())}` },
        payload,
      });
    const message = {
      key: 'outbox:7',
      kind: 'disbursement',
      recipients: ['0909000001', '0909000003'],
      title: 'Khoản vay đã được giải ngân',
      body: 'Khoản vay LN000007 đã được giải ngân 25.000.000 ₫.',
    };

    before(async () => {
      if (db.url) await resetPostgres(db.url);
      app = await testApp(db, { dataDir, transport: recorder.transport });
    });
    after(async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test("only the API's service token sends; a user's token or another secret is 401", async () => {
      for (const token of [await tokenFor(5), await serviceToken('another-secret-another-secret-xx'), 'nope']) {
        const res = await send(message, token);
        assert.equal(res.statusCode, 401);
      }
      assert.equal(recorder.sent.length, 0);
      const bad = await send({ ...message, recipients: [] });
      assert.equal(bad.statusCode, 422);
    });

    test('each recipient once; a refused one fails the request; the same key again sends only what failed', async () => {
      const first = await send(message);
      assert.equal(first.statusCode, 502);
      assert.match(first.json().result, /1 of 2 recipients/);
      assert.deepEqual(
        recorder.sent.filter((d) => d.messageId !== undefined).map((d) => d.recipient),
        ['0909000001'],
      );
      unreachable = new Set();
      const retry = await send(message);
      assert.equal(retry.statusCode, 200);
      assert.deepEqual(retry.json().data, {
        id: retry.json().data.id,
        key: 'outbox:7',
        recipients_count: 2,
        sent_count: 2,
        failed_count: 0,
        replayed: true,
      });
      const again = await send(message);
      assert.equal(again.json().data.sent_count, 2);
      const delivered = recorder.sent.filter((d) => d.messageId !== undefined).map((d) => d.recipient);
      assert.deepEqual(delivered, ['0909000001', '0909000003'], 'nobody twice');
      assert.equal(delivered.length, 2);
    });
  });
}
