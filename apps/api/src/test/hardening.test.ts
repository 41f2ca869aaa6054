/**
 * What a probe of the running product found open, and must stay closed: parser denial of service,
 * bodiless calls with the JSON content type, framework errors outside the envelope, malformed
 * multipart, ids that are not decimal, the CSP against the sanitiser, proxy trust, image and upload
 * limits, common passwords, and lookup lists without `current` and `total`.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, test } from 'node:test';
import { REFRESH_COOKIE } from '@admin/contract';
import sharp from 'sharp';
import { parseTrustProxy, readEnv } from '../config.ts';
import { MAX_JSON_DEPTH } from '../lib/json-body.ts';
import { COMMON_PASSWORD } from '../lib/passwords.ts';
import { EMBED_HOSTS, sanitizeRichText } from '../lib/rich-text.ts';
import { IMAGE_POOL_SIZE, TOO_MANY_PIXELS, inImagePool } from '../lib/images.ts';
import { assertError, assertOk, testDatabases, useTestApp } from './harness.ts';

const JSON_TYPE = { 'content-type': 'application/json' };
/** An error envelope less its request id (checked to be there). */
function withoutId({ request_id, ...envelope }: Record<string, unknown>) {
  assert.equal(typeof request_id, 'string');
  return envelope;
}
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Sends raw bytes to a listening server and answers the status line and body of its reply. */
function rawRequest(port: number, head: string, onConnect?: (socket: net.Socket) => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      onConnect?.(socket);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf('\r\n\r\n') + 4) });
    });
    setTimeout(() => reject(new Error(`no answer: ${data.slice(0, 200)}`)), 20_000).unref();
  });
}

