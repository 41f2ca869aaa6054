import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DB } from './schema.ts';

/** Lower-case and strip Vietnamese diacritics: "Hà Nội" → "ha noi", "Đức" → "duc". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .trim();
}

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
 * `mode` 'exists' checks one row at a time (when another index drives the scan), 'in' collects the
 * matching ids first. To drive a scan from the FTS index instead, join `products_fts` on
 * `products.id` and filter with `ftsMatch`.
 */
export function productSearch(db: Kysely<DB>, query: string, mode: 'in' | 'exists' = 'in'): Expression<SqlBool> {
  const phrase = ftsPhrase(query);
  if (phrase === null) return sql<SqlBool>`1 = 0`;
  if (dialectOf(db) === 'postgres')
    return matchesText(db, sql.ref('products.search_text'), searchWords(query).join(' '));
  return mode === 'exists'
    ? sql<SqlBool>`exists (select 1 from products_fts where products_fts.rowid = products.id and products_fts match ${phrase})`
    : sql<SqlBool>`products.id in (select rowid from products_fts where products_fts match ${phrase})`;
}

/** The MATCH condition of `products_fts` (SQLite), for a scan driven from the FTS index. */
export function ftsMatch(phrase: string): Expression<SqlBool> {
  return sql<SqlBool>`products_fts match ${phrase}`;
}
