// npm run bench:breakdown: where one request of a floored list goes, read now (Cache-Control:
// no-cache), measured inside the API's own process on the database the bench uses
// (BENCH_DATA_DIR for SQLite, BENCH_DATABASE_URL for PostgreSQL; fill it once with
// `npm run seed -- --products 1000000` and DATA_DIR / DATABASE_URL set to the same place).
//
// Each request goes through app.inject (no socket), one at a time, BENCH_ROUNDS times (300), and is
// cut into the parts Fastify's own tracing channel and the database's executor see:
//   - before the handler: routing, the checks (token, session, permission: `resolveUser`, timed on
//     its own too), the kept-answers counter read, the query's validation;
//   - the handler: its SQL (every query's time in Kysely's executor, counted apart) and the rest
//     (building the queries, turning rows into items);
//   - the answer: from the handler's result to the reply written (the response schema's check and
//     serialization, the onSend hooks, compression when asked);
//   - the rest: inject's own cost.
// Then the serialization alone, on the same answer: the route's serializer (as compiled by the app),
// JSON.stringify (what the floor does), and the zod parse alone.
// The section is written to bench/results.md under "One request's cost, <database>".
import { productListEnvelope, product, listEnvelope, transaction, user } from '@admin/contract';
import { tracingChannel } from 'node:diagnostics_channel';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { format, resolveConfig } from 'prettier';
import type { z } from 'zod/mini';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { buildApp } from '../apps/api/src/app.ts';
import { responseSerializer } from '../apps/api/src/lib/serializer.ts';
import { productCount } from './catalogue.ts';

const zodSerializer = createSerializerCompiler({});

const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = process.env.BENCH_DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error('BENCH_DATA_DIR (SQLite) or BENCH_DATABASE_URL (PostgreSQL), please');
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const database = databaseUrl ? 'PostgreSQL' : 'SQLite';
const startLoad = loadavg()[0]!;

const app = await buildApp({ dataDir: dataDir ?? '/tmp', databaseUrl, seed: 'demo', logger: false });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'admin', password: 'admin123' },
});
const token = (login.json() as { data: { access_token: string } }).data.access_token;
const count = await productCount(app);

// The SQL: every query's time in the executor (compiled already; the driver and the database).
let sqlMs = 0;
let queries = 0;
const executor = app.db.getExecutor();
const execute = executor.executeQuery.bind(executor);
executor.executeQuery = (async (...args: Parameters<typeof execute>) => {
  const started = performance.now();
  try {
    return await execute(...args);
  } finally {
    sqlMs += performance.now() - started;
    queries++;
  }
}) as typeof executor.executeQuery;

// The checks: the token, the session and the permissions of the user.
let checksMs = 0;
const resolveUser = app.resolveUser.bind(app);
app.resolveUser = async (request) => {
  const started = performance.now();
  try {
    return await resolveUser(request);
  } finally {
    checksMs += performance.now() - started;
  }
};

// The handler: from its start to its promise resolved; the answer: from there to the reply sent.
const marks = { start: 0, resolved: 0, sent: 0, sqlBefore: 0 };
const handler = tracingChannel('fastify.request.handler');
handler.subscribe({
  start: () => {
    marks.start = performance.now();
    marks.sqlBefore = sqlMs;
  },
  end: () => undefined,
  asyncStart: () => (marks.resolved = performance.now()),
  asyncEnd: () => (marks.sent = performance.now()),
  error: () => undefined,
});

