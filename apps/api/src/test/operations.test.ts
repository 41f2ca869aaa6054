import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { readEnv } from '../config.ts';
import { clientErrorHandler } from '../plugins/errors.ts';
import { describeApp, testDatabases, useTestApp } from './harness.ts';

const [sqlite] = testDatabases();

describeApp('operating the API', (t) => {
  test('/api/ready: the database answers and its migrations are current; 503 saying which are not', async () => {
    const ready = await t.call('GET', '/api/ready');
    assert.equal(ready.status, 200);
    assert.equal(ready.body.data.status, 'ready');
    await sql`delete from kysely_migration where name = '0040-job-leases'`.execute(t.app.db);
    try {
      const behind = await t.call('GET', '/api/ready');
      assert.equal(behind.status, 503);
      assert.match(behind.body.result, /0040-job-leases/);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values ('0040-job-leases', ${new Date().toISOString()})`.execute(
        t.app.db,
      );
    }
  });

  test('every answer carries a request id; every error envelope names it', async () => {
    const ok = await t.call('GET', '/api/health');
    assert.match(String(ok.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api/v2/products'],
      ['POST', '/api/auth/login'],
    ] as const) {
      const failed = await t.call(method, url, {
        body: method === 'POST' ? '{"username": ' : undefined,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
      });
      assert.ok(failed.status >= 400, `${url}: ${failed.status}`);
      assert.equal(failed.body.request_id, failed.headers['x-request-id'], url);
      assert.match(failed.body.request_id, /^[0-9a-f-]{36}$/);
      assert.equal(failed.headers['x-content-type-options'], 'nosniff');
    }
    // a header given by an untrusted client is not taken as the id
    const given = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'spoofed-id-123' } });
    assert.notEqual(given.headers['x-request-id'], 'spoofed-id-123');
  });

  test('/metrics: request durations by route pattern, jobs and exports; loopback only by default', async () => {
    await t.call('GET', '/api/v2/products', { as: 'admin', query: { count: 5 } });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    assert.equal(metrics.statusCode, 200);
    assert.match(
      metrics.body,
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/products",status="200"\} \d+/,
    );
    assert.match(metrics.body, /# TYPE job_runs_total counter/);
    assert.match(metrics.body, /# TYPE exports_total counter/);
    assert.match(metrics.body, /job_runs_needing_attention \d+/);
    const outside = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    assert.equal(outside.statusCode, 404, outside.body.slice(0, 300));
  });
});

describe('operating the API: access to the metrics and the documentation', () => {
  const guarded = useTestApp(sqlite, {
    metrics: { token: 'scrape-secret', allow: ['10.1.0.0/16'], production: true },
    docs: 'off',
  });
  const closed = useTestApp(sqlite, { metrics: { production: true }, docs: 'signed-in' });

  test('metrics: a token or an allowed address; in production without either, not served', async () => {
    const get = (remoteAddress: string, authorization?: string) =>
      guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: authorization ? { authorization } : {},
      });
    assert.equal((await get('203.0.113.9')).statusCode, 404);
    assert.equal((await get('203.0.113.9', 'Bearer wrong')).statusCode, 404);
    assert.equal((await get('203.0.113.9', 'Bearer scrape-secret')).statusCode, 200);
    assert.equal((await get('10.1.4.2')).statusCode, 200);
    assert.equal((await get('127.0.0.1')).statusCode, 404, 'loopback is not on the list');
    assert.equal(
      (await closed.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode,
      404,
    );
  });

  test('the API documentation: off, or behind sign-in', async () => {
    assert.equal((await guarded.call('GET', '/api/docs/json')).status, 404);
    assert.equal((await closed.call('GET', '/api/docs/json')).status, 401);
    const signedIn = await closed.call('GET', '/api/docs/json', { as: 'news' });
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.openapi, '3.0.3');
  });

  test('the environment: docs off and metrics closed in production unless said; API_DOCS, METRICS_TOKEN, METRICS_ALLOW', () => {
    assert.equal(readEnv({}).docs, 'public');
    assert.equal(readEnv({ NODE_ENV: 'production' }).docs, 'off');
    assert.equal(readEnv({ NODE_ENV: 'production', API_DOCS: 'signed-in' }).docs, 'signed-in');
    assert.deepEqual(readEnv({ METRICS_TOKEN: 't', METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7' }).metrics, {
      token: 't',
      allow: ['10.0.0.0/8', '192.168.1.7'],
      production: false,
    });
  });
});

test('a request the HTTP parser refuses (headers too large) answers the envelope with an id and the security headers', () => {
  const written: string[] = [];
  const socket = { destroyed: false, writable: true, write: (text: string) => written.push(text), destroy: () => {} };
  clientErrorHandler(Object.assign(new Error('big'), { code: 'HPE_HEADER_OVERFLOW' }), socket as never);
  const answer = written.join('');
  assert.match(answer, /^HTTP\/1\.1 431 /);
  assert.match(answer, /X-Request-Id: [0-9a-f-]{36}/);
  assert.match(answer, /X-Content-Type-Options: nosniff/i);
  assert.match(answer, /Content-Security-Policy: /i);
  assert.match(answer, /"request_id":"[0-9a-f-]{36}"/);
});
