import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { openMigrated } from '../db/open.ts';
import type { DB } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    /** The database's connection pool (PostgreSQL) for the metrics; null on SQLite. */
    dbPoolStats: Database['poolStats'];
  }
}

export interface DbPluginOptions {
  databaseUrl?: string;
  dataDir: string;
}

/** Opens SQLite or PostgreSQL (only db/ knows which), migrates it, closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const database = await openMigrated(options);
    app.decorate('db', database.db);
    app.decorate('dbPoolStats', database.poolStats);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