interface Target {
  name: string;
  url: string;
  schema: z.core.$ZodType;
}
const targets: Target[] = [
  { name: 'products: page 1 (newest first)', url: '/api/v2/products?page=1', schema: productListEnvelope(product) },
  { name: 'transactions: page 1', url: '/api/transactions?page=1', schema: listEnvelope(transaction) },
  { name: 'users: page 1 (50 rows)', url: '/api/users?page=1&count=50', schema: listEnvelope(user) },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Parts {
  whole: number;
  before: number;
  checks: number;
  handler: number;
  sqlBefore: number;
  sql: number;
  queries: number;
  answer: number;
  rest: number;
  bytes: number;
  serializer: number;
  stringify: number;
  zodParse: number;
}

async function measure(target: Target): Promise<Parts> {
  const headers = { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' };
  for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url: target.url, headers });
  const rows: Omit<Parts, 'serializer' | 'stringify' | 'zodParse' | 'bytes'>[] = [];
  let body = '';
  for (let i = 0; i < rounds; i++) {
    sqlMs = 0;
    queries = 0;
    checksMs = 0;
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: target.url, headers });
    const whole = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${target.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    body = res.body;
    const before = marks.start - started;
    const handlerMs = marks.resolved - marks.start;
    const answer = marks.sent - marks.resolved;
    rows.push({
      whole,
      before,
      checks: checksMs,
      handler: handlerMs,
      sqlBefore: marks.sqlBefore,
      sql: sqlMs - marks.sqlBefore,
      queries,
      answer,
      rest: whole - before - handlerMs - answer,
    });
  }
  // The serialization alone, on the same answer.
  const value: unknown = JSON.parse(body);
  const serialize = responseSerializer(target.schema);
  const zodOnly = zodSerializer({ schema: target.schema, method: 'GET', url: target.url }) as (data: unknown) => string;
  const time = (fn: () => unknown) => {
    const took: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      fn();
      took.push(performance.now() - started);
    }
    return median(took);
  };
  for (let i = 0; i < 50; i++) serialize(value);
  const pick = (key: keyof (typeof rows)[number]) => median(rows.map((r) => r[key]));
  return {
    whole: pick('whole'),
    before: pick('before'),
    checks: pick('checks'),
    handler: pick('handler'),
    sqlBefore: pick('sqlBefore'),
    sql: pick('sql'),
    queries: pick('queries'),
    answer: pick('answer'),
    rest: pick('rest'),
    bytes: body.length,
    serializer: time(() => serialize(value)),
    stringify: time(() => JSON.stringify(value)),
    zodParse: time(() => zodOnly(value)),
  };
}

const results: [Target, Parts][] = [];
for (const target of targets) {
  const parts = await measure(target);
  results.push([target, parts]);
  console.log(target.name, parts);
}
await app.close();

const ms = (n: number) => n.toFixed(3);
const share = (n: number, whole: number) => `${Math.round((n / whole) * 100)} %`;
const section = [
  `## One request's cost, ${database}`,
  '',
  `\`npm run bench:breakdown\` (bench/breakdown.ts) on ${new Date().toISOString()} — ${cpus().length} cores (load average ${startLoad.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end), ${database}, ${count.toLocaleString('en')} products. ` +
    `Medians of ${rounds} requests read now (\`Cache-Control: no-cache\`), one at a time through \`app.inject\` (no socket), in ms. ` +
    'Before the handler: routing, the checks (token, session, permission; "of which checks" is `resolveUser` alone), the kept answers\' counter read ("of which SQL": its query, shared by the requests that arrive together) and the query\'s validation. ' +
    'Handler: the route\'s function; "of which SQL" is the time of its queries in Kysely\'s executor (driver and database). ' +
    "Answer: from the handler's result to the reply written (the response's serialization, the onSend hooks). " +
    "The last three columns time the serialization alone on the same answer: the serializer the app compiles from the response schema, `JSON.stringify` (what the floor does) and the zod parse of the answer then `JSON.stringify` (fastify-type-provider-zod's serializer, the app's before).",
  '',
  '| route | whole | before the handler | of which checks | of which SQL | handler | of which SQL (queries in all) | answer | rest | bytes | serializer | JSON.stringify | zod parse + JSON.stringify |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...results.map(
    ([t, p]) =>
      `| ${t.name} | ${ms(p.whole)} | ${ms(p.before)} (${share(p.before, p.whole)}) | ${ms(p.checks)} | ${ms(p.sqlBefore)} | ${ms(p.handler)} (${share(p.handler, p.whole)}) | ${ms(p.sql)} (${p.queries}) | ${ms(p.answer)} (${share(p.answer, p.whole)}) | ${ms(p.rest)} | ${p.bytes.toLocaleString('en')} | ${ms(p.serializer)} | ${ms(p.stringify)} | ${ms(p.zodParse)} |`,
  ),
  '',
].join('\n');
console.log(section);

const file = new URL('./results.md', import.meta.url);
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
const name = process.env.BENCH_SECTION ?? `One request's cost, ${database}`;
const titled = section.replace(`## One request's cost, ${database}`, `## ${name}`);
const heading = new RegExp(`^## ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=^## |(?![\\s\\S]))`, 'm');
const next = heading.test(previous) ? previous.replace(heading, `${titled}\n`) : `${previous.trimEnd()}\n\n${titled}`;
writeFileSync(file, await format(next, { ...(await resolveConfig(file.pathname)), parser: 'markdown' }));
console.log('Written to bench/results.md');
