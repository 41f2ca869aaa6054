import type { ProductFilterQuery, ProductListQuery, ProductSort } from '@admin/contract';
import { CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { NULLABLE_PRODUCT_SORTS } from '../../db/migrations/0002-marketplace.ts';
import { counterOf } from '../../db/data-versions.ts';
import type { DB } from '../../db/schema.ts';
import {
  type SearchHits,
  dialectOf,
  ftsMatch,
  ftsPhrase,
  keptForVersion,
  keptSearchHits,
  productSearch,
  productSearchHits,
  searchMatchCount,
} from '../../db/search.ts';
import { invalidField } from '../../lib/http-error.ts';
import { setNewest } from '../../lib/newest.ts';
import { endOf, startOf } from '../../lib/time.ts';

/**
 * How the product list stays fast at a million rows:
 * - filters and sorts each have an index ending in `id` (migration 0002), so the ids of a page are
 *   read from an index alone ("keys first"), and the 50 rows are then fetched by id;
 * - a `cursor` continues after the last row of the previous page with a keyset seek, so page
 *   10,000 costs what page 1 costs; `page` alone skips rows inside the index only;
 * - totals come from the per-status counters, or are counted up to COUNT_CAP, or come from a
 *   short-lived cache / the planner's estimate (`total_is_estimate`).
 */

type Where = (eb: ExpressionBuilder<DB, 'products'>) => Expression<SqlBool>;

const EQUALITY_FILTERS = [
  'brand_id',
  'model_id',
  'detail_model_id',
  'location_id',
  'store_id',
  'station_id',
  'created_by',
  'sales_status',
  'status_latest_user',
  'used_status',
  'seller_type',
] as const;

type Filter =
  | { column: string; op: '=' | '>=' | '<'; value: string | number }
  | { column: string; op: 'is' | 'is not'; value: null };

/** What a list query asks for, before it is turned into SQL by a plan. */
export interface ProductConditions {
  filters: Filter[];
  q: string | null;
}

export function productConditions(query: ProductFilterQuery): ProductConditions {
  const filters: Filter[] = [];
  for (const key of EQUALITY_FILTERS) {
    const value = query[key];
    if (value !== undefined) filters.push({ column: key, op: '=', value });
  }
  if (query.type) filters.push({ column: 'type', op: '=', value: query.type });
  // Read as a range of the station_id index: "is not null" is every key after the empty ones.
  if (query.at_station !== undefined)
    filters.push({ column: 'station_id', op: query.at_station === 1 ? 'is not' : 'is', value: null });
  if (query.start_date) filters.push({ column: 'created_at', op: '>=', value: startOf(query.start_date) });
  if (query.end_date) filters.push({ column: 'created_at', op: '<', value: endOf(query.end_date) });
  if (query.status_latest_datetime_from)
    filters.push({ column: 'status_latest_datetime', op: '>=', value: startOf(query.status_latest_datetime_from) });
  if (query.status_latest_datetime_to)
    filters.push({ column: 'status_latest_datetime', op: '<', value: endOf(query.status_latest_datetime_to) });
  return { filters, q: query.q ? query.q : null };
}

/**
 * How one query reads the table (SQLite; PostgreSQL's planner chooses by itself, apart from
 * `searchMember` and `filtersDrive`):
 * - `fts`: drive from the full-text index (a search matching few rows, or sorted by id);
 * - `sortIndex`: drive from the sort's index and test each row (many matches, another sort): the
 *   filters are written `+column` so SQLite does not pick their index and sort 200,000 rows; the
 *   status keeps its index, which is combined with every sort;
 * - `searchMember`: a search matching more than COUNT_CAP products (a common word) is a membership
 *   test against its matches kept in memory (search.ts, productSearchHits), and the sort's index
 *   (or, when the other filters leave few rows, theirs: `filtersDrive`; PostgreSQL reads their ids
 *   first) drives the scan. Driving
 *   from the FTS index instead would read and sort every match (200,000 rows for "honda"); probing
 *   the FTS index once per row walked costs a doclist merge per row when the last word is longer
 *   than the prefix index's lengths.
 */
export interface Plan {
  fts: string | null;
  sortIndex: boolean;
  searchMember: boolean;
  /** A common word narrowed by the other filters to few rows: their index drives, the sort keys are `+column`. */
  filtersDrive: boolean;
  /**
   * A date range sorted by id: read the range from its index and keep the top 50 (`id + 0`), as
   * both planners would otherwise walk the id index from the newest row, skipping every row after
   * the range (they do not know dates grow with ids).
   */
  rangeFirst: boolean;
  /**
   * `rangeFirst` bounded by the creation date: its bounds, for the page may be read by walking the
   * id index between the date range's lowest and highest id (`rangeWalk`), as ids grow with
   * creation dates.
   */
  idWalk: Filter[] | null;
  /**
   * `at_station=1` sorted by `updated_at` (Station Product's order) or by price: the filter stays
   * plain, so the partial index of migration 0003 or 0038 is read instead of checking every
   * product's station; a common word narrowed to those products walks it too (not `filtersDrive`).
   */
  atStationIndex: boolean;
}

/**
 * What the counts say about a query: `selective` when the whole list has at most COUNT_CAP rows;
 * `hits` the matches kept in memory when the search alone matches more than COUNT_CAP products
 * (null otherwise).
 */
export interface Selectivity {
  selective: boolean;
  hits: SearchHits | null;
}

/** Sorts with a partial index of the products at a station (migrations 0003 and 0038). */
const AT_STATION_SORTS: ReadonlySet<ProductSort> = new Set(['updated_at', 'price']);

function planFor(
  db: Kysely<DB>,
  cond: ProductConditions,
  sort: ProductSort,
  order: 'asc' | 'desc',
  { selective, hits }: Selectivity,
): Plan {
  // Only a bound on the side the scan starts from makes the id walk skip rows.
  const startSide = cond.filters.filter((f) => f.op === (order === 'desc' ? '<' : '>='));
  const rangeFirst = sort === 'id' && cond.q === null && startSide.length > 0;
  const atStationIndex =
    AT_STATION_SORTS.has(sort) && cond.filters.some((f) => f.column === 'station_id' && f.op === 'is not');
  const phrase = cond.q === null ? null : ftsPhrase(cond.q);
  // Sorted by id, a common word walks the id index (or a filter's, in id order) testing each row.
  const searchMember = phrase !== null && hits !== null;
  const filtersDrive = searchMember && selective && !atStationIndex;
  const idWalk =
    rangeFirst && startSide.some((f) => f.column === 'created_at')
      ? cond.filters.filter((f) => f.column === 'created_at')
      : null;
  if (dialectOf(db) === 'postgres')
    return { fts: null, sortIndex: false, searchMember, filtersDrive, rangeFirst, idWalk, atStationIndex };
  const sortIndex = !selective && sort !== 'id';
  return {
    fts: phrase !== null && !searchMember && !sortIndex ? phrase : null,
    sortIndex,
    searchMember,
    filtersDrive,
    rangeFirst,
    idWalk,
    atStationIndex,
  };
}

function conditionsWhere(
  db: Kysely<DB>,
  cond: ProductConditions,
  plan: Plan,
  hits: SearchHits | null,
  datesTested = false,
): Where[] {
  const where: Where[] = cond.filters.map((f) => {
    const column = `products.${f.column}` as const;
    const indexed = f.column === 'sales_status' || (plan.atStationIndex && f.op === 'is not');
    if (plan.sortIndex && !indexed) {
      return (eb) => eb(sql`+${sql.ref(column)}`, f.op, f.value);
    }
    // The id walk tests the creation date on each row it meets: an index on it would be read whole.
    if (datesTested && f.column === 'created_at')
      return (eb) =>
        eb(
          dialectOf(db) === 'postgres' ? sql`${sql.ref(column)} + interval '0 s'` : sql`+${sql.ref(column)}`,
          f.op,
          f.value,
        );
    return (eb) => eb(sql.ref(column), f.op, f.value);
  });
  if (cond.q !== null && plan.fts === null) {
    const search = productSearch(db, cond.q, plan.searchMember ? hits : null);
    where.push(() => search);
  }
  return where;
}

/** `from products`, or `from products_fts join products` when the plan drives from the FTS index. */
function source(db: Kysely<DB>, plan: Plan) {
  if (plan.fts === null) return db.selectFrom('products');
  return db
    .selectFrom('products_fts')
    .innerJoin('products', 'products.id', 'products_fts.rowid')
    .where(ftsMatch(plan.fts)) as unknown as ReturnType<typeof db.selectFrom<'products'>>;
}

const applyWhere = <Q extends { where(w: Where): Q }>(qb: Q, where: Where[]) => where.reduce((q, w) => q.where(w), qb);

// ---------------------------------------------------------------------------------------------
// Cursor

interface Cursor {
  s: ProductSort;
  o: 'asc' | 'desc';
  v: string | number | null;
  i: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(token: string, query: Pick<ProductListQuery, 'sort_by' | 'order_by'>): Cursor {
  try {
    const c = JSON.parse(Buffer.from(token, 'base64url').toString()) as Cursor;
    const valueOk = c.v === null || typeof c.v === 'string' || typeof c.v === 'number';
    if (c.s === query.sort_by && c.o === query.order_by && valueOk && Number.isInteger(c.i) && c.i > 0) return c;
  } catch {
    // falls through to the field error
  }
  throw invalidField('cursor', 'The cursor does not belong to this sort; start again from page 1');
}

// ---------------------------------------------------------------------------------------------
// Keys of a page

export interface PageKey {
  id: number;
  value: string | number | null;
}

/** A plan and its conditions: what every key and count query of one request reads. */
export interface Scan {
  plan: Plan;
  where: Where[];
  /** `idWalk`'s conditions: the creation dates tested row by row, not read from their index. */
  walkWhere?: Where[];
}

export function scanFor(
  db: Kysely<DB>,
  cond: ProductConditions,
  sort: ProductSort,
  order: 'asc' | 'desc',
  selectivity: Selectivity,
): Scan {
  const plan = planFor(db, cond, sort, order, selectivity);
  const where = conditionsWhere(db, cond, plan, selectivity.hits);
  if (!plan.idWalk) return { plan, where };
  return { plan, where, walkWhere: conditionsWhere(db, cond, plan, selectivity.hits, true) };
}

/** The query of a page's keys (exported for the plan checks of the tests). */
export function keysQuery(
  db: Kysely<DB>,
  scan: Scan,
  extra: Where[],
  sort: ProductSort,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const pg = dialectOf(db) === 'postgres';
  const columns = sort === 'id' ? (['products.id'] as const) : (['products.id', `products.${sort}`] as const);
  const where = [...scan.where, ...extra];
  // A common word narrowed by other filters to few rows, on PostgreSQL: their ids first (from the
  // filters' indexes alone; `offset 0` keeps the subquery whole), then those rows, sorted. The
  // planner would otherwise walk the sort's index past rows that fail, or read every filtered row.
  let qb =
    pg && scan.plan.filtersDrive
      ? db
          .selectFrom('products')
          .where('products.id', 'in', applyWhere(db.selectFrom('products'), where).select('products.id').offset(0))
          .select(columns)
      : applyWhere(source(db, scan.plan), where).select(columns);
  if (sort !== 'id') {
    // NULL is the smallest value on both databases (the PostgreSQL indexes say NULLS FIRST).
    const nulls = pg && NULLABLE_PRODUCT_SORTS.has(sort) ? (order === 'asc' ? 'nulls first' : 'nulls last') : '';
    // A common word narrowed by other filters to few rows: `+column` keeps SQLite on the filters'
    // index (with a bound LIMIT it would otherwise walk the sort's index past rows that fail them).
    const column = sql.ref(`products.${sort}`);
    const key = scan.plan.filtersDrive && !pg ? sql`+${column}` : column;
    qb = qb.orderBy(sql`${key} ${sql.raw(`${order} ${nulls}`)}`);
  }
  // Sorted by id from the FTS index, its own rowid order streams without a sort.
  qb = qb.orderBy(
    scan.plan.fts !== null && sort === 'id'
      ? sql.ref('products_fts.rowid')
      : scan.plan.rangeFirst || scan.plan.filtersDrive
        ? sql`products.id + 0`
        : sql.ref('products.id'),
    order,
  );
  qb = qb.limit(limit);
  return offset > 0 ? qb.offset(offset) : qb;
}

/** The keys a `keysQuery` answers: each row's id and its value of the `sort` column. */
async function readKeys(qb: ReturnType<typeof keysQuery>, sort: ProductSort): Promise<PageKey[]> {
  const rows = (await qb.execute()) as Record<string, unknown>[];
  return rows.map((r) => ({
    id: Number(r.id),
    value: sort === 'id' ? Number(r.id) : ((r[sort] as string | number | null) ?? null),
  }));
}

/** From this offset on, an unfiltered page by id tries the dense-id seek. */
const DENSE_SEEK_FROM = 5_000;

/**
 * Products are never removed (delete is a status), so their ids are usually dense: when the id
 * range holds exactly `total` ids, the id at any offset is computed, and page N is an index seek
 * instead of a scan past N × 50 entries. Any gap (an insert rolled back) falls back to the scan.
 */
async function denseSeek(db: Kysely<DB>, order: 'asc' | 'desc', offset: number, total: number | null) {
  if (total === null || offset >= total) return null;
  // Two subqueries: SQLite reads min() or max() from the index end only when each stands alone.
  const range = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('products')
        .select((e) => e.fn.min('products.id').as('v'))
        .as('low'),
      eb
        .selectFrom('products')
        .select((e) => e.fn.max('products.id').as('v'))
        .as('high'),
    ])
    .executeTakeFirst();
  const low = Number(range?.low ?? 0);
  const high = Number(range?.high ?? 0);
  if (high - low + 1 !== total) return null;
  return order === 'desc' ? high - offset : low + offset;
}

