// npm run bench:network: what compressing the API's answers gives a person on a slow network, and
// what it costs on the server. Writes the section "Compressed answers" of bench/results.md.
//
// 1. The threshold: JSON answers of growing size (the products list's own rows, cut to N of them),
//    each compressed with Brotli (quality 4, as the API does) and gzip: the time it takes on this
//    machine and the bytes it saves, beside how long those bytes take on the slow links below.
// 2. The fetch of products page 1 (read now, 50 rows) through a throttled socket proxy in this
//    process (bench-local, 127.0.0.1 only): each link's bandwidth and round trip, the answer asked
//    with a browser's Accept-Encoding (Brotli) and without (identity), alternated, medians of
//    BENCH_NETWORK_RUNS (9) fetches each, every fetch on a new connection (a first visit).
// The API runs in this process (buildApp) on a demo database, or on BENCH_DATA_DIR / BENCH_DATABASE_URL.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type Socket, createConnection, createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../apps/api/src/app.ts';
import { COMPRESS_THRESHOLD } from '../apps/api/src/plugins/compression.ts';
import { productCount } from './catalogue.ts';

const runs = Number(process.env.BENCH_NETWORK_RUNS ?? 9);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'admin-bench-network-'));
const startLoad = loadavg()[0]!;

/** Links as the browsers' throttling presets describe them (download bandwidth, round trip). */
const LINKS = [
  { name: 'slow 3G-like (400 kbit/s, 400 ms RTT)', kbits: 400, rttMs: 400 },
  { name: 'fast 3G-like (1.6 Mbit/s, 150 ms RTT)', kbits: 1600, rttMs: 150 },
  { name: '4G-like (9 Mbit/s, 60 ms RTT)', kbits: 9000, rttMs: 60 },
  { name: 'localhost (no throttling)', kbits: 0, rttMs: 0 },
];

