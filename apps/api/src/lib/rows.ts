import { randomBytes } from 'node:crypto';
import { type Insertable, type Kysely, type SelectQueryBuilder, type Updateable, sql } from 'kysely';
import { equalsIgnoreCase } from '../db/search.ts';
import type { DB } from '../db/schema.ts';
import { notFound } from './http-error.ts';

/** The row a repository's select function answers (`RowOf<typeof selectPopups>`), for its mapper. */
export type RowOf<F extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> = Awaited<
  ReturnType<ReturnType<F>['executeTakeFirstOrThrow']>
>;

/** The first row `query` answers, or a 404 with `message` when it answers none. */
export async function oneOr404<R>(query: { executeTakeFirst(): Promise<R | undefined> }, message: string): Promise<R> {
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(message);
  return row;
}

/**
 * Runs an update guarded by what was read before it (the row's status, its amount…): it must change
 * exactly one row, else `error` (another change came first).
 */
export async function oneUpdated(
  query: { executeTakeFirst(): Promise<{ numUpdatedRows: bigint }> },
  error: Error,
): Promise<void> {
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw error;
}

/** The tables whose rows have a numeric `id`. */
type TableWithId = { [T in keyof DB]: DB[T] extends { id: unknown } ? T : never }[keyof DB];

/** Whether `id` is given and no row of `table` has it: a reference a form names that does not exist. */
export async function unknownId(db: Kysely<DB>, table: TableWithId, id: number | null | undefined): Promise<boolean> {
  if (!id) return false;
  // Inside the helper the table is only known by name.
  const rows = db as unknown as Kysely<Record<string, { id: number }>>;
  return !(await rows
    .selectFrom(table as string)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst());
}

/** Whether a row of `table` other than `exceptId` has `value` in `column`, ignoring case (a name, an e-mail). */
export async function valueTaken<T extends TableWithId>(
  db: Kysely<DB>,
  table: T,
  column: keyof DB[T] & string,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  // Inside the helper the table is only known by name.
  const rows = db as unknown as Kysely<Record<string, { id: number } & Record<string, unknown>>>;
  let query = rows
    .selectFrom(table as string)
    .select('id')
    .where(equalsIgnoreCase(sql.ref(column), value));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

/**
 * Inserts a row of `table` whose code follows its id: `values` gets a temporary code (unique until
 * then) for the code column, `coded` the id and answers the columns written once it is known (the
 * code, the search text naming it). Answers the id with those columns; runs in the caller's transaction.
 */
export async function insertCoded<T extends keyof DB & string, C extends Updateable<DB[T]>>(
  trx: Kysely<DB>,
  table: T,
  values: (temporaryCode: string) => Insertable<DB[T]>,
  coded: (id: number) => C,
): Promise<{ id: number } & C> {
  // Inside the helper the table is only known by name; callers keep the typed columns.
  const rows = trx as unknown as Kysely<Record<string, { id: number } & Record<string, unknown>>>;
  const { id } = await rows
    .insertInto(table as string)
    .values(values(`TMP${randomBytes(8).toString('hex')}`) as Record<string, unknown>)
    .returning('id')
    .executeTakeFirstOrThrow();
  const columns = coded(id);
  await rows
    .updateTable(table as string)
    .set(columns as Record<string, unknown>)
    .where('id', '=', id)
    .execute();
  return { id, ...columns };
}

/**
 * How an area reads its rows, declared once: `select` is the table's row with what it joins (under
 * an alias, e.g. `db.selectFrom('banners as b')…`), `toItem` its mapper (the row's type follows from
 * `select`), `key` the row's id as `select` names it (`'b.id'`) and `missing` the 404's message.
 */
export function rowReader<D, TB extends keyof D, Row, Item>(
  select: (db: Kysely<DB>) => SelectQueryBuilder<D, TB, Row>,
  toItem: (row: Row) => Item,
  { key, missing }: { key: string; missing: string },
) {
  // Inside the helper the key is only known by name; the callers' queries keep their types.
  const byKey = (db: Kysely<DB>) => select(db) as unknown as SelectQueryBuilder<KeyedDB, string, Row>;
  const row = async (db: Kysely<DB>, id: number) => (await oneOr404(byKey(db).where(key, '=', id), missing)) as Row;
  return {
    select,
    toItem,
    /** The row of `id` as `select` answers it (for an item with more than the list shows); 404 when none. */
    row,
    /** The item of `id`; a 404 with `missing` when there is none. */
    one: async (db: Kysely<DB>, id: number): Promise<Item> => toItem(await row(db, id)),
    /** The items of `ids`, in any order (a page of ids keeps its own: `inOrderOf`). */
    of: async (db: Kysely<DB>, ids: number[]): Promise<Item[]> =>
      ((await byKey(db).where(key, 'in', ids).execute()) as Row[]).map(toItem),
    /**
     * `select`'s rows whose ids `filtered` answers: the table with a list's filters, under the same
     * alias (what `pageOf` counts), without the joins of `select`.
     */
    within: <FD, FTB extends keyof FD>(db: Kysely<DB>, filtered: SelectQueryBuilder<FD, FTB, object>) =>
      byKey(db).where(
        key,
        'in',
        (filtered as unknown as SelectQueryBuilder<KeyedDB, string, object>).select(key),
      ) as unknown as SelectQueryBuilder<D, TB, Row>,
  };
}

/** Tables known only by name, with a numeric key. */
type KeyedDB = Record<string, Record<string, unknown>>;
