import { foldText } from '@admin/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { KeptSearchTable } from './migrations/0033-search-plans.ts';
import type { DB } from './schema.ts';

/** Lower-case and strip Vietnamese diacritics (one copy, in the contract; the palette folds with it too). */
export { foldText };

/** The search text stored beside a row: the folded values, space separated. */
export function searchText(...values: (string | null | undefined)[]): string {
  return values
    .filter((v): v is string => !!v)
    .map(foldText)
    .join(' ');
}

/**
 * `column` (holding folded text, see searchText) contains the folded query, on both dialects:
 * diacritic- and case-insensitive, with LIKE wildcards in the query taken literally.
 */
export function containsFolded(column: Expression<string>, query: string): Expression<SqlBool> {
  const pattern = `%${foldText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

/** Case-insensitive equality that uses the lower(column) indexes of the migrations. */
export function equalsIgnoreCase(column: Expression<string>, value: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) = ${value.toLowerCase()}`;
}

export type SearchDialect = 'sqlite' | 'postgres';
const dialects = new WeakMap<object, SearchDialect>();

/** Which database `db` talks to, read from how it writes a parameter (PostgreSQL `$1`, SQLite `?`). */
export function dialectOf(db: Kysely<DB>): SearchDialect {
  let dialect = dialects.get(db);
  if (!dialect) {
    dialect = sql`select ${1}`.compile(db).sql.includes('$1') ? 'postgres' : 'sqlite';
    dialects.set(db, dialect);
  }
  return dialect;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` (folded on write) contains `query`, diacritic- and case-insensitively. PostgreSQL folds
 * the query with the same `search_fold()` (unaccent) that folded the column on write, so the
 * trigram index (pg_trgm) serves the LIKE; SQLite compares with the application's fold.
 */
export function matchesText(db: Kysely<DB>, column: Expression<string>, query: string): Expression<SqlBool> {
  const folded = escapeLike(foldText(query));
  if (dialectOf(db) === 'postgres') {
    return sql<SqlBool>`${column} like '%' || search_fold(${folded}) || '%' escape '\\'`;
  }
  return sql<SqlBool>`${column} like ${`%${folded}%`} escape '\\'`;
}

/** The words of a query as the full-text index splits them: folded letters and digits. */
export function searchWords(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12);
}

/** The FTS5 query of a product search: the words in this order, the last one as a prefix. */
export function ftsPhrase(query: string): string | null {
  const words = searchWords(query);
  return words.length ? `"${words.join(' ')}"*` : null;
}

/**
 * The one product search, diacritic-insensitive ("ha noi" finds "Hà Nội"): the query's words in
 * this order, the last one as a prefix. SQLite: the FTS5 index `products_fts` (unicode61,
 * remove_diacritics 2) over `products.search_text`; PostgreSQL: a pg_trgm GIN index over the same
 * column, folded by unaccent on write. Answers a condition on a row of `products`. With `hits` (a
 * common word, see productSearchHits) each row is tested against the word's matches kept in
 * memory, so that another index (a filter's or the sort's) drives the scan; without, the planner
 * drives from the search index. A per-row FTS probe (`rowid = ? and match`) is not used:
 * with a last word longer than the prefix index's lengths it merges every matching term's whole
 * doclist on each probe. To drive a scan from the FTS index instead, join `products_fts` on
 * `products.id` and filter with `ftsMatch`.
 */
export function productSearch(db: Kysely<DB>, query: string, hits: SearchHits | null = null): Expression<SqlBool> {
  const phrase = ftsPhrase(query);
  if (phrase === null) return sql<SqlBool>`1 = 0`;
  if (hits) return inSearchHits(db, hits);
  if (dialectOf(db) === 'postgres')
    return matchesText(db, sql.ref('products.search_text'), searchWords(query).join(' '));
  return sql<SqlBool>`products.id in (select rowid from products_fts where products_fts match ${phrase})`;
}

/** The MATCH condition of `products_fts` (SQLite), for a scan driven from the FTS index. */
export function ftsMatch(phrase: string): Expression<SqlBool> {
  return sql<SqlBool>`products_fts match ${phrase}`;
}

// ---------------------------------------------------------------------------------------------
// A search's matches, kept in memory

/**
 * The rows a search matches, kept while the table's search texts do not change (`search_versions`,
 * migrations 0033 and 0034, bumped by triggers in the writing transaction) and handed to each
 * query as a parameter: SQLite one byte per id (`substr(set, id + 1, 1)`), PostgreSQL one bit per
 * id (`get_bit`). Products keep a common word's matches: reading 200,000 of them costs 40–110 ms
 * (SQLite's FTS index) or a bitmap heap scan of a fifth of the table (PostgreSQL's trigram index),
 * which the plans otherwise paid on every request. Transactions keep every search's matches: their
 * text search is a substring one that SQLite can answer only by reading every row's text, the
 * list's total included. Testing a row against the set costs nothing measurable.
 */
export interface SearchHits {
  /** How many rows match. */
  count: number;
  /** SQLite: byte `id` is 1 for a match; PostgreSQL: bit `id` (get_bit's numbering). */
  set: Buffer;
}

/** A table whose searches' matches are kept: its row of `search_versions` and how a search reads them. */
export interface SearchedTable {
  name: KeptSearchTable;
  /** What of a query decides its matches (two queries with the same key match the same rows). */
  key(query: string): string;
  /** The ids of the rows `query` matches. */
  matches(db: Kysely<DB>, query: string): Promise<{ id: number }[]>;
}

export const SEARCHED_PRODUCTS: SearchedTable = {
  name: 'products',
  key: (query) => searchWords(query).join(' '),
  async matches(db, query) {
    if (dialectOf(db) === 'postgres')
      return db.selectFrom('products').select('products.id').where(productSearch(db, query)).execute();
    // SQLite: from the FTS index alone (through `products`, each match would be a seek in the table).
    const phrase = ftsPhrase(query);
    if (phrase === null) return [];
    return (
      await sql<{ id: number }>`select rowid as id from products_fts where products_fts match ${phrase}`.execute(db)
    ).rows;
  },
};

/** A table searched by a substring of its folded `search_text`, tested by `contains`. */
function searchedText(
  name: 'transactions' | 'stores',
  contains: (db: Kysely<DB>, column: Expression<string>, query: string) => Expression<SqlBool>,
): SearchedTable {
  return {
    name,
    key: foldText,
    matches: (db, query) =>
      db
        .selectFrom(name)
        .select('id')
        .where(contains(db, sql.ref('search_text'), query))
        .execute(),
  };
}

export const SEARCHED_TRANSACTIONS = searchedText('transactions', (_db, column, query) =>
  containsFolded(column, query),
);

export const SEARCHED_STORES = searchedText('stores', matchesText);

/** Values kept per table, kind and database (a search's set is 1 MB per million rows on SQLite, 125 KB on PostgreSQL). */
const KEPT_PER_TABLE = 16;
const keptByDb = new WeakMap<object, Map<string, { version: number; value: Promise<unknown> }>>();

/** The table's row of `search_versions`: bumped in the writing transaction by every change it counts. */
export async function searchVersion(db: Kysely<DB>, table: KeptSearchTable): Promise<number> {
  const row = await sql<{ version: number }>`select version from search_versions where name = ${table}`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}

async function readHits(db: Kysely<DB>, table: SearchedTable, query: string): Promise<SearchHits> {
  const pg = dialectOf(db) === 'postgres';
  const rows = await table.matches(db, query);
  let max = 0;
  for (const r of rows) if (r.id > max) max = r.id;
  const set = Buffer.alloc(pg ? (max >> 3) + 1 : max + 1);
  if (pg) for (const { id } of rows) set[id >> 3]! |= 1 << (id & 7);
  else for (const { id } of rows) set[id] = 1;
  return { count: rows.length, set };
}

/** The condition "the row (by `id`, products.id unless told) is in the kept set". */
export function inSearchHits(
  db: Kysely<DB>,
  hits: SearchHits,
  id: Expression<number> = sql<number>`products.id`,
): Expression<SqlBool> {
  if (dialectOf(db) === 'postgres')
    return sql<SqlBool>`(${id} < ${hits.set.length * 8} and get_bit(${hits.set}::bytea, ${id}) = 1)`;
  return sql<SqlBool>`substr(${hits.set}, ${id} + 1, 1) = x'01'`;
}

/** What a value kept for a table's version is: a search's matches, or a creation-date range's ids. */
export type KeptKind = 'search' | 'created';

/** The value kept under `key` for the table's current version, or null. */
async function keptValue<T>(db: Kysely<DB>, table: KeptSearchTable, kind: KeptKind, key: string): Promise<T | null> {
  const kept = keptByDb.get(db)?.get(`${table}:${kind}:${key}`);
  if (!kept || kept.version !== (await searchVersion(db, table))) return null;
  return kept.value as Promise<T>;
}

/**
 * `read()`, read once per version of the table's row of `search_versions` and kept under `key`;
 * the version is read first, so a value is never labelled newer than what it holds. Up to
 * KEPT_PER_TABLE values per table, kind and database, the oldest dropped.
 */
export async function keptForVersion<T>(
  db: Kysely<DB>,
  table: KeptSearchTable,
  kind: KeptKind,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  let byKey = keptByDb.get(db);
  if (!byKey) keptByDb.set(db, (byKey = new Map()));
  const version = await searchVersion(db, table);
  const prefix = `${table}:${kind}:`;
  const kept = byKey.get(prefix + key);
  if (kept && kept.version === version) return kept.value as Promise<T>;
  const value = read();
  byKey.delete(prefix + key);
  byKey.set(prefix + key, { version, value });
  const ofKind = [...byKey.keys()].filter((k) => k.startsWith(prefix));
  if (ofKind.length > KEPT_PER_TABLE) byKey.delete(ofKind[0]!);
  value.catch(() => byKey.delete(prefix + key));
  return value;
}

/** The matches of `query` kept for the current search texts, or null when none are kept. */
export const keptSearchHits = (db: Kysely<DB>, query: string, table: SearchedTable = SEARCHED_PRODUCTS) =>
  keptValue<SearchHits>(db, table.name, 'search', table.key(query));

/** The matches of `query`, read once per change of the table's search texts. */
export const searchHits = (db: Kysely<DB>, query: string, table: SearchedTable = SEARCHED_PRODUCTS) =>
  keptForVersion(db, table.name, 'search', table.key(query), () => readHits(db, table, query));

/** The products a common word matches, read once per change of the products' search texts. */
export const productSearchHits = (db: Kysely<DB>, query: string) => searchHits(db, query, SEARCHED_PRODUCTS);

/** How many products match `query`, counted up to `cap + 1`: decides whether its matches are kept. */
export async function searchMatchCount(db: Kysely<DB>, query: string, cap: number): Promise<number> {
  const phrase = ftsPhrase(query);
  if (phrase === null) return 0;
  // SQLite: from the FTS index alone.
  if (dialectOf(db) !== 'postgres') {
    const fts = await sql<{ n: number }>`select count(*) as n from
      (select rowid from products_fts where products_fts match ${phrase} limit ${cap + 1})`.execute(db);
    return Number(fts.rows[0]?.n ?? 0);
  }
  const row = await db
    .selectFrom(
      db
        .selectFrom('products')
        .select('products.id')
        .where(productSearch(db, query))
        .limit(cap + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
