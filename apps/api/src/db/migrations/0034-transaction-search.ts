import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { type KeptSearchTable, pgSearchVersion, sqliteSearchVersion } from './0033-search-plans.ts';

/**
 * A counter of changes to a table's search texts, as 0033 keeps for products: a search's matching
 * ids are read once and kept while it stays the same (search.ts, SearchedTable).
 */
export function keptSearch(table: KeptSearchTable) {
  return (dialect: DialectName): Migration => {
    const pg = dialect === 'postgres';
    return {
      async up(db: Kysely<unknown>) {
        await sql`insert into search_versions (name, version) values (${table}, 0)`.execute(db);
        if (pg) {
          const version = pgSearchVersion(table);
          await version.function.execute(db);
          await version.trigger.execute(db);
        } else for (const trigger of sqliteSearchVersion(table).triggers) await trigger.execute(db);
      },
      async down(db: Kysely<unknown>) {
        const drops = pg ? pgSearchVersion(table).drop : sqliteSearchVersion(table).dropTriggers;
        for (const drop of drops) await drop.execute(db);
        await sql`delete from search_versions where name = ${table}`.execute(db);
      },
    };
  };
}

/** The transactions' searches (SEARCHED_TRANSACTIONS). */
export const migration = keptSearch('transactions');
