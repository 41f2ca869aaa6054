import type { Kysely } from 'kysely';
import { type DatabaseOptions, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';

/** For the command-line tools: the database of the environment, migrated. */
export async function openMigrated(options: DatabaseOptions): Promise<{ db: Kysely<DB>; close(): Promise<void> }> {
  const database = openDatabase(options);
  try {
    await migrateToLatest(database.db, database.dialect);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
