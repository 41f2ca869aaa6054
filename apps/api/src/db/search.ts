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
 * column, folded by unaccent on write. Answers a condition on a row of `products`. SQLite: with
 * `hits` (a common word, see productSearchHits) each row is tested against the word's matches kept
 * in memory, written so that another index (a filter's or the sort's) drives the scan; without, the
 * planner drives from the matching ids. A per-row FTS probe (`rowid = ? and match`) is not used:
 * with a last word longer than the prefix index's lengths it merges every matching term's whole
 * doclist on each probe. To drive a scan from the FTS index instead, join `products_fts` on
 * `products.id` and filter with `ftsMatch`.
 */
export function productSearch(db: Kysely<DB>, query: string, hits: SearchHits | null = null): Expression<SqlBool> {
  const phrase = ftsPhrase(query);
  if (phrase === null) return sql<SqlBool>`1 = 0`;
  if (dialectOf(db) === 'postgres')
    return matchesText(db, sql.ref('products.search_text'), searchWords(query).join(' '));
  return hits
    ? sql<SqlBool>`${sql.raw(SEARCH_HIT_FUNCTION)}(${hits.serial}, products.id)`
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

/** The MATCH condition of `products_fts` (SQLite), for a scan driven from the FTS index. */
export function ftsMatch(phrase: string): Expression<SqlBool> {
  return sql<SqlBool>`products_fts match ${phrase}`;
}

// ---------------------------------------------------------------------------------------------
// A common word's matches, kept in memory (SQLite)

/**
 * The products an FTS phrase matches, as a bitset of ids, valid while the products' search texts
 * do not change (`search_versions`, migration 0033). Reading 200,000 matches from the FTS index
 * costs 40–110 ms, and SQLite's own membership test (`id in (select rowid …)`) read them again on
 * every request; tested against this set through `product_search_hit(serial, id)`, walking 40,000
 * index entries costs about 5 ms.
 */
export interface SearchHits {
  /** The key product_search_hit reads the set by. */
  serial: number;
  /** How many products match. */
  count: number;
  bits: Uint8Array;
}

/** The SQL function that tests an id against a kept set (registered on each SQLite connection). */
export const SEARCH_HIT_FUNCTION = 'product_search_hit';
/** Sets kept per database; the registry keeps a few more, for a query already planned with an older one. */
const KEPT_PER_DATABASE = 16;
const KEPT_IN_REGISTRY = 64;
const registry = new Map<number, SearchHits>();
let nextSerial = 1;
const keptByDb = new WeakMap<object, Map<string, { version: number; hits: Promise<SearchHits> }>>();

/** product_search_hit(serial, id): 1 when the kept set `serial` holds `id`. */
export function searchHit(serial: number, id: number): 0 | 1 {
  const hits = registry.get(Number(serial));
  if (!hits) throw new Error(`The search set ${serial} is no longer kept`);
  const n = Number(id);
  return (hits.bits[n >> 3]! >> (n & 7)) & 1 ? 1 : 0;
}

async function searchVersion(db: Kysely<DB>): Promise<number> {
  const row = await sql<{
    version: number;
  }>`select version from search_versions where name = 'products'`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}

async function readHits(db: Kysely<DB>, phrase: string): Promise<SearchHits> {
  const rows = await sql<{
    id: number;
  }>`select rowid as id from products_fts where products_fts match ${phrase}`.execute(db);
  let max = 0;
  for (const r of rows.rows) if (r.id > max) max = r.id;
  const bits = new Uint8Array((max >> 3) + 1);
  for (const { id } of rows.rows) bits[id >> 3]! |= 1 << (id & 7);
  const hits = { serial: nextSerial++, count: rows.rows.length, bits };
  registry.set(hits.serial, hits);
  if (registry.size > KEPT_IN_REGISTRY) registry.delete(registry.keys().next().value!);
  return hits;
}

/** The matches of `phrase` kept for the current search texts, or null when none are kept. */
export async function keptSearchHits(db: Kysely<DB>, phrase: string): Promise<SearchHits | null> {
  const kept = keptByDb.get(db)?.get(phrase);
  if (!kept || kept.version !== (await searchVersion(db))) return null;
  return kept.hits;
}

/** The matches of `phrase` (SQLite), read from the FTS index once per change of the search texts. */
export async function productSearchHits(db: Kysely<DB>, phrase: string): Promise<SearchHits> {
  let byPhrase = keptByDb.get(db);
  if (!byPhrase) keptByDb.set(db, (byPhrase = new Map()));
  const version = await searchVersion(db);
  const kept = byPhrase.get(phrase);
  if (kept && kept.version === version) return kept.hits;
  const hits = readHits(db, phrase);
  byPhrase.delete(phrase);
  byPhrase.set(phrase, { version, hits });
  if (byPhrase.size > KEPT_PER_DATABASE) byPhrase.delete(byPhrase.keys().next().value!);
  hits.catch(() => byPhrase.delete(phrase));
  return hits;
}
