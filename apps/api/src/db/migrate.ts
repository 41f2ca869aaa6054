import { type Kysely, type Migration, Migrator } from 'kysely';
import type { DialectName } from './database.ts';
import { initial } from './migrations/0001-initial.ts';
import { catalogue } from './migrations/0002-catalogue.ts';
import { content } from './migrations/0002-content.ts';
import { stationProducts } from './migrations/0003-station-products.ts';
import { security } from './migrations/0004-security.ts';
import { transactions } from './migrations/0010-transactions.ts';
import { ads } from './migrations/0020-ads.ts';
import { delivery } from './migrations/0030-delivery.ts';
import { dashboard } from './migrations/0031-dashboard.ts';
import { exports } from './migrations/0032-exports.ts';
import { searchPlans } from './migrations/0033-search-plans.ts';
import { keptSearch, transactionSearch } from './migrations/0034-transaction-search.ts';
import { nameVersions } from './migrations/0035-name-versions.ts';
import { transactionFilters } from './migrations/0037-transaction-filters.ts';
import { productListPlans } from './migrations/0038-product-list-plans.ts';
import { dataVersions } from './migrations/0039-data-versions.ts';
import { jobLeases } from './migrations/0040-job-leases.ts';
import type { DB } from './schema.ts';

/** Migrations in order; each gets the dialect so it can pick column types. */
const MIGRATIONS: Record<string, (dialect: DialectName) => Migration> = {
  '0001-initial': initial,
  '0002-catalogue': catalogue,
  '0002-content': content,
  '0003-station-products': stationProducts,
  '0004-security': security,
  '0010-transactions': transactions,
  '0020-ads': ads,
  '0030-delivery': delivery,
  '0031-dashboard': dashboard,
  '0032-exports': exports,
  '0033-search-plans': searchPlans,
  '0034-transaction-search': transactionSearch,
  '0035-name-versions': nameVersions,
  // the stores' keyword (SEARCHED_STORES)
  '0036-store-search': keptSearch('stores'),
  '0037-transaction-filters': transactionFilters,
  '0038-product-list-plans': productListPlans,
  '0039-data-versions': dataVersions,
  '0040-job-leases': jobLeases,
};

function migratorOf(db: Kysely<DB>, dialect: DialectName): Migrator {
  return new Migrator({
    db,
    // Areas add their migrations side by side (0002-catalogue, 0002-content): a database that ran
    // one of them before the other existed still takes the other.
    allowUnorderedMigrations: true,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(MIGRATIONS).map(([name, make]) => [name, make(dialect)])),
    },
  });
}

export async function migrateToLatest(db: Kysely<DB>, dialect: DialectName): Promise<void> {
  const { error, results } = await migratorOf(db, dialect).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** The migrations this code knows that the database has not run (readiness: none). */
export async function pendingMigrations(db: Kysely<DB>, dialect: DialectName): Promise<string[]> {
  const migrations = await migratorOf(db, dialect).getMigrations();
  return migrations.filter((m) => !m.executedAt).map((m) => m.name);
}
