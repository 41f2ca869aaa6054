import type { Kysely, Migration } from 'kysely';
import { columnKit, createIndex } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/** Each import of a file (products of a store, leads): who, which file, how it went, and its refused rows. */
export function migration(dialect: DialectName): Migration {
  const { time, withId } = columnKit(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('import_runs'))
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('set null'))
        .addColumn('mode', 'varchar(20)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('written', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
        // the file's headers and how each was read, and the refused rows with their reasons (the report)
        .addColumn('report_json', 'text', (c) => c.notNull())
        .addColumn('started_at', time, (c) => c.notNull())
        .addColumn('finished_at', time)
        .execute();
      await createIndex(db, 'import_runs_user_index', 'import_runs', ['user_id', 'id']);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('import_runs').execute();
    },
  };
}
