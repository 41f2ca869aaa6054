// Writes the lists that name every area, so that a new area adds its own files and no line to a
// list: the contract's index (every schema file), the API's routes plugins (every
// modules/<area>/*.routes.ts), its migrations (every db/migrations/NNNN-*.ts, in name order) and
// the areas' demo seeds (every seed/areas/NN-*.ts, in name order), and the web areas' types (every
// features/<area>/area.ts, which types `href`). Each written file says so in
// its first line and is not edited by hand. `npm start`, `npm test`, `npm run lint` and the bundles
// write them first (a file that did not change is not touched); `node scripts/indexes.mjs` writes
// them by hand, `--check` only says whether one is stale.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

const written = (what) => `// Written by scripts/indexes.mjs from ${what}: not edited by hand.`;
const sortedFiles = (dir, pattern) =>
  readdirSync(dir)
    .filter((file) => pattern.test(file))
    .sort();

/** Every routes plugin of the areas' folders, as [file relative to modules/, exported name], in path order. */
export function routesPlugins(dir = join(root, 'apps/api/src/modules')) {
  const found = [];
  const areas = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const area of areas.map((entry) => entry.name).sort()) {
    for (const file of sortedFiles(join(dir, area), /\.routes\.ts$/)) {
      const text = readFileSync(join(dir, area, file), 'utf8');
      for (const [, name] of text.matchAll(/^export const (\w+Routes)\b/gm)) found.push([`${area}/${file}`, name]);
    }
  }
  return found;
}

/**
 * The migrations, as [file, the name the databases record], in name order. The name is the file's
 * unless the file says `export const RECORDED_NAME = '…'` (a file renamed after databases ran it).
 */
export function migrationFiles(dir = join(root, 'apps/api/src/db/migrations')) {
  return sortedFiles(dir, /^\d{4}-[\w-]+\.ts$/).map((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    if (!/^export (const|function) migration\b/m.test(text))
      throw new Error(`db/migrations/${file} exports no \`migration\``);
    const recorded = /^export const RECORDED_NAME = '([\w-]+)'/m.exec(text)?.[1];
    return [file, recorded ?? file.replace(/\.ts$/, '')];
  });
}

/** The areas' demo seeds (seed/areas/NN-<area>.ts, each `export const seed`), in name order. */
export function areaSeedFiles(dir = join(root, 'apps/api/src/seed/areas')) {
  return sortedFiles(dir, /^\d+-[\w-]+\.ts$/);
}

/** The contract's schema files: every .ts beside the index but the tests (and the written record-kinds.ts). */
export function contractFiles(dir = join(root, 'packages/contract/src')) {
  return sortedFiles(dir, /^[\w-]+\.ts$/).filter((file) => file !== 'index.ts' && file !== RECORD_KINDS_FILE);
}

const RECORD_KINDS_FILE = 'record-kinds.ts';

/**
 * The areas' record kinds: every kinds/<area>.ts beside the schema files (each `export const
 * recordKinds`), by file name. Files of their own, so that the web's live stream, which reads
 * `RECORD_KINDS` on every page, loads no area's schemas with them.
 */
export function recordKindFiles(dir = join(root, 'packages/contract/src/kinds')) {
  return sortedFiles(dir, /^[\w-]+\.ts$/).map((file) => {
    if (!/^export const recordKinds\b/m.test(readFileSync(join(dir, file), 'utf8')))
      throw new Error(`contract kinds/${file} exports no \`recordKinds\``);
    return file;
  });
}

/** The web app's areas: every features/<area>/area.ts, by its folder (which is the area's key). */
export function webAreaFolders(dir = join(root, 'apps/web/src/features')) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && readdirSync(join(dir, entry.name)).includes('area.ts'))
    .map((entry) => entry.name)
    .sort();
}

const identifier = (file) => file.replace(/\.ts$/, '').replace(/\W+(\w)/g, (_, c) => c.toUpperCase());

