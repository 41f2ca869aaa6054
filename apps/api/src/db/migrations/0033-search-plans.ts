import { type Kysely, type Migration, sql } from 'kysely';
import { createVersionTable } from '@admin/server-kit/migration-kit';
import type { DialectName } from '../database.ts';

/**
 * A counter of changes to a table's search texts (insert, delete, a new search_text), kept by
 * triggers in the writing transaction: a search's matching ids are read once and kept in memory
 * while it stays the same (search.ts, searchHits); here for products, 0034 for transactions. SQLite's triggers are per row
 * (exported: the bulk seed drops them around a million-row load and bumps the counter once);
 * PostgreSQL's per statement. The counter row is locked until the writer commits, so two
 * transactions that change the table's search texts take turns at that moment.
 */
/** A table whose search matches are kept while its counter in `search_versions` stays the same. */
export type KeptSearchTable = 'products' | 'transactions' | 'stores';

export function sqliteSearchVersion(table: KeptSearchTable) {
  const bump = sql.raw(`update search_versions set version = version + 1 where name = '${table}';`);
  return {
    triggers: [
      sql`create trigger ${sql.raw(`${table}_search_version_insert after insert on ${table}`)} begin ${bump} end`,
      sql`create trigger ${sql.raw(`${table}_search_version_delete after delete on ${table}`)} begin ${bump} end`,
      sql`create trigger ${sql.raw(`${table}_search_version_update after update of search_text on ${table}`)} begin ${bump} end`,
    ],
    dropTriggers: ['insert', 'delete', 'update'].map((op) =>
      sql.raw(`drop trigger if exists ${table}_search_version_${op}`),
    ),
    bump: sql.raw(`update search_versions set version = version + 1 where name = '${table}'`),
  };
}

export const SQLITE_SEARCH_VERSION = sqliteSearchVersion('products');

export function pgSearchVersion(table: KeptSearchTable) {
  const fn = sql.raw(`${table}_search_version`);
  return {
    function: sql`create or replace function ${fn}() returns trigger language plpgsql as $$
                begin update search_versions set version = version + 1 where name = '${sql.raw(table)}'; return null; end $$`,
    trigger: sql`create trigger ${fn} after insert or delete or update of search_text on ${sql.raw(table)}
               for each statement execute function ${fn}()`,
    drop: [sql`drop trigger if exists ${fn} on ${sql.raw(table)}`, sql`drop function if exists ${fn}()`],
  };
}

const PG_SEARCH_VERSION = pgSearchVersion('products');

export function migration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await createVersionTable(db, dialect, 'search_versions', ['products']);
      if (pg) {
        await PG_SEARCH_VERSION.function.execute(db);
        await PG_SEARCH_VERSION.trigger.execute(db);
      } else for (const trigger of SQLITE_SEARCH_VERSION.triggers) await trigger.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (pg) {
        for (const drop of PG_SEARCH_VERSION.drop) await drop.execute(db);
      } else for (const drop of SQLITE_SEARCH_VERSION.dropTriggers) await drop.execute(db);
      await db.schema.dropTable('search_versions').execute();
    },
  };
}
