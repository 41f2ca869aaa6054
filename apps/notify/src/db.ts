import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

export interface NotifyDB {
  notify_campaigns: {
    id: Generated<number>;
    title: string;
    body: string;
    audience: 'all' | 'buyers' | 'sellers' | 'stores';
    status: 'scheduled' | 'queued' | 'sent' | 'failed';
    scheduled_at: string | null;
    created_by: number | null;
    created_at: string;
  };
  notify_deliveries: {
    id: Generated<number>;
    campaign_id: number;
    recipient: string;
    status: 'pending' | 'sent' | 'failed';
    error: string | null;
    created_at: string;
    sent_at: string | null;
  };
}

type Dialect = 'sqlite' | 'postgres';

/** Times are ISO strings in SQLite text columns; PostgreSQL timestamptz is read back as ISO too. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
    if (oid === pg.types.builtins.INT8) return (v: string) => Number(v);
    return format ? pg.types.getTypeParser(oid, format) : pg.types.getTypeParser(oid);
  }) as typeof pg.types.getTypeParser,
};

function initial(dialect: Dialect): Migration {
  const time = dialect === 'postgres' ? 'timestamptz' : 'text';
  const id = dialect === 'postgres' ? ('serial' as const) : ('integer' as const);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('notify_campaigns')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('audience', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('scheduled_at', time)
        .addColumn('created_by', 'integer')
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('notify_campaigns_created_index')
        .on('notify_campaigns')
        .columns(['created_at', 'id'])
        .execute();
      await db.schema
        .createTable('notify_deliveries')
        .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('campaign_id', 'integer', (c) => c.notNull().references('notify_campaigns.id').onDelete('cascade'))
        .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('sent_at', time)
        .execute();
      await db.schema
        .createIndex('notify_deliveries_campaign_index')
        .on('notify_deliveries')
        .columns(['campaign_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notify_deliveries').execute();
      await db.schema.dropTable('notify_campaigns').execute();
    },
  };
}

/**
 * The service's own SQLite file (dataDir/notify.sqlite) or the shared PostgreSQL database, where its
 * tables and migration log carry a `notify_` prefix so they never meet the API's.
 */
export async function openNotifyDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Kysely<NotifyDB>> {
  let db: Kysely<NotifyDB>;
  let dialect: Dialect;
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    dialect = 'postgres';
    db = new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: options.databaseUrl, types: pgTypes, max: 5 }),
      }),
    });
  } else {
    dialect = 'sqlite';
    fs.mkdirSync(options.dataDir, { recursive: true });
    const sqlite = new SQLite(path.join(options.dataDir, 'notify.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const migrator = new Migrator({
    db,
    migrationTableName: 'notify_migration',
    migrationLockTableName: 'notify_migration_lock',
    provider: { getMigrations: async () => ({ '0001-initial': initial(dialect) }) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error('Notification service migration failed', { cause: error });
  }
  return db;
}
