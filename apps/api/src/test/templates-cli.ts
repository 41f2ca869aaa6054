// `build`: seeds the test templates into ADMIN_TEST_TEMPLATE_DIR before the test files run
// (scripts/test.mjs): `sqlite/` is a whole data folder; with TEST_DATABASE_URL, the database named by
// ADMIN_TEST_PG_TEMPLATE and `postgres/` (its uploads and private files).
// `clean`: drops that database and what test processes left in the cluster (`<name>_<pid>` databases).
import path from 'node:path';
import pg from 'pg';
import {
  PG_TEMPLATE_ENV,
  TEMPLATE_DIR_ENV,
  buildTemplate,
  databaseName,
  recreatePostgres,
  withDatabase,
} from './templates.ts';

const base = process.env.TEST_DATABASE_URL;
const template = process.env[PG_TEMPLATE_ENV];

if (process.argv[2] === 'clean') {
  if (base) {
    const client = new pg.Client({ connectionString: withDatabase(base, 'postgres') });
    await client.connect();
    const prefix = databaseName(base).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
    const left = rows
      .map((r) => r.datname)
      .filter((name) => name === template || new RegExp(`^${prefix}_(notify_)?\\d+$`).test(name));
    for (const name of left) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await client.end();
  }
} else {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir) throw new Error(`${TEMPLATE_DIR_ENV} is not set`);
  const started = Date.now();
  await buildTemplate(path.join(dir, 'sqlite'));
  if (base && template) {
    const url = withDatabase(base, template);
    await recreatePostgres(url);
    await buildTemplate(path.join(dir, 'postgres'), { databaseUrl: url });
  }
  console.log(`Seeded the test templates in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