for (const db of testDatabases()) {
  describe(`request hardening (${db.name})`, () => {
    const t = useTestApp(db);

    test('a deeply nested JSON body answers 422, never 500, on public and signed-in routes', async () => {
      // the probe: the error mapper recursed until the stack overflowed (500 on all 83 JSON routes)
      const deep = await t.call('POST', '/api/users', { as: 'admin', headers: JSON_TYPE, body: nested(100_000) });
      assertError(deep, 422, 0, ['body']);
      assert.deepEqual(deep.body.errors.body, ['The request body is nested too deeply']);
      const login = await t.call('POST', '/api/auth/login', { headers: JSON_TYPE, body: nested(1500) });
      assertError(login, 422, 0, ['body']);
      // nesting up to the bound is parsed as usual
      const within = `{"username":"admin","password":"admin123","x":${nested(MAX_JSON_DEPTH - 1)}}`;
      assertOk(await t.call('POST', '/api/auth/login', { headers: JSON_TYPE, body: within }));
      assertError(
        await t.call('POST', '/api/auth/login', { headers: JSON_TYPE, body: '{"__proto__":{"x":1}}' }),
        422,
        0,
        ['body'],
      );
    });

    test('1 MB bodies on the public routes answer 413 in the envelope at once, ten together too', async () => {
      const big = `{"username":${nested(500_000)}}`;
      const started = Date.now();
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => t.call('POST', '/api/auth/login', { headers: JSON_TYPE, body: big })),
        t.call('GET', '/api/health'),
      ]);
      const elapsed = Date.now() - started;
      for (const res of answers.slice(0, 10)) {
        assertError(res, 413, 413);
        assert.equal(res.body.result, 'The request body is too large');
      }
      assertOk(answers[10]!);
      // the probe: ten at once held the event loop for 7–10 s
      assert.ok(elapsed < 2500, `answered in ${elapsed} ms`);
      const fiveKb = JSON.stringify({ username: 'x'.repeat(5 * 1024), password: 'y' });
      for (const url of [
        '/api/auth/login',
        '/api/auth/refresh',
        '/api/auth/logout',
        '/api/managers/invitations/abc/accept',
      ]) {
        assertError(await t.call('POST', url, { headers: JSON_TYPE, body: fiveKb }), 413, 413);
      }
    });

    test('bodiless calls with the JSON content type are accepted (logout, reset password, delete)', async () => {
      const s = await t.signIn('loan');
      // the probe: 422 "not valid JSON", and the session stayed alive
      assertOk(
        await t.call('POST', '/api/auth/logout', {
          token: s.token,
          headers: { ...JSON_TYPE, cookie: `${REFRESH_COOKIE}=${s.refresh}` },
        }),
      );
      assertError(await t.call('GET', '/api/me/account', { token: s.token }), 401, 6002);
      const staff = await t.userId('hung.phan');
      assertOk(await t.call('PUT', `/api/users/reset_password/${staff}`, { as: 'admin', headers: JSON_TYPE }));
      const role = assertOk(
        await t.call('POST', '/api/roles', { as: 'admin', body: { name: 'bodiless', display_name: 'Bodiless' } }),
      ).data;
      assertOk(await t.call('DELETE', `/api/roles/${role.id}`, { as: 'admin', headers: JSON_TYPE }));
      // a route that needs a body still names the missing fields
      assertError(
        await t.call('PUT', `/api/users/update_status/${staff}`, { as: 'admin', headers: JSON_TYPE }),
        422,
        0,
        ['status'],
      );
    });

    test('multipart without a boundary answers 422 on the upload routes, never 500', async () => {
      const headers = { 'content-type': 'multipart/form-data' };
      const id = await t.userId('editor');
      for (const url of [`/api/users/${id}`, '/api/uploads/images']) {
        const res = await t.call('POST', url, { as: 'admin', headers, body: 'not a form' });
        assert.equal(res.status, 422, `${url}: ${JSON.stringify(res.body)}`);
        assert.equal(res.body.result_code, 0);
      }
    });

    test('ids are decimal digits only: 0x1, 1e0, +1 and the like answer 422', async () => {
      const adminId = await t.userId('admin');
      assert.equal(adminId, 1);
      const hash = async () =>
        (await t.app.db.selectFrom('users').select('password_hash').where('id', '=', 1).executeTakeFirstOrThrow())
          .password_hash;
      const before = await hash();
      for (const id of ['0x1', '1e0', '+1', '1.0', '0b1', '%201', '1%20', '-1', '0']) {
        assertError(await t.call('GET', `/api/users/${id}`, { as: 'admin' }), 422, 0, ['id']);
        // the probe: /users/reset_password/0x1 reset the admin's password
        assertError(await t.call('PUT', `/api/users/reset_password/${id}`, { as: 'admin' }), 422, 0, ['id']);
      }
      assert.equal(await hash(), before);
      assertError(await t.call('GET', '/api/users', { as: 'admin', query: { role_id: '0x2' } }), 422, 0, ['role_id']);
      assertOk(await t.call('GET', '/api/users/01', { as: 'admin' }));
    });

    test('framework errors answer the envelope: a bad URL 400, a long path part 414, big headers 431', async () => {
      const bad = await t.call('GET', '/api/users/%E0%A4%A');
      assert.equal(bad.status, 400);
      assert.deepEqual(withoutId(bad.body), { result_code: 400, result: 'Bad request' });
      const long = await t.call('GET', `/api/users/${'1'.repeat(200)}`);
      assert.equal(long.headers['x-content-type-options'], 'nosniff');
      assert.equal(long.status, 414);
      assert.deepEqual(withoutId(long.body), { result_code: 414, result: 'The address is too long' });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as net.AddressInfo).port;
      const headers = await rawRequest(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`,
      );
      assert.equal(headers.status, 431);
      assert.deepEqual(withoutId(JSON.parse(headers.body)), {
        result_code: 431,
        result: 'The request headers are too large',
      });
    });

    test('an upload past the size limit is answered at the limit, not read to its end', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
      const port = (t.app.server.address() as net.AddressInfo).port;
      const token = (await t.signIn('admin')).token;
      const sockets: net.Socket[] = [];
      const track = (socket: net.Socket) => sockets.push(socket);
      t.app.server.on('connection', track);
      const boundary = 'x-boundary';
      const declared = 50 * 1024 * 1024;
      const preamble =
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n';
      const head =
        `POST /api/users/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${preamble.length + declared}\r\n\r\n${preamble}`;
      const chunk = Buffer.alloc(256 * 1024, 1);
      const res = await rawRequest(port, head, (socket) => {
        let sent = 0;
        const pump = () => {
          while (sent < declared && !socket.destroyed) {
            sent += chunk.length;
            if (!socket.write(chunk)) return void socket.once('drain', pump);
          }
        };
        pump();
      });
      t.app.server.off('connection', track);
      assert.equal(res.status, 422, res.body);
      assert.match(res.body, /at most 5 MB/);
      const read = Math.max(...sockets.map((s) => s.bytesRead));
      assert.ok(read < 16 * 1024 * 1024, `the server read ${(read / 1024 / 1024).toFixed(1)} MB of the 50 MB`);
    });

    test('an image past 24 megapixels is refused from its header, without decoding it', async () => {
      // the probe: 6300 × 6300 in 5 KB cost 4.6 s of CPU under the 40 MP cap
      const bomb = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png');
      const started = Date.now();
      const res = await t.call('POST', `/api/users/${await t.userId('editor')}`, { as: 'admin', body: form });
      assertError(res, 422, 0, ['avatar']);
      assert.deepEqual(res.body.errors.avatar, [TOO_MANY_PIXELS]);
      assert.ok(Date.now() - started < 1500, `${Date.now() - started} ms`);
    });

    test('the CSP allows the players and pictures the rich-text sanitiser keeps', async () => {
      const csp = String((await t.call('GET', '/api/health')).headers['content-security-policy']);
      const directive = (name: string) => new RegExp(`(?:^|;)${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
      for (const host of EMBED_HOSTS) {
        const kept = sanitizeRichText(`<iframe src="https://${host}/embed/x"></iframe>`);
        assert.match(kept, /<iframe/, host);
        assert.ok(directive('frame-src').includes(`https://${host}`), `frame-src ${host}: ${csp}`);
      }
      assert.match(sanitizeRichText('<img src="https://cdn.example.com/a.png">'), /<img/);
      assert.ok(directive('img-src').includes('https:'), csp);
      assert.ok(directive('img-src').includes('http:'), csp);
      assert.deepEqual(directive('script-src'), ["'self'"]);
    });

    test('the most common passwords are refused on create, set, change and invitation', async () => {
      const roleId = (
        await t.app.db.selectFrom('roles').select('id').where('name', '=', 'news-writer').executeTakeFirstOrThrow()
      ).id;
      const body = {
        username: 'common.pw',
        email: 'common.pw@example.com',
        full_name: 'Đỗ Văn An',
        role_ids: [roleId],
      };
      for (const password of ['password1', 'Qwerty123', 'abc12345']) {
        const res = await t.call('POST', '/api/users', { as: 'admin', body: { ...body, password } });
        assertError(res, 422, 0, ['password']);
        assert.deepEqual(res.body.errors.password, [COMMON_PASSWORD]);
      }
      const created = assertOk(
        await t.call('POST', '/api/users', { as: 'admin', body: { ...body, password: 'Lotus-Road-58' } }),
      ).data;
      assertError(
        await t.call('PUT', `/api/users/${created.id}`, { as: 'admin', body: { ...body, password: 'iloveyou1' } }),
        422,
        0,
        ['password'],
      );
      const s = await t.signIn('common.pw', 'Lotus-Road-58');
      const change = await t.call('POST', '/api/users/change_password', {
        token: s.token,
        body: { current_password: 'Lotus-Road-58', new_password: 'Password123' },
      });
      assertError(change, 422, 0, ['new_password']);
      const invite = assertOk(
        await t.call('POST', '/api/managers', { as: 'admin', body: { email: 'invitee.pw@example.com' } }),
      ).data;
      const token = new URL(invite.invite_url, 'http://x').searchParams.get('invite');
      const accept = await t.call('POST', `/api/managers/invitations/${token}/accept`, {
        body: { username: 'invitee.pw', full_name: 'Người Được Mời', password: 'qwerty123' },
      });
      assertError(accept, 422, 0, ['password']);
    });

    test('lookup lists answer current and total like every list', async () => {
      for (const [url, as] of [
        ['/api/v2/stores/search', 'loan'],
        ['/api/search/store', 'loan'],
        ['/api/v2/users/search', 'useradmin'],
        ['/api/users/search/user-admin', 'useradmin'],
        ['/api/v2/brands', 'admin'],
        ['/api/permissions', 'admin'],
        ['/api/roles', 'admin'],
      ] as const) {
        const body = assertOk(await t.call('GET', url, { as }));
        assert.ok(Array.isArray(body.data), url);
        assert.equal(body.current, 1, url);
        assert.equal(typeof body.total, 'number', url);
        assert.ok(body.total >= body.data.length, url);
        assert.equal(typeof body.per_page, 'number', url);
      }
      const few = assertOk(await t.call('GET', '/api/v2/users/search', { as: 'useradmin', query: { count: 3 } }));
      assert.equal(few.data.length, 3);
      const all = await t.app.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(few.total, Number(all.n));
    });
  });
}

