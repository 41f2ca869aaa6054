import type { Kysely, Migration } from 'kysely';
import { columnKit } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * Sign-in throttling by account and address (one row per pair, changed by conditional updates on
 * its version) in place of the per-username and per-address attempt log; refresh tokens record
 * when they were replaced, for the grace window in which a just-replaced token still answers.
 */
export function migration(dialect: DialectName): Migration {
  const { time } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_throttle')
        .addColumn('username', 'varchar(255)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_failure_at', time)
        .addColumn('next_allowed_at', time)
        .addPrimaryKeyConstraint('sign_in_throttle_pk', ['username', 'ip'])
        .execute();
      await db.schema.dropTable('login_attempts').ifExists().execute();
      await db.schema.alterTable('refresh_tokens').addColumn('replaced_at', time).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('refresh_tokens').dropColumn('replaced_at').execute();
      await db.schema.dropTable('sign_in_throttle').execute();
      // 0001's down drops it again
      await db.schema
        .createTable('login_attempts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('username', 'varchar(255)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
    },
  };
}
