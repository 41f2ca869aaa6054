import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, type AuditAction, type AuditRecord, columnsChange, writeAudit } from './audit-log.ts';
import { nowIso } from './time.ts';

/**
 * Changes of one row by id with their audit entry in the same transaction, for the areas whose
 * rows have a numeric `id` and an `updated_at`.
 */

/** The tables whose rows have a numeric `id` and an `updated_at`. */
export type EditableTable = {
  [T in keyof DB]: DB[T] extends { id: unknown; updated_at: string } ? T : never;
}[keyof DB];

/** Inside the helpers the table is only known by name; callers keep the typed columns. */
type AnyRowDB = Record<string, { id: number; updated_at: string } & Record<string, unknown>>;
const untyped = (db: Kysely<DB>) => db as unknown as Kysely<AnyRowDB>;

/** The row's stamps, set by the helpers. */
type Stamps = 'created_at' | 'updated_at';

export interface Creation<T extends EditableTable> {
  table: T;
  /** The audit log's name for the row. */
  entity: string;
  /** The row's columns but its stamps (`created_at` and `updated_at` are now). */
  values: Omit<Insertable<DB[T]>, Stamps>;
  /** What the audit entry keeps of the row: `values` unless said (a picture's name rather than its JSON…). */
  after?: unknown;
  /** The instant of the stamps, when other columns of `values` hold the same one (now unless said). */
  now?: string;
}

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (an import's
 * rows written all or nothing, each through its area's own create).
 */
export function inTransaction<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Runs `change` and writes its audit entry `record` after it, in one transaction. */
export async function auditedChange(
  db: Kysely<DB>,
  actor: Actor,
  record: AuditRecord,
  change: (trx: Kysely<DB>) => Promise<unknown>,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    // a deletion's entry first, while the row is there: its version, raised, is the one the person saw or the delete is refused
    if (record.action === 'delete') await writeAudit(trx, actor, record);
    await change(trx);
    if (record.action !== 'delete') await writeAudit(trx, actor, record);
  });
}

/**
 * Runs `insert` (the row and what goes with it) and the row's `create` audit entry in one
 * transaction: `insert` answers the new row's id and what the entry keeps of it (`after`).
 * Answers the id.
 */
export async function createdAudited(
  db: Kysely<DB>,
  actor: Actor,
  entity: string,
  insert: (trx: Kysely<DB>) => Promise<{ id: number; after: unknown }>,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { id, after } = await insert(trx);
    await writeAudit(trx, actor, { action: 'create', entity, entityId: id, after });
    return id;
  });
}

/** Inserts the row and writes its `create` audit entry in one transaction; answers its id. */
export async function insertAudited<T extends EditableTable>(
  db: Kysely<DB>,
  actor: Actor,
  { table, entity, values, after = values, now = nowIso() }: Creation<T>,
): Promise<number> {
  return createdAudited(db, actor, entity, async (trx) => {
    const { id } = await untyped(trx)
      .insertInto(table as string)
      .values({ ...(values as Record<string, unknown>), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, after };
  });
}

export interface Update<T extends EditableTable> {
  table: T;
  /** The audit log's name for the row. */
  entity: string;
  id: number;
  /** The columns that change (`updated_at` is now). */
  set: Omit<Updateable<DB[T]>, Stamps>;
  /** What the audit entry keeps of the row before the change (the caller has read it: a missing row is a 404). */
  before: unknown;
  /** What it keeps after: `set` unless said. */
  after?: unknown;
  /** The audit entry's action: `update` unless said (`revoke`…). */
  action?: AuditAction;
  /** The instant of `updated_at`, when other columns of `set` hold the same one (now unless said). */
  now?: string;
  /** What else the change writes (the rows that follow the row), in its transaction after the row. */
  also?: (trx: Kysely<DB>) => Promise<unknown>;
}

/**
 * Changes the row's columns and `updated_at`, then what goes `also` with it, and writes its audit
 * entry (`update`) in one transaction.
 */
export async function updateAudited<T extends EditableTable>(
  db: Kysely<DB>,
  actor: Actor,
  { table, entity, id, set, before, after = set, action = 'update', now = nowIso(), also }: Update<T>,
): Promise<void> {
  await auditedChange(db, actor, { action, entity, entityId: id, before, after }, async (trx) => {
    await untyped(trx)
      .updateTable(table as string)
      .set({ ...(set as Record<string, unknown>), updated_at: now })
      .where('id', '=', id)
      .execute();
    await also?.(trx);
  });
}

export interface StatusChange<T extends EditableTable, C extends Updateable<DB[T]>, R> {
  table: T;
  /** The audit log's name for the row (`news_category`, `event`…). */
  entity: string;
  id: number;
  /** The columns that change and are audited, e.g. `{ status }`. */
  change: C;
  /** Columns set with the change but not audited (who moderated, when it was first published). */
  stamp?: (before: R, now: string) => Updateable<DB[T]>;
  /** Reads the row as the API answers it (404 when it is missing); `change`'s keys are among its fields. */
  load: (db: Kysely<DB>, id: number) => Promise<R>;
}

/**
 * Sets the row's status columns and `updated_at`, audits `status` with the columns' values before
 * and after, and answers the row as it is now.
 */
export async function setStatusAudited<
  T extends EditableTable,
  C extends Updateable<DB[T]>,
  R extends { [K in keyof C]: unknown },
>(db: Kysely<DB>, actor: Actor, options: StatusChange<T, C, R>): Promise<R> {
  const { table, entity, id, change, stamp, load } = options;
  const before = await load(db, id);
  const now = nowIso();
  await auditedChange(db, actor, columnsChange('status', entity, id, before, change), (trx) =>
    untyped(trx)
      .updateTable(table as string)
      .set({ ...change, ...stamp?.(before, now), updated_at: now })
      .where('id', '=', id)
      .execute(),
  );
  return load(db, id);
}

export interface Deletion<T extends EditableTable> {
  table: T;
  /** The audit log's name for the row. */
  entity: string;
  id: number;
  /** What the audit entry keeps of the row (the caller has read it, so a missing row is already a 404). */
  before: unknown;
}

/** Deletes the row and writes its `delete` audit entry in one transaction; answers `{ id }`. */
export async function deleteAudited<T extends EditableTable>(
  db: Kysely<DB>,
  actor: Actor,
  { table, entity, id, before }: Deletion<T>,
): Promise<{ id: number }> {
  await auditedChange(db, actor, { action: 'delete', entity, entityId: id, before }, (trx) =>
    untyped(trx)
      .deleteFrom(table as string)
      .where('id', '=', id)
      .execute(),
  );
  return { id };
}

/** A row as the audit log keeps it when its rich-text content would only bloat the entry. */
export const withoutContent = <R extends { content: unknown }>(row: R) => ({ ...row, content: undefined });
