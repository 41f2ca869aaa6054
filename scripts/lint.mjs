// npm run lint: Prettier, ESLint and the type check of each package, as many at once as the machine
// has cores (LINT_CONCURRENCY overrides), longest first; each check's output is printed when it ends.
// The type checks run TypeScript 7, the native compiler (package typescript-7): about a quarter of
// TypeScript 5's time. TypeScript 5 (package typescript) stays for typescript-eslint's parser, which
// needs its JavaScript API.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { writeIndexes } from './indexes.mjs';

const root = new URL('..', import.meta.url).pathname;
// the lists of areas are checked as the areas' folders make them (scripts/indexes.mjs)
for (const file of writeIndexes()) console.log(`Wrote ${file}`);
const bin = (name) => `${root}node_modules/.bin/${name}`;
const tsc = `${root}node_modules/typescript-7/bin/tsc`;
const checks = [
  ['eslint', bin('eslint'), ['.']],
  ['prettier', bin('prettier'), ['--check', '.']],
  ['type check apps/web', tsc, ['--noEmit', '-p', 'apps/web']],
  ['type check apps/api and e2e', tsc, ['--noEmit', '-p', 'apps/api']],
  ['type check apps/notify', tsc, ['--noEmit', '-p', 'apps/notify']],
  ['type check packages/contract', tsc, ['--noEmit', '-p', 'packages/contract']],
  ['type check packages/server-kit', tsc, ['--noEmit', '-p', 'packages/server-kit']],
  ['type check bench', tsc, ['--noEmit', '-p', 'bench']],
];

function run([name, cmd, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}  ${name} (${seconds} s)\n`);
      if (code !== 0) process.stdout.write(output.replace(/^/gm, '    ') + '\n');
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const workers = Array.from({ length: Number(process.env.LINT_CONCURRENCY ?? availableParallelism()) }, async () => {
  let ok = true;
  while (queue.length) ok = (await run(queue.shift())) && ok;
  return ok;
});
process.exit((await Promise.all(workers)).every(Boolean) ? 0 : 1);
