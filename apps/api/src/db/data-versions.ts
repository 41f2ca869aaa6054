import { type Kysely, sql } from 'kysely';
import type { VersionedTable } from './migrations/0039-data-versions.ts';
import type { NamedTable } from './names.ts';
import type { DB } from './schema.ts';

/**
 * What an answer was read from: the tables whose rows it shows (`data_versions`, bumped on every
 * change of a row, migration 0039) and those it shows only names of (`name_versions`, bumped when
 * a shown name changes, migration 0035).
 */
export interface ReadFrom {
  rows: readonly VersionedTable[];
  names?: readonly NamedTable[];
}

type Counters = Map<string, number>;

interface Reads {
  /** The query sent and not yet answered. */
  running: Promise<Counters> | null;
  /** The next query, not sent yet: a caller arriving now joins it. */
  next: Promise<Counters> | null;
}

const readsByDb = new WeakMap<object, Reads>();

async function readCounters(db: Kysely<DB>): Promise<Counters> {
  const { rows } = await sql<{ name: string; version: number | string }>`
    select name, version from data_versions
    union all select ${'names.'} || name, version from name_versions`.execute(db);
  return new Map(rows.map((r) => [r.name, Number(r.version)]));
}

/**
 * Every counter, read by a query sent after this call: the callers that arrive before it is sent
 * share it, and it is sent once the one before has answered (and the turn of the event loop that
 * queued it has ended). Under load one query then serves every request that arrived during the
 * last one's round trip, and no caller sees counters older than its own arrival.
 */
function countersNow(db: Kysely<DB>): Promise<Counters> {
  let reads = readsByDb.get(db);
  if (!reads) readsByDb.set(db, (reads = { running: null, next: null }));
  const state = reads;
  if (state.next) return state.next;
  const before = state.running;
  state.next = new Promise<Counters>((resolve, reject) => {
    const send = () => {
      const running = readCounters(db);
      state.next = null;
      state.running = running;
      running.then(resolve, reject).finally(() => {
        if (state.running === running) state.running = null;
      });
    };
    const queued = () => setImmediate(send);
    if (before) before.then(queued, queued);
    else queued();
  });
  return state.next;
}

/** A table's counter now (null when it has none): equal values, the table unchanged in between. */
export async function counterOf(db: Kysely<DB>, table: VersionedTable): Promise<number | null> {
  return (await countersNow(db)).get(table) ?? null;
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