/** The rows a walk of the id index may read for one page before sorting the range costs less. */
export const RANGE_WALK_ROWS = 20_000;

/** How many products a creation-date range holds, and their lowest and highest id. */
interface CreationRange {
  n: number;
  low: number;
  high: number;
}

/**
 * One pass over the creation-date index for the range's count and id bounds, kept while the
 * products' version stays the same (migrations 0033 and 0038 bump it on every insert, delete and
 * change of a creation date): a month at 1,000,000 products is 89,000 index entries to read.
 */
function creationRange(db: Kysely<DB>, dates: Filter[]): Promise<CreationRange> {
  const key = JSON.stringify(dates.map((f) => [f.op, f.value]));
  return keptForVersion(db, 'products', 'created', key, async () => {
    const row = await applyWhere(
      db.selectFrom('products'),
      dates.map((f) => (eb) => eb(sql.ref('products.created_at'), f.op, f.value)),
    )
      .select((eb) => [
        eb.fn.countAll().as('n'),
        eb.fn.min(sql<number>`products.id + 0`).as('low'),
        eb.fn.max(sql<number>`products.id + 0`).as('high'),
      ])
      .executeTakeFirstOrThrow();
    return { n: Number(row.n), low: Number(row.low), high: Number(row.high) };
  });
}

