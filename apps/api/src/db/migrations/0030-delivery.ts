import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnKit } from '../migration-kit.ts';

/**
 * Requests and messages that must happen once: the `Idempotency-Key` of a request (one per user
 * and key, answered again for 24 hours), and the notification outbox's relay (when a row may be
 * tried again, and until when a relay holds it).
 */
export function migration(dialect: DialectName): Migration {
  const { time } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('key', 'varchar(255)', (c) => c.notNull())
        .addColumn('route', 'varchar(255)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response', 'text')
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_expires_index')
        .on('idempotency_keys')
        .column('expires_at')
        .execute();
      // One column per statement: SQLite adds a single column per ALTER TABLE.
      await db.schema.alterTable('notification_outbox').addColumn('next_attempt_at', time).execute();
      await db.schema.alterTable('notification_outbox').addColumn('lease_until', time).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('notification_outbox').dropColumn('lease_until').execute();
      await db.schema.alterTable('notification_outbox').dropColumn('next_attempt_at').execute();
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
