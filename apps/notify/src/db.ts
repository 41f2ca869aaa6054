import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { CampaignStatus, NotificationAudience } from '@admin/contract';
import { type DialectName, addColumns, columnKit, createIndex } from '@admin/server-kit/migration-kit';

export interface NotifyDB {
  notify_campaigns: {
    id: Generated<number>;
    title: string;
    body: string;
    audience: NotificationAudience;
    status: CampaignStatus;
    /** Always set (0002): the time it was created for "send now". */
    scheduled_at: string;
    recipients_count: Generated<number>;
    sent_count: Generated<number>;
    failed_count: Generated<number>;
    started_at: string | null;
    finished_at: string | null;
    cancelled_at: string | null;
    /** While sending: until when the scheduler that claimed it holds it (a crashed one's lease runs out). */
    lease_until: string | null;
    created_by: number | null;
    created_at: string;
    updated_at: string;
  };
  notify_deliveries: {
    id: Generated<number>;
    campaign_id: number;
    recipient: string;
    status: 'pending' | 'sent' | 'failed';
    transport: string | null;
    error: string | null;
    created_at: string;
    sent_at: string | null;
  };
  /** A message to named people from the API (0003): once per `key`. */
  notify_messages: {
    id: Generated<number>;
    key: string;
    kind: string;
    title: string;
    body: string;
    recipients_count: number;
    sent_count: Generated<number>;
    failed_count: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  notify_message_deliveries: {
    id: Generated<number>;
    message_id: number;
    recipient: string;
    /** sending: a request holds it (claimed by a conditional update). */
    status: 'pending' | 'sending' | 'sent' | 'failed';
    transport: string | null;
    error: string | null;
    created_at: string;
    sent_at: string | null;
  };
}

/** Times are ISO strings in SQLite text columns; PostgreSQL timestamptz is read back as ISO too. */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.TIMESTAMPTZ) return (v: string) => new Date(v).toISOString();
    if (oid === pg.types.builtins.INT8) return (v: string) => Number(v);
    return format ? pg.types.getTypeParser(oid, format) : pg.types.getTypeParser(oid);
  }) as typeof pg.types.getTypeParser,
};

function initial(dialect: DialectName): Migration {
  const { time, withId } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('notify_campaigns'))
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('audience', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('scheduled_at', time)
        .addColumn('created_by', 'integer')
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await createIndex(db, 'notify_campaigns_created_index', 'notify_campaigns', ['created_at', 'id']);
      await withId(db.schema.createTable('notify_deliveries'))
        .addColumn('campaign_id', 'integer', (c) => c.notNull().references('notify_campaigns.id').onDelete('cascade'))
        .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('sent_at', time)
        .execute();
      await createIndex(db, 'notify_deliveries_campaign_index', 'notify_deliveries', ['campaign_id', 'id']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notify_deliveries').execute();
      await db.schema.dropTable('notify_campaigns').execute();
    },
  };
}

/** The scheduler: campaign counters, times and lease; deliveries name their transport; "queued" becomes "scheduled". */
function scheduler(dialect: DialectName): Migration {
  const { time } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite adds a single column per ALTER TABLE.
      for (const column of ['recipients_count', 'sent_count', 'failed_count']) {
        await db.schema
          .alterTable('notify_campaigns')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await addColumns(db, 'notify_campaigns', time, [
        'started_at',
        'finished_at',
        'cancelled_at',
        'lease_until',
        'updated_at',
      ]);
      await db.schema.alterTable('notify_deliveries').addColumn('transport', 'varchar(40)').execute();
      await sql`update notify_campaigns set scheduled_at = created_at where scheduled_at is null`.execute(db);
      await sql`update notify_campaigns set status = 'scheduled' where status = 'queued'`.execute(db);
      await sql`update notify_campaigns set updated_at = created_at where updated_at is null`.execute(db);
      await createIndex(db, 'notify_campaigns_due_index', 'notify_campaigns', ['status', 'scheduled_at', 'id']);
      await createIndex(db, 'notify_deliveries_status_index', 'notify_deliveries', ['campaign_id', 'status', 'id']);
    },
  };
}

/** Messages the API sends to named people (a disbursement's buyer and seller), once per key. */
function messages(dialect: DialectName): Migration {
  const { time, withId, stamps } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('notify_messages'))
        .addColumn('key', 'varchar(120)', (c) => c.notNull().unique())
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('title', 'varchar(120)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('recipients_count', 'integer', (c) => c.notNull())
        .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed_count', 'integer', (c) => c.notNull().defaultTo(0))
        .$call(stamps)
        .execute();
      await withId(db.schema.createTable('notify_message_deliveries'))
        .addColumn('message_id', 'integer', (c) => c.notNull().references('notify_messages.id').onDelete('cascade'))
        .addColumn('recipient', 'varchar(255)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('transport', 'varchar(40)')
        .addColumn('error', 'text')
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('sent_at', time)
        .execute();
      await createIndex(db, 'notify_message_deliveries_message_index', 'notify_message_deliveries', [
        'message_id',
        'status',
        'id',
      ]);
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
  let dialect: DialectName;
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
    provider: {
      getMigrations: async () => ({
        '0001-initial': initial(dialect),
        '0002-scheduler': scheduler(dialect),
        '0003-messages': messages(dialect),
      }),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    throw new Error('Notification service migration failed', { cause: error });
  }
  return db;
}