/** The creation-date bounds of a list that filters by nothing else (its total is their count). */
const onlyCreationDates = (cond: ProductConditions) =>
  cond.q === null && cond.filters.length > 0 && cond.filters.every((f) => f.column === 'created_at');

/**
 * A creation-date range sorted by id (`idWalk`): its count and lowest and highest id
 * (`creationRange`). As rows are created in id order, walking the id index (or another filter's
 * index, which holds ids in order) between those two ids meets a row of the range at almost every
 * step, so a page is read in id order without sorting the range. Where ids and dates do not go
 * together (rows imported with older dates), the walk would read too many rows for each one kept,
 * and the range is sorted as before. Both give the same rows in the same order.
 */
export async function rangeWalk(
  db: Kysely<DB>,
  scan: Scan,
  rowsNeeded: number,
): Promise<{ scan: Scan; bounds: Where[] } | 'empty' | null> {
  const { n, low, high } = await creationRange(db, scan.plan.idWalk ?? []);
  if (n === 0) return 'empty';
  // Rows of the id range read per matching row, times the rows this page needs.
  if ((rowsNeeded * (high - low + 1)) / n > RANGE_WALK_ROWS) return null;
  return {
    scan: { plan: { ...scan.plan, rangeFirst: false, idWalk: null }, where: scan.walkWhere ?? scan.where },
    bounds: [(eb) => eb('products.id', '>=', low), (eb) => eb('products.id', '<=', high)],
  };
}

