// Compiles the API and the notification service for production: one ES module each
// (apps/api/dist/server.js, apps/notify/dist/server.js), run with plain `node`, so a start neither
// type-checks nor transpiles. Our own code and @admin/contract are bundled; every other package
// stays an import from node_modules (native modules, files read beside their code). Rebuilds only
// when a source is newer than its bundle; `node scripts/build-api.mjs` from npm start and the bench.
import { build } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeIndexes } from './indexes.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * The newest modification time of a file, or of every file and folder below a folder (a folder's
 * time changes when a file in it is added, removed or renamed).
 */
export function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true }))
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  return newest;
}

/** Bare imports other than our workspace packages are left to node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@admin/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServers({ force = false } = {}) {
  // the lists of areas follow the areas' folders (scripts/indexes.mjs)
  writeIndexes();
  const contract = newestMtime(join(root, 'packages/contract/src'));
  for (const app of ['api', 'notify']) {
    const outfile = join(root, `apps/${app}/dist/server.js`);
    const sources = Math.max(
      contract,
      newestMtime(join(root, `apps/${app}/src`)),
      newestMtime(join(root, 'package-lock.json')),
    );
    if (!force && existsSync(outfile) && statSync(outfile).mtimeMs >= sources) continue;
    console.log(`Compiling apps/${app}…`);
    await build({
      entryPoints: [join(root, `apps/${app}/src/server.ts`)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalPackages],
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServers({ force: process.argv.includes('--force') });
