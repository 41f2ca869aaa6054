import { type ColumnDataType, type CreateTableBuilder, type Kysely, sql } from 'kysely';

/** The databases the services run on: a SQLite file, or PostgreSQL. */
export type DialectName = 'sqlite' | 'postgres';

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

/** An index named `name` over `columns` of `table`, in that order (`unique`: a unique index). */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: readonly string[],
  { unique = false } = {},
): Promise<void> {
  const index = db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns]);
  await (unique ? index.unique() : index).execute();
}

/** A unique index over the lower-cased `column` of `table`, named `<table>_<column>_lower_unique`. */
export async function createLowerUnique(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  await db.schema
    .createIndex(`${table}_${column}_lower_unique`)
    .on(table)
    .unique()
    .expression(sql`lower(${sql.raw(column)})`)
    .execute();
}

/** Nullable columns added to `table`, one statement each: SQLite adds a single column per ALTER TABLE. */
export async function addColumns(
  db: Kysely<unknown>,
  table: string,
  type: ColumnDataType,
  columns: readonly string[],
): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).addColumn(column, type).execute();
}

/** A `row_version` on each of `tables` (required, from 1): raised by every change of a row. */
export async function addRowVersions(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables)
    await db.schema
      .alterTable(table)
      .addColumn('row_version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
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
