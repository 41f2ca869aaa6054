import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { openMigrated } from '../db/open.ts';
import type { DB } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    /** Which database, and its pool's state: for readiness and the metrics. */
    database: Pick<Database, 'dialect' | 'poolStats' | 'listen'>;
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
    app.decorate('database', { dialect: database.dialect, poolStats: database.poolStats, listen: database.listen });
    app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
