import { type Kysely, Migrator } from 'kysely';
import type { DialectName } from './database.ts';
import type { DB } from './schema.ts';
import { MIGRATIONS } from './migrations/index.ts';

function migratorOf(db: Kysely<DB>, dialect: DialectName): Migrator {
  return new Migrator({
    db,
    // Areas add their migrations side by side (the two 0002s): a database that ran
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
