// npm run bench: throughput and latency of the API's hot routes, each list page beside its floor (a
// bare Fastify in its own process answering the same bytes from memory, bench/floor.ts), measured
// in the same run; the report goes to bench/results.md, one section per database (a run replaces
// its own section and keeps the other's).
//
// The API runs as in production: its own process (the compiled bundle, apps/api/dist/server.js,
// built as `npm start` builds it; BENCH_SERVER=path/to/server.ts runs another entry with tsx),
// logging at its default level to nowhere. Its start-up time (spawn to /api/health answering) and
// memory (RSS after start and after the load) are reported with the run.
//
// BENCH_PRODUCTS=1000000 first fills the catalogue to that many products (the seed CLI's bulk
// loader; kept between runs with BENCH_DATA_DIR on SQLite, or in BENCH_DATABASE_URL's database).
// BENCH_ONLY=regex measures only the routes whose name matches (while iterating; not for the report).
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { addProducts, progressBar } from '../apps/api/src/seed/marketplace.ts';
import { addTransactions } from '../apps/api/src/seed/money.ts';
import { measurePaint, paintSection, PAINT_PATHS, PAINT_SECTION } from './paint.ts';
import { liveSection, measureLive } from './live.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const products = process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS.replaceAll('_', '')) : undefined;
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const database = databaseUrl ? 'PostgreSQL' : 'SQLite';
const startLoad = loadavg()[0]!;
const root = new URL('..', import.meta.url).pathname;
const apiPort = Number(process.env.BENCH_PORT ?? 4150);
const floorPort = apiPort + 1;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth?: boolean;
  /** The floor's path answering this route's answer from memory (bench/floor.ts). */
  floor?: string;
  /**
   * Asked as every reader after the first asks (the API's kept answer, plugins/kept-answers.ts);
   * every other route is asked with `Cache-Control: no-cache`, so that it is read now.
   */
  kept?: boolean;
  /** Asked with this Accept-Encoding (as a browser asks): the answer comes compressed (plugins/compression.ts). */
  encoding?: string;
}

/** What Chromium sends. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** The headers of a scenario's requests. */
const headersOf = (s: Scenario, auth = Boolean(s.auth)) => ({
  'content-type': 'application/json',
  ...(auth ? { authorization: `Bearer ${token}` } : {}),
  ...(s.kept ? {} : { 'cache-control': 'no-cache' }),
  ...(s.encoding ? { 'accept-encoding': s.encoding } : {}),
});

