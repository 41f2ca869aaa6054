// npm test: every test in one run of node's test runner — contract and web unit tests, the API on
// SQLite (and PostgreSQL when TEST_DATABASE_URL is set), and the browser tests against the web app's
// build, made first unless it is newer than every source it reads (scripts/web-build.mjs).
// The test files are bundled first (scripts/test-bundle.mjs) and run by node itself; the web app's
// unit and screen tests, which import its areas by path, run before them under tsx.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { writeIndexes } from './indexes.mjs';
import { bundleTests } from './test-bundle.mjs';
import { webBuildIsCurrent } from './web-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;
const tsx = `${root}/node_modules/.bin/tsx`;

// the lists of areas follow the areas' folders (a new area is in the run without a line added)
for (const file of writeIndexes()) console.log(`Wrote ${file}`);

// The web app is built beside the test bundling and the seeding of the templates (each about one
// core for 20 s); its output, kept in a file (the seeding blocks this process, which could not empty
// a pipe meanwhile), is shown once it ends, and the tests wait for it.
// A run that ends before the build does (the bundling or the seeding failed) stops it.
let building;
process.on('exit', () => {
  building?.child.kill();
  if (building) rmSync(building.dir, { recursive: true, force: true });
});
const buildCurrent = !process.env.SKIP_WEB_BUILD && webBuildIsCurrent();
if (buildCurrent) console.log('The web app is built from its sources as they are: not built again.');
const webBuild =
  process.env.SKIP_WEB_BUILD || buildCurrent
    ? Promise.resolve(0)
    : new Promise((done) => {
        const dir = mkdtempSync(join(tmpdir(), 'admin-web-build-'));
        const log = join(dir, 'build.log');
        const out = openSync(log, 'w');
        // vite itself (the web package's build script), not through npm, which would not pass it the kill
        const child = spawn(process.execPath, [`${root}/node_modules/vite/bin/vite.js`, 'build'], {
          cwd: join(root, 'apps/web'),
          stdio: ['ignore', out, out],
        });
        building = { child, dir };
        child.on('close', (code) => {
          building = undefined;
          closeSync(out);
          process.stdout.write(readFileSync(log));
          rmSync(dir, { recursive: true, force: true });
          done(code ?? 1);
        });
      });
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the API tests run on SQLite only.');

// Node 20's test runner takes no globs: list the *.test.ts (and the web app's *.test.tsx) files of each folder, in a stable order.
function testFiles(dir) {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== 'dist')
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) =>
      e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
    );
}

const folders = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['packages/contract/src', 'apps/web/src', 'apps/api/src', 'apps/notify/src', 'e2e'];
const files = folders.flatMap((f) => testFiles(join(root, f))).map((f) => relative(root, f));
const webUnit = files.filter((f) => f.startsWith('apps/web/'));
const bundled = files.filter((f) => !f.startsWith('apps/web/'));

// The longest files start first, so that the run does not end on one of them alone: each file's time
// in the last run that wrote scripts/test-times.json (TEST_TIMES=write), or, for a file not there,
// a time foretold from its size at the rate of the known files of its kind (browser or not).
// node's test runner orders its files by path: each bundle's folder is its rank (test-bundle.mjs).
const TIMES = join(root, 'scripts/test-times.json');
const knownTimes = existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {};
const browser = (f) => f.startsWith('e2e/');
const size = (f) => statSync(join(root, f)).size;
const rate = Object.fromEntries(
  [true, false].map((kind) => {
    const known = Object.keys(knownTimes).filter((f) => browser(f) === kind && existsSync(join(root, f)));
    const bytes = known.reduce((sum, f) => sum + size(f), 0);
    const seconds = known.reduce((sum, f) => sum + knownTimes[f], 0);
    return [kind, bytes && seconds ? seconds / bytes : kind ? 1e-3 : 1e-4];
  }),
);
const foretold = (f) => knownTimes[f] ?? size(f) * rate[browser(f)];
function longestFirst(list) {
  return [...list].sort((a, b) => foretold(b) - foretold(a));
}

