import { type Database, type DatabaseOptions, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** The database of the environment, migrated (the app's db plugin, the command-line tools). */
export async function openMigrated(options: DatabaseOptions): Promise<Database> {
  const database = openDatabase(options);
  try {
    await migrateToLatest(database.db, database.dialect);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