const keepDir = process.env.BENCH_DATA_DIR;
const dataDir = keepDir ?? mkdtempSync(join(tmpdir(), 'admin-bench-'));
// In this process: migrate, seed, fill, and read real values for the filters; the API then runs alone.
const app = await buildApp({ dataDir, databaseUrl, seed: 'demo', logger: false });
if (products !== undefined) {
  const started = Date.now();
  await addProducts(app.db, app.uploads.dir, products, { bulk: products > 50_000, progress: progressBar() });
  // sales in proportion, as the seed CLI makes them: one for every tenth product
  await addTransactions(app.db);
  console.log(
    `Catalogue ready: ${products.toLocaleString('en')} products (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}
// Real values for the filters, read from the catalogue.
const one = async <T>(query: Promise<T | undefined>) => (await query)!;
/** How many rows a table holds. */
const rowCount = async (table: 'products' | 'transactions') =>
  (
    await one(
      app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    )
  ).n;
const count = await rowCount('products');
const sales = await rowCount('transactions');
const deepPage = Math.max(1, Math.min(10_000, Math.floor(Number(count) / 50) - 1));
const vision = await one(
  app.db.selectFrom('models').select(['id', 'brand_id']).where('name', '=', 'Vision').executeTakeFirst(),
);
const trim = await one(
  app.db.selectFrom('model_details').select('id').where('model_id', '=', vision.id).orderBy('id').executeTakeFirst(),
);
const staff = await one(app.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst());
const changer = await one(
  app.db
    .selectFrom('products')
    .select('status_latest_user')
    .where('status_latest_user', 'is not', null)
    .orderBy('id')
    .executeTakeFirst(),
);
const faq = await one(app.db.selectFrom('faqs').select(['id', 'status']).orderBy('id').executeTakeFirst());
await app.close();

/** Resident memory of a process, in MB (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function waitFor(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process ended (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch (error) {
      // not listening yet; anything else (fetch refuses some ports: "bad port") is an error
      if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED') throw error;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

// The API's entry: the compiled bundle unless BENCH_SERVER names a TypeScript entry (run with tsx).
const entry = process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js');
if (!process.env.BENCH_SERVER) {
  const build = spawnSync('node', [join(root, 'scripts/build-api.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// tsx as a loader in one process (its CLI would run the server in a child), so the RSS is the server's
const command = entry.endsWith('.ts') ? [process.execPath, '--import', 'tsx', entry] : [process.execPath, entry];
const spawned = performance.now();
const api = spawn(command[0]!, command.slice(1), {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JOBS: 'off',
    NOTIFY_PORT: String(apiPort + 2),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${apiPort}`;
await waitFor(`${base}/api/health`, api);
const startupMs = performance.now() - spawned;
const rssStarted = rssOf(api.pid!);
console.log(
  `API answering ${startupMs.toFixed(0)} ms after spawn (${command.join(' ')}), RSS ${rssStarted.toFixed(0)} MB`,
);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'admin123' }),
});
const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
const get = async (path: string) =>
  (await (await fetch(base + path, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { id: number }[];
    total: number;
    next_cursor: string | null;
  };

console.log('Signed in; reading the deep page and search cursors…');
const deep = await get(`/api/v2/products?page=${deepPage}`);
const deepCursor = encodeURIComponent(deep.next_cursor ?? '');
const products1 = '/api/v2/products';
// A common word (hundreds of thousands of matches at a million) with a sort other than id, its next
// page by cursor, and Station Product's order (at_station=1, latest change first) with a search.
const honda = `${products1}?q=honda&sort_by=price&order_by=desc`;
const hondaCursor = encodeURIComponent((await get(honda)).next_cursor ?? '');
const searchSorted: [string, string][] = [
  ['products: search "honda" + sort price desc', honda],
  ['products: search "honda" + sort price desc, cursor page 2', `${honda}&page=2&cursor=${hondaCursor}`],
  ['products: search "yamaha" + sort release_year asc', `${products1}?q=yamaha&sort_by=release_year&order_by=asc`],
  ['products: search "vision" + sort updated_at desc', `${products1}?q=vision&sort_by=updated_at&order_by=desc`],
  [
    'products: search "exciter" + at_station=1 + sort price asc',
    `${products1}?q=exciter&at_station=1&sort_by=price&order_by=asc`,
  ],
  ['products: Station Product + search "honda"', `${products1}?q=honda&at_station=1&sort_by=updated_at&order_by=desc`],
  [
    'products: Station Product + search "ha noi"',
    `${products1}?q=ha%20noi&at_station=1&sort_by=updated_at&order_by=desc`,
  ],
];

/** A GET of a signed-in user; `floor`: the floor's path answering it from memory. */
const signedIn = (name: string, path: string, floor?: string): Scenario => ({
  name,
  method: 'GET',
  path,
  auth: true,
  ...(floor && { floor }),
});

const scenarios: Scenario[] = [
  { name: 'constant JSON (GET /api/health)', method: 'GET', path: '/api/health', floor: '/health' },
  {
    name: 'sign-in (POST /api/auth/login)',
    method: 'POST',
    path: '/api/auth/login',
    body: { username: 'admin', password: 'admin123' },
  },
  signedIn('GET /api/me/account', '/api/me/account'),
  signedIn('GET /api/users (page 1, 50 rows)', '/api/users?page=1&count=50', '/users'),
  { ...signedIn('GET /api/users (page 1, 50 rows), kept answer', '/api/users?page=1&count=50', '/users'), kept: true },
  signedIn('GET /api/users (search "nguyen")', '/api/users?q=nguyen'),
  signedIn('products: page 1 (newest first)', `${products1}?page=1`, '/products'),
  { ...signedIn('products: page 1 (newest first), kept answer', `${products1}?page=1`, '/products'), kept: true },
  // A browser's Accept-Encoding: Brotli, beside the uncompressed answers above (the floor sends them uncompressed).
  { ...signedIn('products: page 1 (newest first), Brotli', `${products1}?page=1`), encoding: BROWSER_ENCODING },
  {
    ...signedIn('products: page 1 (newest first), kept answer, Brotli', `${products1}?page=1`),
    kept: true,
    encoding: BROWSER_ENCODING,
  },
  signedIn(`products: page ${deepPage.toLocaleString('en')} (offset)`, `${products1}?page=${deepPage}`),
  signedIn(
    `products: cursor after page ${deepPage.toLocaleString('en')}`,
    `${products1}?page=${deepPage + 1}&cursor=${deepCursor}`,
  ),
  signedIn('products: brand_id (Honda)', `${products1}?brand_id=${vision.brand_id}`),
  signedIn('products: model_id (Vision)', `${products1}?model_id=${vision.id}`),
  signedIn('products: detail_model_id', `${products1}?detail_model_id=${trim.id}`),
  signedIn('products: type=3 (pkl)', `${products1}?type=3`),
  signedIn('products: location_id=1 (Hà Nội)', `${products1}?location_id=1`),
  signedIn('products: created_by', `${products1}?created_by=${staff.id}`),
  signedIn('products: sales_status=blocked', `${products1}?sales_status=blocked`),
  signedIn('products: status_latest_user', `${products1}?status_latest_user=${changer.status_latest_user}`),
  signedIn('products: start_date/end_date (a month)', `${products1}?start_date=2025-10-01&end_date=2025-10-31`),
  signedIn(
    'products: status_latest_datetime_from/_to',
    `${products1}?status_latest_datetime_from=2025-11-01&status_latest_datetime_to=2025-11-15`,
  ),
  signedIn('products: sort price asc', `${products1}?sort_by=price&order_by=asc`),
  signedIn('products: sort ai_score desc (nullable)', `${products1}?sort_by=ai_score&order_by=desc`),
  signedIn('products: location_id=1 + sort price desc', `${products1}?location_id=1&sort_by=price`),
  signedIn(
    `products: sales_status=ing + sort price, page ${deepPage.toLocaleString('en')}`,
    `${products1}?sales_status=ing&sort_by=price&page=${deepPage}`,
  ),
  signedIn('products: search "ha noi"', `${products1}?q=ha%20noi`),
  signedIn('products: search "xe may"', `${products1}?q=xe%20may`),
  signedIn('products: search "ha noi" + sales_status=ing', `${products1}?q=ha%20noi&sales_status=ing`),
  ...searchSorted.map(([name, path]) => signedIn(name, path)),
  signedIn('stores: page 1', '/api/v2/stores?page=1'),
  signedIn('stores: stations by total sale amount', '/api/v2/stores?is_station=2&sort_by=total_sale_amount'),
  signedIn('stores: keyword "ha noi"', '/api/v2/stores?keyword=ha%20noi'),
  signedIn('transactions: page 1', '/api/transactions?page=1', '/transactions'),
  { ...signedIn('transactions: page 1, kept answer', '/api/transactions?page=1', '/transactions'), kept: true },
  signedIn('transactions: status=new', '/api/transactions?status=new'),
  signedIn('transactions: type=finance + status=confirmed', '/api/transactions?type=finance&status=confirmed'),
  signedIn('transactions: search "nguyen"', '/api/transactions?q=nguyen'),
  signedIn('transactions: page 200', '/api/transactions?page=200'),
  signedIn('loans: page 1', '/api/loans?page=1'),
  // The dashboard: its figures read kept daily totals and today's index ranges, never the whole tables.
  signedIn('dashboard: figures (today, month, 30 days)', '/api/dashboard/figures'),
  signedIn('dashboard: work waiting (12 queues)', '/api/dashboard/queues'),
  signedIn('dashboard: recent activity', '/api/dashboard/activity'),
];

const measured = only ? scenarios.filter((s) => s.name === scenarios[0]!.name || only.test(s.name)) : scenarios;

// The floor: the product's own answers of the floored routes, served by a bare Fastify.
const answers: Record<string, string> = {};
for (const s of measured.filter((s) => s.floor)) {
  const res = await fetch(base + s.path, { headers: s.auth ? { authorization: `Bearer ${token}` } : {} });
  answers[s.floor!] = await res.text();
}
console.log('Starting the floor…');
const answersFile = join(mkdtempSync(join(tmpdir(), 'admin-floor-')), 'answers.json');
writeFileSync(answersFile, JSON.stringify(answers));
const floor = spawn(
  join(root, 'node_modules/.bin/tsx'),
  [join(root, 'bench/floor.ts'), answersFile, String(floorPort)],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const floorBase = `http://127.0.0.1:${floorPort}`;
await waitFor(`${floorBase}/health`, floor);

/** Median of one request at a time: what a single user waits, apart from the load. */
async function alone(url: string, s: Scenario, times = 15): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const res = await fetch(url, {
      method: s.method,
      headers: headersOf(s),
      body: s.body ? JSON.stringify(s.body) : undefined,
    });
    await res.arrayBuffer();
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

interface Row {
  alone: number;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The floor's throughput for the same answer, measured just before. */
  floorRps?: number;
}

async function load(url: string, s: Scenario, auth: boolean) {
  return autocannon({
    url,
    method: s.method,
    connections,
    duration: seconds,
    headers: headersOf(s, auth),
    body: s.body ? JSON.stringify(s.body) : undefined,
  });
}

const rows: Row[] = [];
for (const s of measured) {
  const floorRps = s.floor ? (await load(floorBase + s.floor, s, false)).requests.average : undefined;
  const single = await alone(base + s.path, s);
  const result = await load(base + s.path, s, Boolean(s.auth));
  rows.push({
    alone: single,
    name: s.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    floorRps,
  });
  console.log(
    `${s.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      (floorRps === undefined
        ? ''
        : ` (floor ${floorRps.toFixed(0)} req/s, ratio ${(result.requests.average / floorRps).toFixed(2)})`),
  );
}
const rssLoaded = rssOf(api.pid!);
// BENCH_STREAMS (500) live event streams open at once, beside the transactions list (bench/live.ts)
const LIVE_LIST = 'transactions: page 1';
const live =
  only && !only.test('live')
    ? undefined
    : await measureLive({
        base,
        token,
        count: Number(process.env.BENCH_STREAMS ?? 500),
        rss: () => rssOf(api.pid!),
        list: { path: '/api/transactions?page=1', seconds, connections },
        change: async () => {
          const res = await fetch(`${base}/api/faqs/status/${faq.id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ status: faq.status ? 0 : 1 }),
          });
          if (!res.ok) throw new Error(`the change the streams should hear failed: ${res.status}`);
        },
      });
