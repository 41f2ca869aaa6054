import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, describe, test } from 'node:test';
import { MESSAGES } from '@admin/contract';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { assertError, assertOk, testDatabases, useTestApp } from '../test/harness.ts';
import { type AuthUser, isAllowed } from '../lib/access.ts';
import errorsPlugin from './errors.ts';
import permissionsPlugin from './permissions.ts';
import { NOT_BUILT_NOTE } from './web.ts';

const editor: AuthUser = {
  id: 7,
  username: 'editor',
  sessionId: 1,
  permissions: new Set(['news-list']),
  fullAccess: false,
  firstLogin: false,
};

/** The errors and permissions plugins on their own, with a stand-in for the auth plugin. */
async function bareApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(
    fp(
      async (a) => {
        a.decorateRequest('user', null);
        a.decorate('resolveUser', async (request) => (request.headers.authorization ? editor : null));
      },
      { name: 'auth' },
    ),
  );
  await app.register(permissionsPlugin);
  app.get('/api/undeclared', async () => ({ ok: true }));
  app.get('/api/boom', { config: { permission: null } }, async () => {
    throw new Error('secret detail at /srv/app.ts:12');
  });
  app.post(
    '/api/echo',
    { config: { permission: 'news-list' }, schema: { body: z.object({ n: z.number() }) } },
    async (r) => r.body,
  );
  await app.ready();
  return app;
}

describe('permissions and errors plugins', () => {
  test('isAllowed: a declaration is needed; full access passes everything but nothing undeclared', () => {
    assert.equal(isAllowed(editor, 'news-list'), true);
    assert.equal(isAllowed(editor, 'users-index'), false);
    assert.equal(isAllowed(editor, 'full-access'), false);
    assert.equal(isAllowed(editor, null), true);
    assert.equal(isAllowed(editor, undefined), false);
    const full = { ...editor, fullAccess: true, permissions: new Set<string>() };
    assert.equal(isAllowed(full, 'users-index'), true);
    assert.equal(isAllowed(full, 'full-access'), true);
    assert.equal(isAllowed(full, undefined), false);
  });

  test('a route without a permission declaration answers 403 even to a signed-in user (fail closed)', async () => {
    const app = await bareApp();
    const res = await app.inject({ url: '/api/undeclared', headers: { authorization: 'Bearer x' } });
    assert.equal(res.statusCode, 403);
    const { request_id, ...denied } = res.json();
    assert.deepEqual(denied, { result_code: 403, result: 'Permission denied: this route declares no permission' });
    assert.equal(request_id, res.headers['x-request-id']);
    assert.equal(app.routeAccess.find((r) => r.url === '/api/undeclared')?.permission, undefined);
    assert.equal((await app.inject({ url: '/api/undeclared' })).statusCode, 401);
    await app.close();
  });

  test('a fault answers 500 "Server Error" with no stack or detail', async () => {
    const app = await bareApp();
    const res = await app.inject({ url: '/api/boom', headers: { authorization: 'Bearer x' } });
    assert.equal(res.statusCode, 500);
    const { request_id, ...fault } = res.json();
    assert.deepEqual(fault, { result_code: 500, result: MESSAGES.serverError });
    assert.equal(request_id, res.headers['x-request-id']);
    await app.close();
  });

  test('malformed, empty and wrongly typed bodies answer 422, never 500', async () => {
    const app = await bareApp();
    const headers = { authorization: 'Bearer x', 'content-type': 'application/json' };
    for (const payload of ['{"n":', '', '[1,2]', '{"n":"1"}']) {
      const res = await app.inject({ method: 'POST', url: '/api/echo', headers, payload });
      assert.equal(res.statusCode, 422, `${payload} → ${res.body}`);
      assert.equal(res.json().result_code, 0);
      assert.ok(Object.keys(res.json().errors).length > 0);
    }
    assert.deepEqual((await app.inject({ method: 'POST', url: '/api/echo', headers, payload: '{"n":1}' })).json(), {
      n: 1,
    });
    await app.close();
  });
});

