import type { PageQuery } from '@admin/contract';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { versionStamp } from '../db/data-versions.ts';
import type { VersionedTable } from '../db/migrations/0039-data-versions.ts';
import type { Page } from './envelope.ts';
import type { DB } from '../db/schema.ts';
import { setNewest } from './newest.ts';

/** What a list's total may be read from besides counting: known already, or kept while tables stay unchanged. */
export interface KnownTotal {
  total?: number;
  /**
   * The tables the filtered rows are read from: the count is kept, and given again while their
   * change counters (`data_versions`) keep the values read before it was counted, so a list read
   * again counts again only after a change (still exact; in every process, the counters are the
   * database's).
   */
  keepCountWhile?: { db: Kysely<DB>; tables: readonly VersionedTable[] };
}

/** Exact counts by their query, each with the counters read before it. */
const keptCounts = new Map<string, { stamp: string; n: number }>();
const KEPT_COUNTS = 500;

type CountQuery = {
  compile(): { sql: string; parameters: readonly unknown[] };
  executeTakeFirstOrThrow(): Promise<unknown>;
};

async function countOf(count: CountQuery, keepWhile: KnownTotal['keepCountWhile']): Promise<number> {
  const read = async () => Number(((await count.executeTakeFirstOrThrow()) as { n: number | string }).n);
  if (!keepWhile) return read();
  const compiled = count.compile();
  const key = JSON.stringify([compiled.sql, compiled.parameters]);
  const stamp = await versionStamp(keepWhile.db, { rows: keepWhile.tables });
  const kept = keptCounts.get(key);
  if (stamp !== null && kept?.stamp === stamp) return kept.n;
  const n = await read();
  if (stamp !== null) setNewest(keptCounts, key, { stamp, n }, KEPT_COUNTS);
  return n;
}

/**
 * The list pages of every area: `filtered` is the table with the list's filters (it gives the
 * total, unless `known.total` already says it), `rows` the ordered selection of those rows;
 * answers one page of them.
 */
export async function pageOf<D, TB extends keyof D, RD, RTB extends keyof RD, Row, Item>(
  filtered: SelectQueryBuilder<D, TB, object>,
  rows: SelectQueryBuilder<RD, RTB, Row>,
  query: PageQuery,
  toItem: (row: Row) => Item,
  known: KnownTotal = {},
): Promise<Page<Item>> {
  const [items, total] = await Promise.all([
    rows
      .limit(query.count)
      .offset((query.page - 1) * query.count)
      .execute(),
    known.total ??
      countOf(
        filtered.select((eb) => eb.fn.countAll<number>().as('n')),
        known.keepCountWhile,
      ),
  ]);
  return { items: items.map(toItem), total };
}

/**
 * The list pages that read one page of ids first (`keys`: the filtered table's ordered `id`s, without
 * its joins) and then only those rows with everything they show: `load` answers the items of the
 * ids in the same order.
 */
export async function pageOfIds<D, TB extends keyof D, RD, RTB extends keyof RD, Item>(
  filtered: SelectQueryBuilder<D, TB, object>,
  keys: SelectQueryBuilder<RD, RTB, { id: number }>,
  query: PageQuery,
  load: (ids: number[]) => Promise<Item[]>,
  known: KnownTotal = {},
): Promise<Page<Item>> {
  const page = await pageOf(filtered, keys, query, (row) => row.id, known);
  return { items: page.items.length ? await load(page.items) : [], total: page.total };
}

/**
 * A page of the newest rows first: `filtered`'s ids by `idColumn` (e.g. `'vehicles.id'`) descending,
 * then `load` reads those rows with everything they show (in any order: the page keeps the ids').
 */
export function newestPageOf<D, TB extends keyof D, Item extends { id: number }>(
  filtered: SelectQueryBuilder<D, TB, object>,
  idColumn: string,
  query: PageQuery,
  load: (ids: number[]) => Promise<Item[]>,
  known: KnownTotal = {},
): Promise<Page<Item>> {
  // the selection's row type is lost over a generic table; it is `{ id }`
  const keys = filtered
    .select(sql<number>`${sql.ref(idColumn)}`.as('id'))
    .orderBy(sql.ref(idColumn), 'desc') as unknown as SelectQueryBuilder<D, TB, { id: number }>;
  return pageOfIds(filtered, keys, query, async (ids) => inOrderOf(ids, await load(ids)), known);
}

/** `items` in the order of `ids` (an `in (…)` query answers its rows in any order). */
export function inOrderOf<Item extends { id: number }>(ids: number[], items: Item[]): Item[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ListSort {
  /** The column to sort by (of `table`). */
  sortBy: string;
  orderBy: 'asc' | 'desc';
  /** The table's alias in the query, when it has one. */
  table?: string;
  /** Rows without a value go last in either direction. */
  nullsLast?: boolean;
}

/** Orders by the chosen column, then by id in the same direction, so that pages never overlap. */
export function sortRows<D, TB extends keyof D, O>(
  rows: SelectQueryBuilder<D, TB, O>,
  { sortBy, orderBy, table, nullsLast = false }: ListSort,
): SelectQueryBuilder<D, TB, O> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  let sorted = rows;
  if (nullsLast) sorted = sorted.orderBy(sql`case when ${column(sortBy)} is null then 1 else 0 end`);
  sorted = sorted.orderBy(column(sortBy), orderBy);
  if (sortBy !== 'id') sorted = sorted.orderBy(column('id'), orderBy);
  return sorted;
}

/** A list query's chosen order, as the contract's list queries name it. */
export interface SortQuery {
  sort_by: string;
  order_by: 'asc' | 'desc';
}

/**
 * One page of a sortable list: `rows` (the selection of `filtered`'s rows, with their joins) in the
 * order the query chose (see `sortRows`; `table` is the rows' alias).
 */
export function sortedPageOf<D, TB extends keyof D, RD, RTB extends keyof RD, Row, Item>(
  filtered: SelectQueryBuilder<D, TB, object>,
  rows: SelectQueryBuilder<RD, RTB, Row>,
  query: PageQuery & SortQuery,
  toItem: (row: Row) => Item,
  { table, nullsLast }: Pick<ListSort, 'table' | 'nullsLast'>,
): Promise<Page<Item>> {
  return pageOf(
    filtered,
    sortRows(rows, { table, sortBy: query.sort_by, orderBy: query.order_by, nullsLast }),
    query,
    toItem,
  );
}
