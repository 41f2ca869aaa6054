// Writes apps/api/src/modules/index.ts, the list of the API's routes plugins, from the areas'
// folders: every `export const <name>Routes` of a `modules/<area>/*.routes.ts` file, in the order of
// the files' paths. A new area adds its folder and nothing here; the bundles (build-api.mjs) and the
// tests run from this file, so `node scripts/api-modules.mjs` (or npm start) writes it, and a test
// fails while it is stale. `--check` only says whether it is.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const modulesDir = join(root, 'apps/api/src/modules');
export const MODULES_INDEX = join(modulesDir, 'index.ts');

/** The routes plugins of every area, as [file relative to modules/, exported name], in file order. */
export function routesPlugins(dir = modulesDir) {
  const found = [];
  const areas = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const area of areas.map((entry) => entry.name).sort()) {
    const files = readdirSync(join(dir, area)).filter((file) => file.endsWith('.routes.ts'));
    for (const file of files.sort()) {
      const text = readFileSync(join(dir, area, file), 'utf8');
      for (const [, name] of text.matchAll(/^export const (\w+Routes)\b/gm)) found.push([`${area}/${file}`, name]);
    }
  }
  return found;
}

/** The text of modules/index.ts for these plugins. */
export function modulesIndex(plugins = routesPlugins()) {
  const imports = plugins.map(([file, name]) => `import { ${name} } from './${file}';`);
  return [
    '// Written by scripts/api-modules.mjs from the areas’ *.routes.ts files: not edited by hand.',
    "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
    ...imports,
    '',
    '/** Every area’s routes, registered under /api (app.ts). */',
    'export const API_MODULES: FastifyPluginAsyncZod[] = [',
    ...plugins.map(([, name]) => `  ${name},`),
    '];',
    '',
  ].join('\n');
}

/** Writes modules/index.ts if it differs; answers whether it did. */
export function writeModulesIndex() {
  const text = modulesIndex();
  let current = '';
  try {
    current = readFileSync(MODULES_INDEX, 'utf8');
  } catch {
    // written below
  }
  if (current === text) return false;
  writeFileSync(MODULES_INDEX, text);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const stale = readFileSync(MODULES_INDEX, 'utf8') !== modulesIndex();
    if (stale) console.error('apps/api/src/modules/index.ts is stale: run node scripts/api-modules.mjs');
    process.exit(stale ? 1 : 0);
  }
  if (writeModulesIndex()) console.log('Wrote apps/api/src/modules/index.ts');
}
