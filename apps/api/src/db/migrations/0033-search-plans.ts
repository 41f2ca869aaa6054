import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * A counter of changes to the products' search texts (insert, delete, a new search_text), kept by
 * triggers in the writing transaction: a common word's matching ids are read once and kept in
 * memory while it stays the same (search.ts, productSearchHits). SQLite's triggers are per row
 * (exported: the bulk seed drops them around a million-row load and bumps the counter once);
 * PostgreSQL's per statement. The counter row is locked until the writer commits, so two
 * transactions that change products' search texts take turns at that moment.
 */
export const SQLITE_SEARCH_VERSION = {
  triggers: [
    sql`create trigger products_search_version_insert after insert on products begin
          update search_versions set version = version + 1 where name = 'products';
        end`,
    sql`create trigger products_search_version_delete after delete on products begin
          update search_versions set version = version + 1 where name = 'products';
        end`,
    sql`create trigger products_search_version_update after update of search_text on products begin
          update search_versions set version = version + 1 where name = 'products';
        end`,
  ],
  dropTriggers: [
    sql`drop trigger if exists products_search_version_insert`,
    sql`drop trigger if exists products_search_version_delete`,
    sql`drop trigger if exists products_search_version_update`,
  ],
  bump: sql`update search_versions set version = version + 1 where name = 'products'`,
};

const PG_SEARCH_VERSION = {
  function: sql`create or replace function products_search_version() returns trigger language plpgsql as $$
                begin update search_versions set version = version + 1 where name = 'products'; return null; end $$`,
  trigger: sql`create trigger products_search_version after insert or delete or update of search_text on products
               for each statement execute function products_search_version()`,
};

export function searchPlans(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_versions')
        .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('version', pg ? 'bigint' : 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into search_versions (name, version) values ('products', 0)`.execute(db);
      if (pg) {
        await PG_SEARCH_VERSION.function.execute(db);
        await PG_SEARCH_VERSION.trigger.execute(db);
      } else for (const trigger of SQLITE_SEARCH_VERSION.triggers) await trigger.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (pg) {
        await sql`drop trigger if exists products_search_version on products`.execute(db);
        await sql`drop function if exists products_search_version()`.execute(db);
      } else for (const drop of SQLITE_SEARCH_VERSION.dropTriggers) await drop.execute(db);
      await db.schema.dropTable('search_versions').execute();
    },
  };
}
