import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * SQLite: a counter of changes to the products' search texts (insert, delete, a new search_text),
 * kept by triggers. A common word's matching ids are read once from the FTS index and kept in
 * memory while this counter stays the same (search.ts, productSearchHits). Exported: the bulk seed
 * drops the triggers around a million-row load and bumps the counter once.
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

export function searchPlans(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') return;
      await db.schema
        .createTable('search_versions')
        .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into search_versions (name, version) values ('products', 0)`.execute(db);
      for (const trigger of SQLITE_SEARCH_VERSION.triggers) await trigger.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') return;
      for (const drop of SQLITE_SEARCH_VERSION.dropTriggers) await drop.execute(db);
      await db.schema.dropTable('search_versions').execute();
    },
  };
}
