import { type Kysely, sql } from 'kysely';
import type { VersionedTable } from './migrations/0038-data-versions.ts';
import type { NamedTable } from './names.ts';
import type { DB } from './schema.ts';

/**
 * What an answer was read from: the tables whose rows it shows (`data_versions`, bumped on every
 * change of a row, migration 0038) and those it shows only names of (`name_versions`, bumped when
 * a shown name changes, migration 0035).
 */
export interface ReadFrom {
  rows: readonly VersionedTable[];
  names?: readonly NamedTable[];
}

type Counters = Map<string, number>;

const pendingByDb = new WeakMap<object, Promise<Counters>>();

async function readCounters(db: Kysely<DB>): Promise<Counters> {
  const { rows } = await sql<{ name: string; version: number | string }>`
    select name, version from data_versions
    union all select ${'names.'} || name, version from name_versions`.execute(db);
  return new Map(rows.map((r) => [r.name, Number(r.version)]));
}

/**
 * Every counter, read by one query that starts after this call: the calls made in the same turn
 * of the event loop share it (under load, one query serves many requests), and a call made once
 * it has started waits for the next one, so no caller sees counters older than its own arrival.
 */
function countersNow(db: Kysely<DB>): Promise<Counters> {
  let pending = pendingByDb.get(db);
  if (!pending) {
    pending = new Promise<Counters>((resolve, reject) =>
      setImmediate(() => {
        pendingByDb.delete(db);
        readCounters(db).then(resolve, reject);
      }),
    );
    pendingByDb.set(db, pending);
  }
  return pending;
}

/**
 * The counters of these tables now, as one string (equal strings: unchanged tables); null when a
 * table has no counter, so that nothing read from it is kept.
 */
export async function versionStamp(db: Kysely<DB>, from: ReadFrom): Promise<string | null> {
  const counters = await countersNow(db);
  const names = [...from.rows, ...(from.names ?? []).map((table) => `names.${table}`)];
  const parts = names.map((name) => counters.get(name));
  return parts.includes(undefined) ? null : parts.join('.');
}
