import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
// @ts-expect-error: a plain ES module of the repository's scripts, without types
import { indexes, migrationFiles, routesPlugins } from '../../../../scripts/indexes.mjs';
import { RECORD_KINDS } from '@admin/contract';
import { MIGRATIONS } from '../db/migrations/index.ts';
import { API_MODULES } from '../modules/index.ts';
import { AREA_SEEDS } from '../seed/areas/index.ts';

test('the written lists hold every area of the tree', () => {
  const plugins: [string, string][] = routesPlugins();
  assert.ok(plugins.some(([file, name]) => file === 'faqs/faqs.routes.ts' && name === 'faqsRoutes'));
  assert.equal(API_MODULES.length, plugins.length);
  const migrations: [string, string][] = migrationFiles();
  assert.deepEqual(Object.keys(MIGRATIONS), migrations.map(([, name]) => name).sort());
  // renamed files keep the names the databases recorded
  assert.ok('0002-catalogue' in MIGRATIONS && '0002-content' in MIGRATIONS && '0040-job-leases' in MIGRATIONS);
  assert.ok(AREA_SEEDS.length >= 12, `${AREA_SEEDS.length} area seeds`);
  // every record kind is its area's, joined from the schema files
  assert.equal(RECORD_KINDS.faq.table, 'faqs');
  assert.equal(Object.keys(RECORD_KINDS).length, 38);
});

test('a new area is found by its files alone', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'admin-indexes-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const folder = (name: string, files: Record<string, string>) => {
    mkdirSync(join(dir, name, ...Object.keys(files)[0]!.split('/').slice(0, -1)), { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, name, file), text);
  };
  folder('modules', {
    'dealers/dealers.routes.ts': 'export const dealersRoutes = areaRoutes([], async () => {});\n',
    'dealers/dealers.repository.ts': 'export const notRoutes = 1;\n',
  });
  folder('modules', { 'banks/banks.routes.ts': 'export const banksRoutes = 1;\n' });
  folder('migrations', {
    '0050-dealers.ts': 'export function migration() {}\n',
    '0001-first.ts': "export const RECORDED_NAME = '0001-old';\nexport const migration = 1;\n",
    'index.ts': '',
  });
  folder('seeds', { '70-dealers.ts': '', '15-news.ts': '', 'shared.ts': '', 'index.ts': '' });
  folder('contract', {
    'dealers.ts': '',
    'common.ts': '',
    'common.test.ts': '',
    'index.ts': '',
    'record-kinds.ts': '',
  });
  folder('kinds', {
    'dealers.ts': "export const recordKinds = { dealer: recordKind('dealers', 'dealers-index', 'dealers') };\n",
  });
  const written: Record<string, string[]> = indexes({
    modules: join(dir, 'modules'),
    migrations: join(dir, 'migrations'),
    seeds: join(dir, 'seeds'),
    contract: join(dir, 'contract'),
    kinds: join(dir, 'kinds'),
  });
  const text = (file: string) => written[file]!.join('\n');
  assert.match(
    text('apps/api/src/modules/index.ts'),
    /import \{ banksRoutes \}[^]*import \{ dealersRoutes \} from '\.\/dealers\/dealers\.routes\.ts'/,
  );
  assert.doesNotMatch(text('apps/api/src/modules/index.ts'), /notRoutes/);
  assert.match(
    text('apps/api/src/db/migrations/index.ts'),
    /'0001-old': m0001First,\n {2}'0050-dealers': m0050Dealers,\n\}/,
  );
  assert.match(text('apps/api/src/seed/areas/index.ts'), /\[\n {2}s15News,\n {2}s70Dealers,\n\]/);
  assert.equal(
    text('packages/contract/src/index.ts').split('\n').slice(1).join('\n'),
    "export * from './common.ts';\nexport * from './dealers.ts';\nexport * from './record-kinds.ts';\n",
  );
  assert.match(
    text('packages/contract/src/record-kinds.ts'),
    /import \{ recordKinds as dealers \} from '\.\/kinds\/dealers\.ts';[^]*RECORD_KINDS = \{\n {2}\.\.\.dealers,\n\}/,
  );
});

test('a migration file that exports no migration stops the lists being written', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'admin-indexes-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, '0050-dealers.ts'), 'export function dealers() {}\n');
  assert.throws(() => migrationFiles(dir), /0050-dealers\.ts exports no `migration`/);
});
