/**
 * What an operator relies on: request ids in answers and log lines, security headers on the
 * framework's own errors, readiness for the load balancer, the metrics and who reads them, and the
 * API documentation's switch.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { describe, test } from 'node:test';
import { apiDocsAccess, metricsAccess, readEnv } from '../config.ts';
import { startScheduler } from '../lib/scheduler.ts';
import { type Answer, assertError, assertOk, describeApp, startTestApp, testDatabases, useTestApp } from './harness.ts';

const [sqlite] = testDatabases();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answer carries the helmet set and its request id, in the header and (for an error) the envelope. */
function assertOperable(res: Answer, label: string) {
  assert.match(String(res.headers['content-security-policy']), /default-src/, `${label}: CSP`);
  assert.equal(res.headers['x-content-type-options'], 'nosniff', `${label}: nosniff`);
  assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', `${label}: frame options`);
  const id = res.headers['x-request-id'];
  assert.match(String(id), UUID, `${label}: X-Request-Id`);
  if (res.status >= 400) assert.equal(res.body.request_id, id, `${label}: request_id in the envelope`);
}

/** Sends raw bytes and answers the status, headers and body of the reply. */
function rawRequest(port: number, head: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [top, body = ''] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body });
    });
    setTimeout(() => reject(new Error(`no answer: ${data.slice(0, 200)}`)), 20_000).unref();
  });
}

describeApp('request ids and the framework errors', (t) => {
  test('every answer has an X-Request-Id; every error envelope names it as request_id', async () => {
    const ok = await t.call('GET', '/api/health');
    assert.equal(ok.status, 200);
    assertOperable(ok, 'health');
    const invalid = await t.call('GET', '/api/users/x', { as: 'admin' });
    assertError(invalid, 422, 0, ['id']);
    assertOperable(invalid, '422');
    const first = await t.call('GET', '/api/users');
    const second = await t.call('GET', '/api/users');
    assert.equal(first.status, 401);
    assert.notEqual(first.body.request_id, second.body.request_id);
  });

  test('a bad URL 400, bad JSON 422, an unknown route 404, a big body 413, a long path 414, big headers 431', async () => {
    const answers: [string, number, Answer][] = [
      ['bad URL', 400, await t.call('GET', '/api/users/%E0%A4%A')],
      [
        'bad JSON',
        422,
        await t.call('POST', '/api/auth/login', {
          body: '{"username":',
          headers: { 'content-type': 'application/json' },
        }),
      ],
      ['unknown route', 404, await t.call('GET', '/api/no-such-route')],
      [
        'big body',
        413,
        await t.call('POST', '/api/auth/login', {
          body: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024) }),
          headers: { 'content-type': 'application/json' },
        }),
      ],
      ['long path', 414, await t.call('GET', `/api/users/${'1'.repeat(200)}`)],
    ];
    for (const [label, status, res] of answers) {
      assert.equal(res.status, status, `${label}: ${JSON.stringify(res.body)}`);
      assertOperable(res, label);
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const big = await rawRequest(port, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    assert.equal(big.status, 431);
    assert.match(big.headers['content-security-policy'] ?? '', /default-src/);
    assert.equal(big.headers['x-content-type-options'], 'nosniff');
    assert.match(big.headers['x-request-id'] ?? '', UUID);
    assert.equal(JSON.parse(big.body).request_id, big.headers['x-request-id']);
  });

  test('a client cannot choose its request id: X-Request-Id from an untrusted peer is replaced', async () => {
    const res = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'chosen-by-client' } });
    assert.match(String(res.headers['x-request-id']), UUID);
  });
});