/**
 * The ids (and sort values) of one page: after `cursor` by a keyset seek, else by offset. A
 * nullable sort reads the non-empty values and the empty ones as two index ranges.
 */
export async function pageKeys(
  db: Kysely<DB>,
  scan: Scan,
  query: Pick<ProductListQuery, 'sort_by' | 'order_by' | 'count' | 'page'>,
  cursor: Cursor | null,
  exactTotal: number | null = null,
): Promise<PageKey[]> {
  const { sort_by: sort, order_by: order, count } = query;
  const offset = (query.page - 1) * count;
  // Past the middle of an exactly counted list, a page by offset is read from the other end: fewer
  // index entries skipped (page 10,000 of 11,000 skips 50,000 instead of 500,000).
  const fromEnd = !cursor && exactTotal !== null && offset > exactTotal / 2 ? exactTotal - offset : null;
  if (fromEnd !== null && fromEnd <= 0) return [];
  let read = scan;
  let bounds: Where[] = [];
  if (scan.plan.idWalk) {
    const walk = await rangeWalk(db, scan, cursor ? count : (fromEnd ?? offset + count));
    if (walk === 'empty') return [];
    if (walk) ({ scan: read, bounds } = walk);
  }
  const keys = (extra: Where[], limit: number, offset = 0, direction = order) =>
    readKeys(keysQuery(db, read, [...bounds, ...extra], sort, direction, limit, offset), sort);
  if (!cursor && offset >= DENSE_SEEK_FROM && sort === 'id' && scan.where.length === 0 && scan.plan.fts === null) {
    const seek = await denseSeek(db, order, offset, exactTotal);
    if (seek) return keys([(eb) => eb('products.id', order === 'desc' ? '<=' : '>=', seek)], count);
  }
  if (fromEnd !== null) {
    const limit = Math.min(count, fromEnd);
    return (await keys([], limit, fromEnd - limit, order === 'asc' ? 'desc' : 'asc')).reverse();
  }
  if (!cursor) return keys([], count, offset);
  const cmp = order === 'asc' ? '>' : '<';
  if (sort === 'id') return keys([(eb) => eb('products.id', cmp, cursor.i)], count);
  const col = `products.${sort}` as const;
  if (cursor.v === null) {
    // Inside the empty values (first when ascending, last when descending).
    const inNulls = await keys([(eb) => eb(col, 'is', null), (eb) => eb('products.id', cmp, cursor.i)], count);
    if (order === 'desc' || inNulls.length === count) return inNulls;
    return [...inNulls, ...(await keys([(eb) => eb(col, 'is not', null)], count - inNulls.length))];
  }
  const value = cursor.v;
  const after = await keys([(eb) => eb(eb.refTuple(col, 'products.id'), cmp, eb.tuple(value, cursor.i))], count);
  if (!NULLABLE_PRODUCT_SORTS.has(sort) || order === 'asc' || after.length === count) return after;
  return [...after, ...(await keys([(eb) => eb(col, 'is', null)], count - after.length))];
}

