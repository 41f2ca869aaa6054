import type { ColumnDataType, Kysely, Migration } from 'kysely';
import { createIndex } from '@admin/server-kit/migration-kit';

/**
 * The dashboard's daily totals of the days that ended (listings, completed sales, confirmed
 * payouts), so a month's figure and the 30-day chart read at most a few dozen rows; the indexes
 * today's live figures seek by; the audit log by time (its search).
 */
export function migration(): Migration {
  const money: ColumnDataType = 'bigint';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('daily_figures')
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('metric', 'varchar(30)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('amount', money)
        .addPrimaryKeyConstraint('daily_figures_pk', ['day', 'metric'])
        .execute();
      await createIndex(db, 'transactions_completed_at_index', 'transactions', ['completed_at', 'id']);
      await createIndex(db, 'disbursements_confirmed_at_index', 'disbursements', ['confirmed_at', 'id']);
      await createIndex(db, 'audit_logs_created_index', 'audit_logs', ['created_at', 'id']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('audit_logs_created_index').execute();
      await db.schema.dropIndex('disbursements_confirmed_at_index').execute();
      await db.schema.dropIndex('transactions_completed_at_index').execute();
      await db.schema.dropTable('daily_figures').execute();
    },
  };
}