describe('request ids (sqlite)', () => {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const behindProxy = useTestApp(sqlite, {
    trustProxy: ['127.0.0.1'],
    logger: { level: 'debug', stream: logStream },
  });

  test('the id a trusted proxy sends is kept; a malformed one is replaced', async () => {
    const kept = await behindProxy.call('GET', '/api/users', { headers: { 'x-request-id': 'lb-4f2a.91' } });
    assert.equal(kept.headers['x-request-id'], 'lb-4f2a.91');
    assert.equal(kept.body.request_id, 'lb-4f2a.91');
    const injected = await behindProxy.call('GET', '/api/health', { headers: { 'x-request-id': 'a\tb"c' } });
    assert.match(String(injected.headers['x-request-id']), UUID);
    const fromElsewhere = await behindProxy.call('GET', '/api/health', {
      headers: { 'x-request-id': 'lb-elsewhere' },
      remoteAddress: '203.0.113.9',
    });
    assert.match(String(fromElsewhere.headers['x-request-id']), UUID);
  });

  test('every log line of a request carries its id', async () => {
    lines.length = 0;
    const res = await behindProxy.call('GET', '/api/users');
    assert.equal(res.status, 401);
    const id = res.headers['x-request-id'];
    assert.match(String(id), UUID);
    const ofRequest = lines.filter((line) => line.req || line.res || line.err);
    assert.ok(ofRequest.length >= 2, `the request's lines: ${JSON.stringify(lines)}`);
    for (const line of ofRequest) assert.equal(line.request_id, id, JSON.stringify(line));
  });
});

describeApp('readiness', (t) => {
  test('GET /api/ready answers 200 when the database answers and its migrations are current', async () => {
    assert.equal((await t.call('GET', '/api/health')).status, 200);
    const res = await t.call('GET', '/api/ready');
    assertOk(res);
    assert.equal(res.body.data.status, 'ready');
  });
});

describe('readiness when something is missing (sqlite)', () => {
  test('a migration this code knows that the database has not run: 503 naming it', async () => {
    const t = await startTestApp(sqlite);
    try {
      await sql`delete from kysely_migration where name = ${'0039-data-versions'}`.execute(t.app.db);
      const res = await t.call('GET', '/api/ready');
      assertError(res, 503, 503);
      assert.match(res.body.result, /migrations not run: 0039-data-versions/);
      assert.equal(res.body.request_id, res.headers['x-request-id']);
    } finally {
      await t.close();
    }
  });

  test('a database that does not answer: 503, while liveness stays 200', async () => {
    const t = await startTestApp(sqlite);
    try {
      await t.app.db.destroy();
      assertError(await t.call('GET', '/api/ready'), 503, 503);
      assert.match((await t.call('GET', '/api/ready')).body.result, /the database cannot be reached/);
      assert.equal((await t.call('GET', '/api/health')).status, 200);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describeApp('metrics', (t, database) => {
  test('GET /metrics: request durations by route pattern and status, exports, node, and the pool on PostgreSQL', async () => {
    assertOk(await t.call('GET', '/api/users/1', { as: 'admin' }));
    const exported = await t.call('GET', '/api/balances/export', { as: 'admin', query: { format: 'csv' } });
    assert.equal(exported.status, 200);
    const res = await t.call('GET', '/metrics');
    assert.equal(res.status, 200, String(res.body));
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    const text = String(res.body);
    assert.match(text, /http_request_duration_seconds_count\{[^}]*route="\/api\/users\/:id"[^}]*status_code="200"/);
    assert.doesNotMatch(text, /route="\/api\/users\/1"/);
    assert.match(text, /admin_exports_total\{[^}]*kind="[^"]+"[^}]*format="csv"[^}]*\} 1/);
    assert.match(text, /process_resident_memory_bytes/);
    if (database.name === 'postgres') assert.match(text, /db_pool_total_connections\{[^}]*\} [1-9]/);
    else assert.doesNotMatch(text, /db_pool_/);
  });

  test('by default (outside production) only this machine reads them', async () => {
    const res = await t.call('GET', '/metrics', { remoteAddress: '198.51.100.7' });
    assertError(res, 403, 403);
  });
});

describe('who reads the metrics (sqlite)', () => {
  const withToken = useTestApp(sqlite, { metrics: { token: 's3cret-scrape-token', allow: ['10.0.0.0/8'] } });
  const closed = useTestApp(sqlite, { metrics: false });

  test('METRICS_TOKEN: a Bearer token, or an address of METRICS_ALLOW; nobody else', async () => {
    const outside = '198.51.100.7';
    const none = await withToken.call('GET', '/metrics', { remoteAddress: outside });
    assertError(none, 401, 401);
    assert.match(String(none.headers['www-authenticate']), /^Bearer/);
    assertError(
      await withToken.call('GET', '/metrics', { remoteAddress: outside, headers: { authorization: 'Bearer wrong' } }),
      401,
      401,
    );
    // the loopback is no longer enough once a token or a list is given
    assertError(await withToken.call('GET', '/metrics'), 401, 401);
    const byToken = await withToken.call('GET', '/metrics', {
      remoteAddress: outside,
      headers: { authorization: 'Bearer s3cret-scrape-token' },
    });
    assert.equal(byToken.status, 200);
    assert.equal((await withToken.call('GET', '/metrics', { remoteAddress: '10.1.2.3' })).status, 200);
  });

  test('not served at all (production with neither set): 404, not the web app', async () => {
    const res = await closed.call('GET', '/metrics');
    assertError(res, 404, 404);
  });

  test('the environment: production without METRICS_TOKEN or METRICS_ALLOW serves none', () => {
    assert.equal(metricsAccess({}, true), false);
    assert.deepEqual(metricsAccess({}, false), { allow: ['loopback'] });
    assert.deepEqual(metricsAccess({ METRICS_TOKEN: 't' }, true), { token: 't', allow: [] });
    assert.deepEqual(metricsAccess({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.5' }, true), {
      token: undefined,
      allow: ['10.0.0.0/8', '192.168.1.5'],
    });
    assert.equal(readEnv({ NODE_ENV: 'production' }).metrics, false);
  });

  test('job runs are counted by job and outcome', async () => {
    const seen: string[] = [];
    const t = await startTestApp(sqlite);
    try {
      const scheduler = await startScheduler({
        db: t.app.db,
        jobs: [
          { name: 'test-ok', cron: '* * * * *', run: async () => 1 },
          {
            name: 'test-fails',
            cron: '* * * * *',
            run: async () => {
              throw new Error('no');
            },
          },
        ],
        log: t.app.log,
        onRun: (job, outcome) => {
          seen.push(`${job} ${outcome}`);
          t.app.metrics.countJobRun(job, outcome);
        },
      });
      await scheduler.catchUp();
      await scheduler.stop();
      assert.deepEqual(seen.sort(), ['test-fails failed', 'test-ok ran']);
      const text = String((await t.call('GET', '/metrics')).body);
      assert.match(text, /admin_job_runs_total\{[^}]*job="test-ok"[^}]*outcome="ran"[^}]*\} 1/);
      assert.match(text, /admin_job_runs_total\{[^}]*job="test-fails"[^}]*outcome="failed"[^}]*\} 1/);
    } finally {
      await t.close();
    }
  });
});

