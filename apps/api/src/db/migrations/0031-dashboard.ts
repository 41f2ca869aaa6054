import type { ColumnDataType, Kysely, Migration } from 'kysely';

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
      await db.schema
        .createIndex('transactions_completed_at_index')
        .on('transactions')
        .columns(['completed_at', 'id'])
        .execute();
      await db.schema
        .createIndex('disbursements_confirmed_at_index')
        .on('disbursements')
        .columns(['confirmed_at', 'id'])
        .execute();
      await db.schema.createIndex('audit_logs_created_index').on('audit_logs').columns(['created_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('audit_logs_created_index').execute();
      await db.schema.dropIndex('disbursements_confirmed_at_index').execute();
      await db.schema.dropIndex('transactions_completed_at_index').execute();
      await db.schema.dropTable('daily_figures').execute();
    },
  };
}
