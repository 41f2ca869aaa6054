import { idOfCode, parseTimeInput } from '@admin/contract';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { containsFolded } from '../db/search.ts';

/** The first instant of the Vietnamese calendar day after `day`. */
export const dayAfter = (day: string) => new Date(Date.parse(parseTimeInput(day)!) + 86_400_000).toISOString();

/** The filters most lists share: a search text and a range of Vietnamese days (both included). */
export interface CommonFilters {
  q?: string;
  start_date?: string;
  end_date?: string;
}

/** Which column each filter of a list reads (`table.column`, as the list's query names it). */
export interface FilterColumns<Q> {
  /** Query fields whose value the column must equal, when given. */
  equal?: Partial<Record<keyof Q & string, string>>;
  /** The folded search text that `q` must be part of. */
  search?: string;
  /** The instant `start_date` … `end_date` bound. */
  created?: string;
  /** `q` may also be a row's code (`LN000042`): its prefix and the id column it names. */
  code?: { prefix: 'TX' | 'LN' | 'CL'; id: string };
}

/** The conditions of a list's given filters, by the columns they read. */
export function filterConditions<Q extends CommonFilters>(query: Q, columns: FilterColumns<Q>): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.q && columns.search) {
    const search = containsFolded(sql.ref(columns.search), query.q);
    const id = columns.code ? idOfCode(columns.code.prefix, query.q) : null;
    conditions.push(id === null ? search : sql<SqlBool>`(${sql.ref(columns.code!.id)} = ${id} or ${search})`);
  }
  for (const [field, column] of Object.entries(columns.equal ?? {}) as [keyof Q, string][]) {
    const value = query[field];
    if (value !== undefined && value !== null && value !== '')
      conditions.push(sql<SqlBool>`${sql.ref(column)} = ${value}`);
  }
  if (columns.created) {
    if (query.start_date)
      conditions.push(sql<SqlBool>`${sql.ref(columns.created)} >= ${parseTimeInput(query.start_date)}`);
    if (query.end_date) conditions.push(sql<SqlBool>`${sql.ref(columns.created)} < ${dayAfter(query.end_date)}`);
  }
  return conditions;
}

/** `rows` with each of `conditions`. */
export function whereAll<D, TB extends keyof D, O>(
  rows: SelectQueryBuilder<D, TB, O>,
  conditions: Expression<SqlBool>[],
): SelectQueryBuilder<D, TB, O> {
  return conditions.reduce((filtered, condition) => filtered.where(condition), rows);
}

/** `rows` with the list's given filters (see `filterConditions`). */
export function filtered<D, TB extends keyof D, O, Q extends CommonFilters>(
  rows: SelectQueryBuilder<D, TB, O>,
  query: Q,
  columns: FilterColumns<Q>,
): SelectQueryBuilder<D, TB, O> {
  return whereAll(rows, filterConditions(query, columns));
}

/** The columns of `table` named as the query's fields, for `equal`: `sameNamed('o', ['status'])` is `{ status: 'o.status' }`. */
export function sameNamed<K extends string>(table: string, fields: K[]): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, `${table}.${field}`])) as Record<K, string>;
}