/** Each written file's path (from the repository's root) and its text. */
export function indexes(dirs = {}) {
  const plugins = routesPlugins(dirs.modules);
  const migrations = migrationFiles(dirs.migrations);
  const seeds = areaSeedFiles(dirs.seeds);
  const contract = contractFiles(dirs.contract);
  const kinds = recordKindFiles(dirs.kinds);
  const webAreas = webAreaFolders(dirs.webAreas);
  const key = (area) => (/^\w+$/.test(area) ? area : `'${area}'`);
  return {
    'apps/web/src/features/area-types.ts': [
      written('the features’ area.ts files'),
      ...webAreas.map((area) => `import type { area as ${identifier(area)}Area } from './${area}/area.ts';`),
      '',
      "declare module '../lib/areas.ts' {",
      '  /** Every area by its key, which types `href` (lib/areas.ts). */',
      '  interface Areas {',
      ...webAreas.map((area) => `    ${key(area)}: typeof ${identifier(area)}Area;`),
      '  }',
      '}',
      '',
    ],
    'apps/api/src/modules/index.ts': [
      written('the areas’ *.routes.ts files'),
      "import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';",
      ...plugins.map(([file, name]) => `import { ${name} } from './${file}';`),
      '',
      '/** Every area’s routes, registered under /api (app.ts). */',
      'export const API_MODULES: FastifyPluginAsyncZod[] = [',
      ...plugins.map(([, name]) => `  ${name},`),
      '];',
      '',
    ],
    'apps/api/src/db/migrations/index.ts': [
      written('the NNNN-*.ts files beside it'),
      "import type { Migration } from 'kysely';",
      "import type { DialectName } from '../database.ts';",
      ...migrations.map(([file]) => `import { migration as m${identifier(file)} } from './${file}';`),
      '',
      '/** Every migration by the name the databases record, in order; each gets the dialect. */',
      'export const MIGRATIONS: Record<string, (dialect: DialectName) => Migration> = {',
      ...migrations.map(([file, name]) => `  '${name}': m${identifier(file)},`),
      '};',
      '',
    ],
    'apps/api/src/seed/areas/index.ts': [
      written('the NN-<area>.ts files beside it'),
      "import type { AreaSeed } from './shared.ts';",
      ...seeds.map((file) => `import { seed as s${identifier(file)} } from './${file}';`),
      '',
      '/** Every area’s demo rows, in the order of the files’ names (an area after those it points to). */',
      'export const AREA_SEEDS: AreaSeed[] = [',
      ...seeds.map((file) => `  s${identifier(file)},`),
      '];',
      '',
    ],
    'packages/contract/src/index.ts': [
      written('the schema files beside it'),
      ...[...contract, RECORD_KINDS_FILE].sort().map((file) => `export * from './${file}';`),
      '',
    ],
    [`packages/contract/src/${RECORD_KINDS_FILE}`]: [
      written('the kinds/<area>.ts files beside it'),
      "import type { RecordKind } from './common.ts';",
      ...kinds.map((file) => `import { recordKinds as ${identifier(file)} } from './kinds/${file}';`),
      '',
      '/** Every record kind the audit log names that is versioned and told live (common.ts, `RecordKind`). */',
      'export const RECORD_KINDS = {',
      ...kinds.map((file) => `  ...${identifier(file)},`),
      '} as const satisfies Record<string, RecordKind>;',
      '',
    ],
  };
}

const read = (file) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return '';
  }
};

/** The written files whose text on disk is not what the areas' folders say. */
export function staleIndexes() {
  return Object.entries(indexes())
    .filter(([file, lines]) => read(file) !== lines.join('\n'))
    .map(([file]) => file);
}

/** Writes the stale ones; answers which. */
export function writeIndexes() {
  const stale = staleIndexes();
  const all = indexes();
  for (const file of stale) writeFileSync(join(root, file), all[file].join('\n'));
  return stale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const stale = staleIndexes();
    for (const file of stale) console.error(`${file} is stale: run node scripts/indexes.mjs`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const file of writeIndexes()) console.log(`Wrote ${file}`);
}