// The API and browser tests start from one migrated, seeded template (apps/api/src/test/templates.ts),
// built here once (by templates-cli.ts, bundled with the tests), instead of seeding a database per test app.
const templated = files.some((f) => f.startsWith('apps/api/') || f.startsWith('e2e/'));
const outDir = mkdtempSync(join(tmpdir(), 'admin-test-bundles-'));
const ordered = longestFirst(bundled);
const toBundle = [...ordered, ...(templated ? ['apps/api/src/test/templates-cli.ts'] : [])];
const bundles = toBundle.length ? await bundleTests(root, toBundle, outDir, { ranked: true }) : [];
const cli = templated ? bundles.pop() : undefined;
const env = { ...process.env };
const templatesCli = (command) => run(process.execPath, ['--enable-source-maps', cli, command], env);
if (templated) {
  env.ADMIN_TEST_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'admin-test-template-'));
  if (env.TEST_DATABASE_URL) env.ADMIN_TEST_PG_TEMPLATE = `admin_test_template_${process.pid}`;
  if (templatesCli('build') !== 0) process.exit(1);
}
if ((await webBuild) !== 0) process.exit(1);
// The routes the API tests saw refuse a stale version, and those that should have (apps/api/src/test/stale-probe.ts)
const wholeApi = folders.some((f) => ['apps/api', 'apps/api/src'].includes(f.replace(/\/$/, '')));
if (files.some((f) => f.startsWith('apps/api/')))
  env.ADMIN_TEST_STALE_DIR = mkdtempSync(join(tmpdir(), 'admin-stale-'));
// Every test process has its own data folder and PostgreSQL database, so files run side by side.
const concurrency = process.env.TEST_CONCURRENCY ?? String(availableParallelism());
// the web app's tests: its compiler options (JSX), and Vite's import.meta.glob resolved as the build does (test/vite-glob.ts)
const webTestArgs = [
  '--tsconfig',
  'apps/web/tsconfig.json',
  '--import',
  './apps/web/src/test/vite-glob.ts',
  '--test',
  `--test-concurrency=${concurrency}`,
];
let status = webUnit.length ? run(tsx, [...webTestArgs, ...webUnit], env) : 0;
if (bundles.length) {
  // the usual report (TAP, or the spec reporter in a terminal), and each file's time beside it
  const timesFile = join(outDir, 'times.jsonl');
  const ran = run(
    process.execPath,
    [
      '--enable-source-maps',
      '--test',
      `--test-concurrency=${concurrency}`,
      `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
      '--test-reporter-destination=stdout',
      `--test-reporter=${join(root, 'scripts/test-times-reporter.mjs')}`,
      `--test-reporter-destination=${timesFile}`,
      ...bundles,
    ],
    env,
  );
  status ||= ran;
  if (existsSync(timesFile)) fileTimes(timesFile);
}
if (env.ADMIN_TEST_STALE_DIR) {
  if (wholeApi && status === 0) status = staleRoutesRefused(env.ADMIN_TEST_STALE_DIR);
  rmSync(env.ADMIN_TEST_STALE_DIR, { recursive: true, force: true });
}
if (templated) {
  templatesCli('clean');
  rmSync(env.ADMIN_TEST_TEMPLATE_DIR, { recursive: true, force: true });
}
rmSync(outDir, { recursive: true, force: true });
process.exit(status);

/**
 * Prints the longest test files of the run; with TEST_TIMES=write, keeps every file's time in
 * scripts/test-times.json (for the order of the next runs; commit it after a whole run).
 */
function fileTimes(timesFile) {
  const measured = readFileSync(timesFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    // the test files' own paths (the bundles' source maps name them)
    .map(({ file, seconds }) => [relative(root, file), seconds])
    .filter(([file]) => existsSync(join(root, file)))
    .sort((a, b) => b[1] - a[1]);
  console.log(
    `The longest test files (seconds of their tests): ${measured
      .slice(0, 12)
      .map(([file, seconds]) => `${file} ${seconds}`)
      .join(', ')}`,
  );
  if (process.env.TEST_TIMES !== 'write') return;
  const times = { ...knownTimes, ...Object.fromEntries(measured) };
  const kept = Object.keys(times)
    .filter((f) => existsSync(join(root, f)))
    .sort();
  writeFileSync(TIMES, `${JSON.stringify(Object.fromEntries(kept.map((f) => [f, times[f]])), null, 2)}\n`);
  console.log(`Wrote ${relative(root, TIMES)}`);
}

/** 1 (and the list) when a route that changes a record was never seen refusing a stale version in the run. */
function staleRoutesRefused(dir) {
  const lines = (file) => readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean);
  const names = readdirSync(dir);
  if (!names.includes('expected.txt')) return 0;
  const refused = new Set(names.filter((n) => n.startsWith('refused-')).flatMap(lines));
  const missing = lines('expected.txt').filter((route) => !refused.has(route));
  if (!missing.length) {
    console.log(`Every one of the ${refused.size} routes that change a record refused a stale version.`);
    return 0;
  }
  console.error(
    `No test saw these routes refuse a stale version (If-Match), or none called them:\n  ${missing.join('\n  ')}`,
  );
  return 1;
}