export function nextCursor(
  keys: PageKey[],
  query: Pick<ProductListQuery, 'sort_by' | 'order_by' | 'count'>,
): string | null {
  const last = keys.at(-1);
  if (!last || keys.length < query.count) return null;
  return encodeCursor({ s: query.sort_by, o: query.order_by, v: last.value, i: last.id });
}

// ---------------------------------------------------------------------------------------------
// Totals

/** Counting stops here; past it a total is cached or estimated. */
export const COUNT_CAP = 10_000;
const CACHE_MS = 60_000;
const CACHE_SIZE = 500;
const totals = new Map<string, { n: number; at: number }>();
const refreshing = new Set<string>();

function remember(key: string, n: number) {
  setNewest(totals, key, { n, at: Date.now() }, CACHE_SIZE);
}

/**
 * Exact totals by filters, each valid while the products' change counter (`data_versions`,
 * migration 0039) keeps the value read before it was counted: a list filtered the same way again
 * (its next page, another sort, another reader) does not count again until a product changes.
 */
const exactTotals = new Map<string, { version: number; n: number }>();

function keepExact(key: string, version: number | null, n: number) {
  if (version !== null) setNewest(exactTotals, key, { version, n }, CACHE_SIZE);
}

/** Forget cached totals (a product write changes them); the counters stay exact regardless. */
export function forgetProductTotals() {
  totals.clear();
  exactTotals.clear();
}

