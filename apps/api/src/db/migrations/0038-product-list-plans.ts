import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Products at a station (`at_station=1`) sorted by price: as 0003 for their latest change, a
 * partial index holding those products only, in that order. A common word narrowed to the station
 * products (e.g. "exciter", 1,649 rows) walks it testing the kept matches and stops after a page,
 * instead of reading every matching station product's row and sorting them.
 */
export const AT_STATION_PRICE_INDEX = 'products_at_station_price_sort';

/**
 * The products' row of `search_versions` also counts changes of a creation date: the lowest and
 * highest id of a creation-date range are kept while it stays the same (product-list.ts,
 * `creationRange`). Inserts and deletes bump it already (0033).
 */
export function migration(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index if not exists ${sql.ref(AT_STATION_PRICE_INDEX)}
                on products (price, id) where station_id is not null`.execute(db);
      if (pg)
        await sql`create trigger products_created_at_version after update of created_at on products
                  for each statement execute function products_search_version()`.execute(db);
      else
        await sql`create trigger products_created_at_version after update of created_at on products
                  begin update search_versions set version = version + 1 where name = 'products'; end`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop trigger if exists products_created_at_version${sql.raw(pg ? ' on products' : '')}`.execute(db);
      await sql`drop index if exists ${sql.ref(AT_STATION_PRICE_INDEX)}`.execute(db);
    },
  };
}
