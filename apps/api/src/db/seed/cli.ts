import { parseArgs } from 'node:util';
import { readEnv } from '../../config.ts';
import { createPasswordHasher } from '../../lib/passwords.ts';
import { openMigrated } from '../open.ts';
import { seedDatabase } from './index.ts';

/** `npm run seed [-- --products N]`: migrates and seeds demo data into an empty database. */
const { values } = parseArgs({ options: { products: { type: 'string' }, base: { type: 'boolean' } }, strict: true });
const env = readEnv();
const database = await openMigrated({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  if (values.products !== undefined) {
    console.log(
      `Note: --products ${values.products} is ignored for now; the product catalogue arrives with its own issue.`,
    );
  }
  const before = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  await seedDatabase(database.db, values.base ? 'base' : 'demo', createPasswordHasher());
  const where = env.databaseUrl ? 'PostgreSQL' : env.dataDir;
  if (before)
    console.log(`The database (${where}) already has users: base data completed, demo users left as they are.`);
  else
    console.log(
      `Seeded ${values.base ? 'base' : 'demo'} data into ${where}.${values.base ? '' : ' Sign in as admin / admin123.'}`,
    );
} finally {
  await database.close();
}