for (const db of testDatabases()) {
  describe(`proxy trust (${db.name})`, () => {
    const byAddress = useTestApp(db, { trustProxy: parseTrustProxy('127.0.0.1') });
    // A second app on the same PostgreSQL database would reset it under the first: this one is SQLite.
    const byHops = useTestApp({ name: 'sqlite' }, { trustProxy: readEnv({ TRUST_PROXY: '1' }).trustProxy });
    const signIn = (app: typeof byAddress, remoteAddress: string, headers: Record<string, string>) =>
      app.call('POST', '/api/auth/login', {
        body: { username: 'admin', password: 'admin123' },
        remoteAddress,
        headers,
      });
    const lastLoginIp = async (app: typeof byAddress) =>
      (
        await app.app.db
          .selectFrom('audit_logs')
          .select('ip')
          .where('action', '=', 'login')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).ip;

    test('TRUST_PROXY takes addresses and CIDRs or a hop count, never "trust everyone"', () => {
      assert.equal(parseTrustProxy(undefined), false);
      assert.equal(parseTrustProxy('0'), false);
      assert.deepEqual(parseTrustProxy('127.0.0.1, 10.0.0.0/8'), ['127.0.0.1', '10.0.0.0/8']);
      const hops = parseTrustProxy('2');
      assert.equal(typeof hops, 'function');
      assert.throws(() => parseTrustProxy('true'), /TRUST_PROXY/);
    });

    test('the client address and TLS come from the trusted proxy only; the refresh cookie is Secure over TLS', async () => {
      const viaProxy = await signIn(byAddress, '127.0.0.1', {
        'x-forwarded-for': '10.9.9.9, 198.51.100.7',
        'x-forwarded-proto': 'https',
      });
      assertOk(viaProxy);
      assert.equal(await lastLoginIp(byAddress), '198.51.100.7');
      const cookie = viaProxy.cookies.find((c) => c.name === REFRESH_COOKIE) as { secure?: boolean };
      assert.equal(cookie.secure, true);
      // a client that is not the proxy writes the headers itself: neither is believed
      const direct = await signIn(byAddress, '203.0.113.9', {
        'x-forwarded-for': '198.51.100.66',
        'x-forwarded-proto': 'https',
      });
      assertOk(direct);
      assert.equal(await lastLoginIp(byAddress), '203.0.113.9');
      assert.notEqual((direct.cookies.find((c) => c.name === REFRESH_COOKIE) as { secure?: boolean }).secure, true);
    });

    test('TRUST_PROXY=1 believes only the entry the one proxy added, not what the client wrote before it', async () => {
      // the probe: TRUST_PROXY=1 trusted a client-written X-Forwarded-For
      assertOk(await signIn(byHops, '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.8' }));
      assert.equal(await lastLoginIp(byHops), '198.51.100.8');
    });
  });
}

describe('image work', () => {
  test(`at most ${IMAGE_POOL_SIZE} images are processed at once`, async () => {
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        inImagePool(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running--;
        }),
      ),
    );
    assert.equal(most, IMAGE_POOL_SIZE);
  });
});
