import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Station Product (`/stations`) lists the products on display at a station (`at_station=1`),
 * latest change first. This partial index holds those products only, in that order: a page, and a
 * page far down by offset, is read from it alone instead of walking every product's `updated_at`
 * and looking up its station (product-list.ts keeps the filter visible to the planner for it).
 */
export const AT_STATION_UPDATED_AT_INDEX = 'products_at_station_updated_at_sort';

export function migration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index if not exists ${sql.ref(AT_STATION_UPDATED_AT_INDEX)}
                on products (updated_at, id) where station_id is not null`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index if exists ${sql.ref(AT_STATION_UPDATED_AT_INDEX)}`.execute(db);
    },
  };
}
