import fs from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import pg from 'pg';
import { type BuildAppOptions, buildApp } from '../app.ts';

/**
 * Seeded templates: `npm test` migrates and seeds one SQLite data folder and one PostgreSQL
 * database before the test files run (`build-templates.ts`), and each test app starts from a copy
 * of them instead of seeding its own. Without these variables (a file run on its own) every app
 * seeds itself, as before.
 */
export const TEMPLATE_DIR_ENV = 'ADMIN_TEST_TEMPLATE_DIR';
export const PG_TEMPLATE_ENV = 'ADMIN_TEST_PG_TEMPLATE';

/** The JWT secret of every API test app, and the cheapest argon2id: the suite signs in hundreds of times. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
export const TEST_HASH_COST = { memoryCost: 256, timeCost: 1, parallelism: 1 };

/** The data folder a test app of this database starts from, when the run built the templates. */
export function templateDataDir(kind: 'sqlite' | 'postgres'): string | undefined {
  const dir = process.env[TEMPLATE_DIR_ENV];
  return dir && fs.existsSync(path.join(dir, kind)) ? path.join(dir, kind) : undefined;
}

/** `url` with another database name, in the same cluster. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/**
 * Makes the database of `url` anew, empty or as a copy of `template`, through the cluster's
 * `postgres` database (so it works whatever database TEST_DATABASE_URL names). A connection that
 * the app before still has open (work it left running as it closed) is waited for, not cut.
 */
export async function recreatePostgres(url: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    const name = pg.escapeIdentifier(databaseName(url));
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        break;
      } catch (error) {
        // 55006: the database is being accessed by other users
        if ((error as { code?: string }).code !== '55006' || attempt === 100) throw error;
        await setTimeout(100);
      }
    }
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the demo data into a data folder (and a PostgreSQL database), then closes. */
export async function buildTemplate(dataDir: string, options: Partial<BuildAppOptions> = {}): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const app = await buildApp({
    dataDir,
    seed: 'demo',
    jwtSecret: TEST_JWT_SECRET,
    hashCost: TEST_HASH_COST,
    ...options,
  });
  await app.close();
}