describe('the API documentation (sqlite)', () => {
  const open = useTestApp(sqlite);
  const signedIn = useTestApp(sqlite, { apiDocs: 'signed-in' });
  const off = useTestApp(sqlite, { apiDocs: 'off' });

  test('public by default: the page and the OpenAPI document', async () => {
    assert.equal((await open.call('GET', '/api/docs/json')).status, 200);
    assert.equal((await open.call('GET', '/api/docs/')).status, 200);
  });

  test('signed-in: 401 without a session; the Bearer token or the web app token cookie opens it', async () => {
    assertError(await signedIn.call('GET', '/api/docs/json'), 401, 6002);
    assertError(await signedIn.call('GET', '/api/docs/'), 401, 6002);
    const { token } = await signedIn.signIn('news');
    assert.equal((await signedIn.call('GET', '/api/docs/json', { token })).status, 200);
    const page = await signedIn.call('GET', '/api/docs/', { headers: { cookie: `token=${token}` } });
    assert.equal(page.status, 200);
  });

  test('off: not served, 404 in the envelope (not the web app)', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      assertError(await off.call('GET', url), 404, 404);
    }
  });

  test('API_DOCS: off in production unless set, public otherwise; anything else refuses to start', () => {
    assert.equal(apiDocsAccess(undefined, true), 'off');
    assert.equal(apiDocsAccess(undefined, false), 'public');
    assert.equal(apiDocsAccess('signed-in', true), 'signed-in');
    assert.equal(readEnv({ NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs, 'public');
    assert.throws(() => apiDocsAccess('yes', true), /API_DOCS must be public, signed-in, off/);
  });
});