if (live) console.log(liveSection(live, rows.find((r) => r.name === LIVE_LIST)?.rps, LIVE_LIST));
api.kill('SIGTERM');
floor.kill('SIGTERM');
if (!keepDir) rmSync(dataDir, { recursive: true, force: true });

const constant = rows[0]!.rps;
const server = entry.endsWith('.ts')
  ? `\`node --import tsx ${entry.replace(root, '')}\``
  : `\`node ${entry.replace(root, '')}\``;
const section = [
  `## ${database}`,
  '',
  `Run on ${new Date().toISOString()} — ${cpus().length} cores (load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end), Node ${process.version}, ${database}, ` +
    `${Number(count).toLocaleString('en')} products, ${Number(sales).toLocaleString('en')} transactions, ${connections} connections, ${seconds} s per route, one API process (${server}).`,
  '',
  `Start-up: ${startupMs.toFixed(0)} ms from spawn to /api/health answering. RSS: ${rssStarted.toFixed(0)} MB after start, ${rssLoaded.toFixed(0)} MB after the load.`,
  '',
  '| route | alone ms | req/s | floor req/s | vs floor | p50 ms | p99 ms | vs constant | non-2xx | errors |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.alone.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.floorRps?.toFixed(0) ?? ''} | ${r.floorRps ? (r.rps / r.floorRps).toFixed(2) : ''} | ${r.p50} | ${r.p99} | ${(r.rps / constant).toFixed(3)} | ${r.non2xx} | ${r.errors} |`,
  ),
  '',
  ...(live ? [liveSection(live, rows.find((r) => r.name === LIVE_LIST)?.rps, LIVE_LIST), ''] : []),
].join('\n');

