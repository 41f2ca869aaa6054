import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describeApp } from '../test/harness.ts';
import { COMPRESS_THRESHOLD } from './compression.ts';

const decoded: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describeApp('compressed answers', (t) => {
  let token = '';
  const get = async (url: string, headers: Record<string, string> = {}) => {
    if (!token) token = (await t.signIn('admin')).token;
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...headers } });
    assert.equal(res.statusCode, 200, res.body.slice(0, 300));
    return res;
  };
  const LIST = '/api/v2/products?count=50';
  const FRESH = { 'cache-control': 'no-cache' };

  test('a big list answer comes compressed as the client accepts, the same JSON once decompressed', async () => {
    const plain = await get(LIST, FRESH);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > 10 * COMPRESS_THRESHOLD, `${plain.rawPayload.length} bytes`);
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
    ];
    for (const [accepts, expected] of cases) {
      // read now (the handler's answer, compressed by the plugin) and kept (the kept answer's bytes), twice
      for (const headers of [FRESH, {}, {}]) {
        const res = await get(LIST, { ...headers, 'accept-encoding': accepts });
        const encoding = res.headers['content-encoding'];
        assert.equal(encoding, expected, `${accepts} ${JSON.stringify(headers)}`);
        if (!expected) {
          assert.equal(res.body, plain.body);
          continue;
        }
        assert.match(String(res.headers.vary), /accept-encoding/i);
        assert.ok(res.rawPayload.length < plain.rawPayload.length / 5, `${accepts}: ${res.rawPayload.length} bytes`);
        assert.equal(decoded[expected]!(res.rawPayload).toString('utf8'), plain.body, accepts);
      }
    }
  });

  test('a small answer and a file that is compressed already are sent as they are', async () => {
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    assert.ok(small.rawPayload.length < COMPRESS_THRESHOLD);
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(JSON.parse(small.body).result_code, 1);
    // XLSX is a zip: sent as the export wrote it, not compressed again
    const xlsx = await get('/api/v2/products/export?format=xlsx', { 'accept-encoding': 'br, gzip' });
    assert.equal(xlsx.headers['content-encoding'], undefined);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString('latin1'), 'PK');
    // CSV is text: compressed once, and decompressed it is the export's text
    const csv = await get('/api/v2/products/export?format=csv', { 'accept-encoding': 'gzip' });
    assert.equal(csv.headers['content-encoding'], 'gzip');
    const text = gunzipSync(csv.rawPayload).toString('utf8');
    assert.ok(text.split('\n').length > 2, text.slice(0, 200));
    assert.equal(text, (await get('/api/v2/products/export?format=csv')).body);
  });
});
