import type { Kysely, Migration } from 'kysely';
import { columnKit, createIndex } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/** Each export a user runs, with its filters and what it held: the data page's history. */
export function migration(dialect: DialectName): Migration {
  const { time, withId } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('export_runs'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('format', 'varchar(10)', (c) => c.notNull())
        .addColumn('lang', 'varchar(5)', (c) => c.notNull())
        .addColumn('filters_json', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('rows', 'integer')
        .addColumn('bytes', 'bigint')
        .addColumn('started_at', time, (c) => c.notNull())
        .addColumn('finished_at', time)
        .execute();
      await createIndex(db, 'export_runs_user_index', 'export_runs', ['user_id', 'id']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('export_runs').execute();
    },
  };
}