const header = [
  '# Benchmark',
  '',
  '`npm run bench` writes this file, one section per database (`BENCH_DATABASE_URL` for PostgreSQL;',
  '`BENCH_PRODUCTS=1000000` fills the catalogue first). The API runs as in production, its own process',
  'from the compiled bundle, logging at its default level. "floor req/s" is a bare Fastify in another',
  'process (bench/floor.ts: no hooks, no schema, no database) answering from memory the very answer the',
  'API gave for that route (kept parsed, serialized per request), measured just before it; "vs floor" is',
  'the route over its floor. "vs constant" is the route\'s throughput over the constant-JSON route of the',
  'same server in the same run, so the ratio says what the route itself costs.',
  '"alone ms" is the median of 15 requests made one at a time (what one user waits); req/s, p50 and',
  'p99 are under load, every connection at once on one API process. The machine is shared: the load',
  'average of other work is given with each run, and the constant route shows how much CPU was left.',
  'Sign-in is bound by argon2id on purpose (memory-hard hashing); its throughput is the price of that.',
  'A deep page by offset reads only index entries (no rows) but still skips N × 50 of them, except',
  'unfiltered by id, which seeks directly; the cursor (next_cursor) costs what page 1 costs everywhere.',
  'Every route is asked with `Cache-Control: no-cache`, so its answer is read now, except the rows',
  'marked "kept answer": asked as every reader after the first asks, they get the answer the API',
  'keeps while the tables the list reads stay unchanged (plugins/kept-answers.ts); each such request',
  "still checks the token, the session and the permission, and reads the tables' change counters.",
  '',
].join('\n');
const file = new URL('./results.md', import.meta.url);
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
// BENCH_SECTION names the section to write (e.g. "SQLite, before"); the database's name otherwise.
const sectionName = process.env.BENCH_SECTION ?? database;
const sections = new Map<string, string>();
// Sections written by hand (the seed timings) are kept after the databases'.
for (const match of previous.matchAll(/^## (.+)\n[\s\S]*?(?=^## |(?![\s\S]))/gm))
  sections.set(match[1]!, match[0].trimEnd() + '\n');
sections.set(sectionName, section.replace(`## ${database}`, `## ${sectionName}`));
// the browser's first paint of the sign-in page and two list pages, against its own server (bench/paint.ts)
const paints = await measurePaint(PAINT_PATHS);
if (paints) sections.set(PAINT_SECTION, paintSection(paints));
const databases = ['SQLite', 'PostgreSQL'];
const ordered = [...databases, ...[...sections.keys()].filter((d) => !databases.includes(d))]
  .filter((d) => sections.has(d))
  .map((d) => sections.get(d));
// written as the repository's Prettier writes Markdown, so the lint stays green after a run
const markdown = await format(`${header}\n${ordered.join('\n')}`, {
  ...(await resolveConfig(file.pathname)),
  parser: 'markdown',
});
writeFileSync(file, markdown);
console.log('\nWritten to bench/results.md');
