// npm test: every test in one run of node's test runner — contract and web unit tests, the API on
// SQLite (and PostgreSQL when TEST_DATABASE_URL is set), and the browser tests against a fresh build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (!process.env.SKIP_WEB_BUILD && run('npm', ['run', 'build', '-w', '@admin/web']) !== 0) process.exit(1);
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the API tests run on SQLite only.');

// Node 20's test runner takes no globs: list the *.test.ts files of each folder, in a stable order.
function testFiles(dir) {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== 'dist')
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) =>
      e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
    );
}

const folders = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['packages/contract/src', 'apps/web/src', 'apps/api/src', 'apps/notify/src', 'e2e'];
const files = folders.flatMap((f) => testFiles(join(root, f))).map((f) => relative(root, f));
process.exit(run(`${root}/node_modules/.bin/tsx`, ['--test', '--test-concurrency=1', ...files]));