for (const db of testDatabases()) {
  describe(`web, uploads and docs serving (${db.name})`, () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admin</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // a script the build compressed (the files served are listed when the app starts)
    const script = 'export const rows = [' + '"row",'.repeat(2000) + '];\n';
    fs.writeFileSync(path.join(dist, 'assets', 'list-def456.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'list-def456.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'list-def456.js.gz'), zlib.gzipSync(script));
    const t = useTestApp(db, { webDistDir: dist });
    // A second app on the same PostgreSQL database would reset it under the first: this one is SQLite.
    const withoutBuild = useTestApp({ name: 'sqlite' }, { webDistDir: path.join(dist, 'missing') });
    after(() => fs.rmSync(dist, { recursive: true, force: true }));

    test('page paths answer index.html (SPA fallback) under a CSP that allows the app', async () => {
      for (const url of ['/', '/login', '/user-managers/3/edit', '/transactions/9/finances/2/paperwork?tab=x']) {
        const res = await t.call('GET', url);
        assert.equal(res.status, 200, url);
        assert.match(String(res.headers['content-type']), /text\/html/);
        assert.match(res.body, /<div id="root">/);
      }
      const csp = String((await t.call('GET', '/')).headers['content-security-policy']);
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /style-src 'self' 'unsafe-inline'/);
      assert.match(csp, /img-src 'self' data: blob:/);
      const asset = await t.call('GET', '/assets/index-abc123.js');
      assert.equal(asset.status, 200);
      assert.match(String(asset.headers['cache-control']), /immutable/);
    });

    test('a script goes out compressed as the build wrote it, in the best encoding the browser accepts', async () => {
      const get = (url: string, encoding?: string) =>
        t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
      const decoded = {
        br: (body: Buffer) => zlib.brotliDecompressSync(body).toString(),
        gzip: (body: Buffer) => zlib.gunzipSync(body).toString(),
      };
      for (const [accepts, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
      ] as const) {
        const res = await get('/assets/list-def456.js', accepts);
        assert.equal(res.statusCode, 200, accepts);
        assert.equal(res.headers['content-encoding'], encoding, accepts);
        assert.match(String(res.headers.vary), /accept-encoding/i);
        assert.match(String(res.headers['content-type']), /javascript/);
        assert.match(String(res.headers['cache-control']), /immutable/);
        assert.ok(res.rawPayload.length < script.length / 10, `${encoding}: ${res.rawPayload.length} bytes`);
        assert.equal(decoded[encoding](res.rawPayload), script, accepts);
      }
      // a browser that accepts neither, and a file the build left as it is, go out as they are
      for (const [url, encoding] of [
        ['/assets/list-def456.js', undefined],
        ['/assets/index-abc123.js', 'gzip, br'],
      ] as const) {
        const res = await get(url, encoding);
        assert.equal(res.statusCode, 200, url);
        assert.equal(res.headers['content-encoding'], undefined, url);
      }
      assert.equal((await get('/assets/list-def456.js')).body, script);
    });

    test('unknown /api and /uploads paths and missing files answer the 404 envelope', async () => {
      for (const url of ['/api/nothing', '/uploads/none.png', '/assets/missing.js']) {
        assertError(await t.call('GET', url), 404, 404);
      }
      assertError(await t.call('POST', '/some/page'), 404, 404);
    });

    // a build with its route preloads (apps/web/build/route-preloads.ts writes them)
    const preloaded = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-web-dist-'));
    fs.writeFileSync(
      path.join(preloaded, 'index.html'),
      '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
    );
    const files = (name: string) => ({
      vi: [`/assets/${name}-vi.js`, `/assets/${name}.js`],
      en: [`/assets/${name}-en.js`, `/assets/${name}.js`],
    });
    fs.writeFileSync(
      path.join(preloaded, 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { path: '/news/:id', guest: false, files: files('news-view') },
          { path: '/login', guest: true, files: files('login') },
          { path: '/', guest: false, files: files('home') },
          { path: '/news/create', guest: false, files: files('news-create') },
          { path: '/products', guest: false, files: files('products') },
        ],
      }),
    );
    const withPreloads = useTestApp({ name: 'sqlite' }, { webDistDir: preloaded });
    after(() => fs.rmSync(preloaded, { recursive: true, force: true }));

    test("a page's index.html names the files of its first visit, in the interface language, to a guest the sign-in's", async () => {
      const preloads = async (url: string, cookie?: string) => {
        const res = await withPreloads.call('GET', url, { headers: cookie ? { cookie } : {} });
        assert.equal(res.status, 200, url);
        assert.match(res.body, /<div id="root">/);
        return [...String(res.body).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
          (m) => m[1],
        );
      };
      const signedIn = 'token=abc';
      assert.deepEqual(await preloads('/products', signedIn), ['/assets/products-vi.js', '/assets/products.js']);
      // the path matches as the router matches it: any case, a trailing slash, a query
      assert.deepEqual(await preloads('/Products/?page=2', signedIn), [
        '/assets/products-vi.js',
        '/assets/products.js',
      ]);
      assert.deepEqual(await preloads('/products', `${signedIn}; locale=en`), [
        '/assets/products-en.js',
        '/assets/products.js',
      ]);
      assert.deepEqual(await preloads('/', signedIn), ['/assets/home-vi.js', '/assets/home.js']);
      // a fixed segment before a parameter, whatever the order of the list
      assert.deepEqual(await preloads('/news/create', signedIn), [
        '/assets/news-create-vi.js',
        '/assets/news-create.js',
      ]);
      assert.deepEqual(await preloads('/news/12', signedIn), ['/assets/news-view-vi.js', '/assets/news-view.js']);
      // a guest is sent to the sign-in page: its files come instead
      assert.deepEqual(await preloads('/products'), ['/assets/login-vi.js', '/assets/login.js']);
      assert.deepEqual(await preloads('/login', 'locale=en'), ['/assets/login-en.js', '/assets/login.js']);
      // no screen there (the 404 page), or an unknown language: the page as it is, or in Vietnamese
      assert.deepEqual(await preloads('/news/12/unknown', signedIn), []);
      assert.deepEqual(await preloads('/products', `${signedIn}; locale=fr`), [
        '/assets/products-vi.js',
        '/assets/products.js',
      ]);
      // the links go inside <head>, after the entry
      const page = (await withPreloads.call('GET', '/products', { headers: { cookie: signedIn } })).body as string;
      assert.ok(page.indexOf('index.js') < page.indexOf('modulepreload'));
      assert.ok(page.indexOf('modulepreload') < page.indexOf('</head>'));
    });

    test('without a build, pages answer a note to run npm run build', async () => {
      const res = await withoutBuild.call('GET', '/login');
      assert.equal(res.status, 200);
      assert.equal(res.body, NOT_BUILT_NOTE);
    });

    test('health needs nothing; the OpenAPI document lists the routes', async () => {
      assert.deepEqual(assertOk(await t.call('GET', '/api/health')), {
        result_code: 1,
        result: 'Ok',
        data: { status: 'ok' },
      });
      const doc = await t.call('GET', '/api/docs/json');
      assert.equal(doc.status, 200);
      assert.ok(doc.body.paths['/api/users/{id}'].put.requestBody);
      assert.ok(doc.body.paths['/api/auth/login'].post);
      // a route is documented under its area's tags (areaRoutes), or under its own where it names them
      assert.deepEqual(doc.body.paths['/api/faqs/{id}'].get.tags, ['faqs']);
      assert.deepEqual(doc.body.paths['/api/popups'].post.tags, ['pop-ups']);
      assert.deepEqual(doc.body.paths['/api/v1/customers'].get.tags, ['vehicles']);
      assert.deepEqual(doc.body.paths['/api/auth/login'].post.tags, ['auth']);
      assert.equal((await t.call('GET', '/api/docs')).status < 400, true);
    });
  });
}
