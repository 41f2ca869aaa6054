import { type Kysely, type Migration, sql } from 'kysely';
import type { DialectName } from '../database.ts';
import { pgSearchVersion, sqliteSearchVersion } from './0033-search-plans.ts';

/**
 * A counter of changes to the transactions' search texts, as 0033 keeps for products: a search's
 * matching ids are read once and kept while it stays the same (search.ts, SEARCHED_TRANSACTIONS).
 */
export function transactionSearch(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await sql`insert into search_versions (name, version) values ('transactions', 0)`.execute(db);
      if (pg) {
        const version = pgSearchVersion('transactions');
        await version.function.execute(db);
        await version.trigger.execute(db);
      } else for (const trigger of sqliteSearchVersion('transactions').triggers) await trigger.execute(db);
    },
    async down(db: Kysely<unknown>) {
      const drops = pg ? pgSearchVersion('transactions').drop : sqliteSearchVersion('transactions').dropTriggers;
      for (const drop of drops) await drop.execute(db);
      await sql`delete from search_versions where name = 'transactions'`.execute(db);
    },
  };
}
