import type { Kysely, Migration } from 'kysely';
import { addColumns, columnKit, createIndex } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

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
      await createIndex(db, 'idempotency_keys_expires_index', 'idempotency_keys', ['expires_at']);
      await addColumns(db, 'notification_outbox', time, ['next_attempt_at', 'lease_until']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('notification_outbox').dropColumn('lease_until').execute();
      await db.schema.alterTable('notification_outbox').dropColumn('next_attempt_at').execute();
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