const app = await buildApp({ dataDir, databaseUrl, seed: 'demo', logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const apiPort = (app.server.address() as { port: number }).port;
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'admin', password: 'admin123' },
});
const token = (login.json() as { data: { access_token: string } }).data.access_token;
const LIST = '/api/v2/products?page=1';
const answer = (
  await app.inject({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${token}` } })
).json() as {
  data: unknown[];
};

// 1. The threshold
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const timed = (fn: () => Buffer) => {
  const took: number[] = [];
  let out = fn();
  for (let i = 0; i < 51; i++) {
    const started = performance.now();
    out = fn();
    took.push(performance.now() - started);
  }
  return { ms: median(took), bytes: out.length };
};
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const sizes = [0, 1, 2, 5, 10, 50].map((rows) => JSON.stringify({ ...answer, data: answer.data.slice(0, rows) }));
const small = JSON.stringify({ result_code: 1, result: 'OK', data: { id: 1 } });
const thresholdRows = [small, ...sizes].map((text) => {
  const br = timed(() => brotliCompressSync(text, BROTLI));
  const gzip = timed(() => gzipSync(text));
  return { bytes: Buffer.byteLength(text), br, gzip };
});
/** Milliseconds to send `bytes` at `kbits` kbit/s. */
const sendMs = (bytes: number, kbits: number) => (bytes * 8) / kbits;

// 2. The throttled proxy: the server's bytes leave at the link's pace, each way after half the round trip.
function throttledProxy(kbits: number, rttMs: number) {
  const server = createServer((client: Socket) => {
    const upstream = createConnection({ port: apiPort, host: '127.0.0.1' });
    let freeAt = 0;
    const later = (ms: number, fn: () => void) => (ms > 0 ? setTimeout(fn, ms) : fn());
    client.on('data', (chunk) => later(rttMs / 2, () => upstream.write(chunk)));
    upstream.on('data', (chunk) => {
      const now = performance.now();
      // the link sends one chunk after the other at its bandwidth
      freeAt = Math.max(now, freeAt) + (kbits ? sendMs(chunk.length, kbits) : 0);
      later(freeAt - now + rttMs / 2, () => client.write(chunk));
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    // after the last byte has left (the answer's end is read from its length, not from the close)
    upstream.on('end', () => later(freeAt - performance.now() + rttMs / 2 + 20, () => client.end()));
    client.on('close', close);
    client.on('error', close);
    upstream.on('error', close);
  });
  return new Promise<{ port: number; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: (server.address() as { port: number }).port, close: () => server.close() }),
    ),
  );
}

/** One fetch on a new connection: ms until the last byte, bytes on the wire. */
function fetchOnce(port: number, encoding: string | null) {
  return new Promise<{ ms: number; bytes: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: LIST,
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          'cache-control': 'no-cache',
          connection: 'close',
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${res.statusCode}`));
          else if (encoding && res.headers['content-encoding'] !== 'br') reject(new Error('not compressed'));
          else resolve({ ms: performance.now() - started, bytes });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const fetchRows: { link: string; plain: { ms: number; bytes: number }; br: { ms: number; bytes: number } }[] = [];
for (const link of LINKS) {
  const proxy = link.kbits ? await throttledProxy(link.kbits, link.rttMs) : { port: apiPort, close: () => undefined };
  const plain: { ms: number; bytes: number }[] = [];
  const br: { ms: number; bytes: number }[] = [];
  await fetchOnce(proxy.port, null);
  for (let i = 0; i < runs; i++) {
    plain.push(await fetchOnce(proxy.port, null));
    br.push(await fetchOnce(proxy.port, 'gzip, deflate, br, zstd'));
  }
  proxy.close();
  const pick = (list: { ms: number; bytes: number }[]) => ({
    ms: median(list.map((r) => r.ms)),
    bytes: list[0]!.bytes,
  });
  fetchRows.push({ link: link.name, plain: pick(plain), br: pick(br) });
  console.log(link.name, fetchRows.at(-1));
}
const products = await productCount(app);
await app.close();

const f = (n: number, digits = 2) => n.toFixed(digits);
const section = [
  '## Compressed answers',
  '',
  `\`npm run bench:network\` (bench/network.ts) on ${new Date().toISOString()} — ${cpus().length} cores (load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end), ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${products.toLocaleString('en')} products. ` +
    `The API compresses JSON and text answers of ${COMPRESS_THRESHOLD.toLocaleString('en')} bytes or more (plugins/compression.ts; docs/decisions.md says why).`,
  '',
  "The threshold: answers of the products list's rows cut to N rows (the first a one-row `{ data: { id } }`), compressed on this machine (medians of 51, ms), and what the bytes saved are worth on the links below.",
  '',
  '| answer bytes | Brotli bytes | Brotli ms | gzip bytes | gzip ms | Brotli saves at 1.6 Mbit/s, ms | at 9 Mbit/s, ms |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...thresholdRows.map(
    (r) =>
      `| ${r.bytes.toLocaleString('en')} | ${r.br.bytes.toLocaleString('en')} | ${f(r.br.ms, 3)} | ${r.gzip.bytes.toLocaleString('en')} | ${f(r.gzip.ms, 3)} | ${f(sendMs(r.bytes - r.br.bytes, 1600), 1)} | ${f(sendMs(r.bytes - r.br.bytes, 9000), 1)} |`,
  ),
  '',
  `Products page 1 read now, fetched on a new connection through a throttled socket proxy (the server's bytes leave at the link's bandwidth, each way after half its round trip), uncompressed and with a browser's Accept-Encoding (Brotli), alternated, medians of ${runs} (ms until the last byte).`,
  '',
  '| link | uncompressed ms | bytes | Brotli ms | bytes | Brotli over uncompressed |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...fetchRows.map(
    (r) =>
      `| ${r.link} | ${f(r.plain.ms, 1)} | ${r.plain.bytes.toLocaleString('en')} | ${f(r.br.ms, 1)} | ${r.br.bytes.toLocaleString('en')} | ${f(r.br.ms / r.plain.ms)} |`,
  ),
  '',
].join('\n');
console.log(section);

const file = new URL('./results.md', import.meta.url);
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
const name = process.env.BENCH_SECTION ?? 'Compressed answers';
const titled = section.replace('## Compressed answers', `## ${name}`);
const heading = new RegExp(`^## ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'm');
const next = heading.test(previous) ? previous.replace(heading, `${titled}\n`) : `${previous.trimEnd()}\n\n${titled}`;
writeFileSync(file, await format(next, { ...(await resolveConfig(file.pathname)), parser: 'markdown' }));
console.log('Written to bench/results.md');
