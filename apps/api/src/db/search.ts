import { foldText } from '@admin/contract';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
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
 * column, folded by unaccent on write. Answers a condition on a row of `products`:
 * `mode` 'in' lets the planner drive from the matching ids; 'member' (SQLite) collects the matching
 * ids once into a temporary index and tests each row against it, written `+products.id` so that
 * another index (a filter's or the sort's) drives the scan. A per-row FTS probe
 * (`rowid = ? and match`) is not used: with a last word longer than the prefix index's lengths it
 * merges every matching term's whole doclist on each probe. To drive a scan from the FTS index
 * instead, join `products_fts` on `products.id` and filter with `ftsMatch`.
 */
export function productSearch(db: Kysely<DB>, query: string, mode: 'in' | 'member' = 'in'): Expression<SqlBool> {
  const phrase = ftsPhrase(query);
  if (phrase === null) return sql<SqlBool>`1 = 0`;
  if (dialectOf(db) === 'postgres')
    return matchesText(db, sql.ref('products.search_text'), searchWords(query).join(' '));
  return mode === 'member'
    ? sql<SqlBool>`+products.id in (select rowid from products_fts where products_fts match ${phrase})`
    : sql<SqlBool>`products.id in (select rowid from products_fts where products_fts match ${phrase})`;
}

/**
 * How many products the FTS index matches for `phrase`, counted up to `cap + 1` (SQLite): decides
 * whether a search drives the scan (few matches) or is a membership test beside another index.
 */
export async function ftsMatchCount(db: Kysely<DB>, phrase: string, cap: number): Promise<number> {
  const row = await sql<{ n: number }>`select count(*) as n from
    (select rowid from products_fts where products_fts match ${phrase} limit ${cap + 1})`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Every product the FTS index matches for `phrase` (SQLite), read from the index alone. */
export async function ftsCount(db: Kysely<DB>, phrase: string): Promise<number> {
  const row = await sql<{
    n: number;
  }>`select count(*) as n from products_fts where products_fts match ${phrase}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** The MATCH condition of `products_fts` (SQLite), for a scan driven from the FTS index. */
export function ftsMatch(phrase: string): Expression<SqlBool> {
  return sql<SqlBool>`products_fts match ${phrase}`;
}
