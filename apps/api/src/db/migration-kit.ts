import { type ColumnDataType, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { DialectName } from './database.ts';

/**
 * The column types and table pieces the migrations write with, per dialect. A released migration
 * keeps producing the same schema: change nothing here that one of them reads.
 */
export function columnKit(dialect: DialectName) {
  const pg = dialect === 'postgres';
  const time: ColumnDataType = pg ? 'timestamptz' : 'text';
  /** Money in whole VND: bigint on PostgreSQL, integer (64-bit) on SQLite. */
  const money: ColumnDataType = pg ? 'bigint' : 'integer';
  /** A serial id (PostgreSQL) or an autoincrement integer (SQLite) as the primary key. */
  const withId = <T extends string>(table: CreateTableBuilder<T, never>) =>
    pg
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  /** `created_at` and `updated_at`, both required. */
  const stamps = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn('created_at', time, (c) => c.notNull()).addColumn('updated_at', time, (c) => c.notNull());
  return { pg, time, money, withId, stamps };
}

/** A migration's down: its tables dropped in this order (`ifExists`: those that are there). */
export async function dropTables(db: Kysely<unknown>, tables: readonly string[], { ifExists = false } = {}) {
  for (const table of tables) {
    const drop = db.schema.dropTable(table);
    await (ifExists ? drop.ifExists() : drop).execute();
  }
}

/**
 * A table of version counters by name (`name` → `version`, bigint on PostgreSQL), the names given
 * at 0: raised by triggers when the rows they count change.
 */
export async function createVersionTable(
  db: Kysely<unknown>,
  dialect: DialectName,
  table: string,
  names: readonly string[],
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('version', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  for (const name of names) await sql`insert into ${sql.table(table)} (name, version) values (${name}, 0)`.execute(db);
}
