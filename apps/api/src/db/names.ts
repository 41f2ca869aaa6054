import { type Kysely, sql } from 'kysely';
import type { NAMED_COLUMNS } from './migrations/0035-name-versions.ts';
import type { DB } from './schema.ts';

/**
 * The names lists show (a product's brand, model, trim, location, store, station, creator…), read
 * from maps kept in each API process instead of a subquery per row and name: a page's 50 rows read
 * ten names each. A table's map is valid for one value of its counter in `name_versions`, which
 * triggers bump in the writing transaction (migration 0035); each lookup reads the counters (one
 * small query) and reads a table again after any change, so an edit shows at once, also in the
 * other API processes. The counter is read before the table, so a map is never labelled newer than
 * what it holds. An id a map lacks (a row added after the map was read) is read by itself.
 */
export type NamedTable = keyof typeof NAMED_COLUMNS;

export interface Named {
  name: string;
  /** stores only */
  is_station?: number;
}

/** The rows of a named table (all of them, or these ids) with the name a list shows. */
function namedRows(db: Kysely<DB>, table: NamedTable, ids: number[] | null) {
  const name = table === 'users' ? sql`coalesce(full_name, username)` : sql.ref('name');
  const station = table === 'stores' ? sql`, is_station` : sql``;
  const only = ids ? sql`where id in (${sql.join(ids)})` : sql``;
  return sql<{ id: number } & Named>`select id, ${name} as name${station} from ${sql.table(table)} ${only}`.execute(db);
}

interface Kept {
  version: number;
  names: Promise<Map<number, Named>>;
}

const keptByDb = new WeakMap<object, Map<NamedTable, Kept>>();

async function versions(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await sql<{ name: string; version: number }>`select name, version from name_versions`.execute(db);
  return new Map(rows.rows.map((r) => [r.name, Number(r.version)]));
}

async function readNames(db: Kysely<DB>, table: NamedTable): Promise<Map<number, Named>> {
  return new Map((await namedRows(db, table, null)).rows.map(({ id, ...named }) => [id, named]));
}

/** The current names of these tables, holding at least the ids asked for that exist. */
export async function namesOf<T extends NamedTable>(
  db: Kysely<DB>,
  wanted: Record<T, Iterable<number | null>>,
): Promise<Record<T, ReadonlyMap<number, Named>>> {
  let kept = keptByDb.get(db);
  if (!kept) keptByDb.set(db, (kept = new Map()));
  const current = await versions(db);
  const maps = {} as Record<T, Map<number, Named>>;
  await Promise.all(
    (Object.keys(wanted) as T[]).map(async (table) => {
      const version = current.get(table) ?? 0;
      let entry = kept.get(table);
      if (!entry || entry.version !== version) {
        entry = { version, names: readNames(db, table) };
        kept.set(table, entry);
        const loading = entry;
        entry.names.catch(() => kept.get(table) === loading && kept.delete(table));
      }
      const names = await entry.names;
      const missing = new Set<number>();
      for (const id of wanted[table]!) if (id !== null && !names.has(id)) missing.add(id);
      if (missing.size)
        for (const { id, ...named } of (await namedRows(db, table, [...missing])).rows) names.set(id, named);
      maps[table] = names;
    }),
  );
  return maps;
}
