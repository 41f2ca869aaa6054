import path from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../config.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { openMigrated } from '../db/open.ts';
import { addProducts, progressBar } from './marketplace.ts';
import { seedDatabase } from './index.ts';
import { addTransactions } from './money.ts';

/**
 * `npm run seed [-- --products N] [-- --base]`: migrates and seeds demo data into an empty
 * database; `--products N` then adds products until there are N (a million in minutes).
 */
const { values } = parseArgs({ options: { products: { type: 'string' }, base: { type: 'boolean' } }, strict: true });
const products = values.products === undefined ? undefined : Number(values.products.replaceAll('_', ''));
if (products !== undefined && (!Number.isInteger(products) || products < 0 || products > 20_000_000)) {
  console.error('--products takes a whole number up to 20,000,000');
  process.exit(1);
}
const env = readEnv();
const uploadsDir = path.join(env.dataDir, 'uploads');
const database = await openMigrated({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
const where = env.databaseUrl ? 'PostgreSQL' : env.dataDir;
try {
  const before = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  await seedDatabase(database.db, values.base ? 'base' : 'demo', createPasswordHasher(), { uploadsDir });
  if (before)
    console.log(`The database (${where}) already has users: base data completed, demo users left as they are.`);
  else
    console.log(
      `Seeded ${values.base ? 'base' : 'demo'} data into ${where}.${values.base ? '' : ' Sign in as admin / admin123.'}`,
    );
  if (products !== undefined && !values.base) {
    const started = Date.now();
    await addProducts(database.db, uploadsDir, products, { bulk: products > 50_000, progress: progressBar() });
    // Sales in proportion: one for every tenth product.
    await addTransactions(database.db);
    console.log(
      `${products.toLocaleString('en')} products in ${where} (${((Date.now() - started) / 1000).toFixed(0)} s).`,
    );
  }
} finally {
  await database.close();
}