const countOf = async (qb: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
  Number((await qb.executeTakeFirstOrThrow()).n);

async function exactCount(db: Kysely<DB>, scan: Scan) {
  return countOf(applyWhere(source(db, scan.plan), scan.where).select((eb) => eb.fn.countAll().as('n')));
}

/** The planner's row estimate (PostgreSQL). */
async function plannerEstimate(db: Kysely<DB>, scan: Scan): Promise<number> {
  const compiled = applyWhere(source(db, scan.plan), scan.where).select('products.id').compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  return Math.round(result.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/** Starts one exact count for `key` (the next page turns read it from the cache); answers `estimate` now. */
function refreshInBackground(db: Kysely<DB>, scan: Scan, key: string, estimate: number): number {
  if (!refreshing.has(key)) {
    refreshing.add(key);
    exactCount(db, scan)
      .then((n) => remember(key, n))
      .catch(() => undefined)
      .finally(() => refreshing.delete(key));
  }
  return estimate;
}

export interface Total {
  total: number;
  /** The total is an estimate or a cached count: "About N results". */
  estimate: boolean;
  /** The search alone matches more than COUNT_CAP products: its matches kept in memory (see Plan.searchMember). */
  hits: SearchHits | null;
}

/** What scanFor needs from a total. */
export const selectivityOf = (total: Total): Selectivity => ({
  selective: total.total <= COUNT_CAP,
  hits: total.hits,
});

/**
 * The total of a filtered list without reading every matching row on each page turn: the
 * per-status counters when only the status and category filter; else a count that stops after
 * COUNT_CAP; past that a count cached for a minute, or (PostgreSQL, first time) the planner's
 * estimate while the exact count runs in the background. A search alone is counted exactly: up to
 * the cap by the search index, past it by its kept matches.
 */
export async function productTotal(db: Kysely<DB>, query: ProductFilterQuery, cond: ProductConditions): Promise<Total> {
  const used = Object.entries(query).filter(
    ([k, v]) => v !== undefined && k !== 'sort_by' && k !== 'order_by' && !(k === 'type' && v === 0),
  );
  if (used.every(([k]) => k === 'sales_status' || k === 'type')) {
    let qb = db
      .selectFrom('product_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('n'));
    if (query.sales_status) qb = qb.where('sales_status', '=', query.sales_status);
    if (query.type) qb = qb.where('type', '=', query.type);
    return { total: await countOf(qb), estimate: false, hits: null };
  }
  const key = JSON.stringify(used);
  const pg = dialectOf(db) === 'postgres';
  // How many products the search alone matches: the kept matches of a common word, else counted up
  // to the cap (past it, the matches are read and kept).
  const q = cond.q;
  let hits = q === null ? null : await keptSearchHits(db, q);
  const matches = hits?.count ?? (q === null ? 0 : await searchMatchCount(db, q, COUNT_CAP));
  if (q !== null && !hits && matches > COUNT_CAP) hits = await productSearchHits(db, q);
  if (q !== null && cond.filters.length === 0) return { total: hits?.count ?? matches, estimate: false, hits };
  if (onlyCreationDates(cond)) return { total: (await creationRange(db, cond.filters)).n, estimate: false, hits };
  // an exact total read while the products were as they are now
  const version = await counterOf(db, 'products');
  const kept = exactTotals.get(key);
  if (kept && version !== null && kept.version === version) return { total: kept.n, estimate: false, hits };
  const cached = totals.get(key);
  if (cached && Date.now() - cached.at < CACHE_MS) return { total: cached.n, estimate: true, hits };
  // Counting reads from the filters' own indexes (or the FTS index, when the search matches few).
  const scan = scanFor(db, cond, 'id', 'desc', { selective: true, hits });
  // PostgreSQL: when the planner expects far more than the cap, do not even count to the cap
  // (a substring search reads ~100,000 rows to find 10,000). A search's own matches bound the
  // count: few enough, and the estimate is not asked (planning with a kept set costs a few ms).
  const bounded = q !== null && matches <= COUNT_CAP * 3;
  const planned = pg ? (bounded ? matches : await plannerEstimate(db, scan)) : 0;
  if (planned > COUNT_CAP * 3) return { total: refreshInBackground(db, scan, key, planned), estimate: true, hits };
  const capped = await countOf(
    db
      .selectFrom(
        applyWhere(source(db, scan.plan), scan.where)
          .select('products.id')
          .limit(COUNT_CAP + 1)
          .as('c'),
      )
      .select((eb) => eb.fn.countAll().as('n')),
  );
  if (capped <= COUNT_CAP) {
    keepExact(key, version, capped);
    return { total: capped, estimate: false, hits };
  }

  if (pg)
    return {
      total: refreshInBackground(db, scan, key, Math.max(COUNT_CAP + 1, planned)),
      estimate: true,
      hits,
    };
  // SQLite counts in-process from the narrowest index; the result serves the next minute.
  const n = await exactCount(db, scan);
  remember(key, n);
  keepExact(key, version, n);
  return { total: n, estimate: false, hits };
}
