// npm run bench: throughput and latency of the API's hot routes beside a constant-JSON route of the
// same server, measured in the same run; the report goes to bench/results.md.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth?: boolean;
}

const scenarios: Scenario[] = [
  { name: 'constant JSON (GET /api/health)', method: 'GET', path: '/api/health' },
  { name: 'sign-in (POST /api/auth/login)', method: 'POST', path: '/api/auth/login', body: { username: 'admin', password: 'admin123' } },
  { name: 'GET /api/me/account', method: 'GET', path: '/api/me/account', auth: true },
  { name: 'GET /api/users (page 1, 50 rows)', method: 'GET', path: '/api/users?page=1&count=50', auth: true },
  { name: 'GET /api/users (search "nguyen")', method: 'GET', path: '/api/users?q=nguyen', auth: true },
];

const dataDir = mkdtempSync(join(tmpdir(), 'admin-bench-'));
const app = await buildApp({ dataDir, databaseUrl, seed: 'demo', logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'admin123' }),
});
const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}
const rows: Row[] = [];
for (const s of scenarios) {
  const result = await autocannon({
    url: base + s.path,
    method: s.method,
    connections,
    duration: seconds,
    headers: {
      'content-type': 'application/json',
      ...(s.auth ? { authorization: `Bearer ${token}` } : {}),
    },
    body: s.body ? JSON.stringify(s.body) : undefined,
  });
  rows.push({
    name: s.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  });
  console.log(`${s.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
}
await app.close();
rmSync(dataDir, { recursive: true, force: true });

const constant = rows[0].rps;
const report = [
  '# Benchmark',
  '',
  `Run on ${new Date().toISOString()} — ${cpus().length} cores, Node ${process.version}, ` +
    `${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${seconds} s per route, one API process.`,
  '',
  '`npm run bench` writes this file. "vs constant" is the route\'s throughput over the constant-JSON',
  'route of the same server in the same run, so the ratio says what the route itself costs.',
  '',
  '| route | req/s | p50 ms | p99 ms | vs constant | non-2xx | errors |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / constant).toFixed(3)} | ${r.non2xx} | ${r.errors} |`,
  ),
  '',
  'Sign-in is bound by argon2id on purpose (memory-hard hashing); its throughput is the price of that.',
  '',
].join('\n');
writeFileSync(new URL('./results.md', import.meta.url), report);
console.log('\nWritten to bench/results.md');
