import type { PageQuery } from '@admin/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Page } from './envelope.ts';

/**
 * The list pages of every area: `filtered` is the table with the list's filters (it gives the
 * total), `rows` the ordered selection of those rows; answers one page of them.
 */
export async function pageOf<D, TB extends keyof D, RD, RTB extends keyof RD, Row, Item>(
  filtered: SelectQueryBuilder<D, TB, object>,
  rows: SelectQueryBuilder<RD, RTB, Row>,
  query: PageQuery,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [items, total] = await Promise.all([
    rows
      .limit(query.count)
      .offset((query.page - 1) * query.count)
      .execute(),
    // the count's row type is lost over a generic table; it is `{ n }` on both dialects
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as Promise<unknown> as Promise<{
      n: number | string;
    }>,
  ]);
  return { items: items.map(toItem), total: Number(total.n) };
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
