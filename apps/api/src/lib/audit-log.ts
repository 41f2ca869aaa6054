import { type RecordKind, RECORD_KINDS, isRecordKind } from '@admin/contract';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import { HttpError } from './http-error.ts';
import { nowIso } from './time.ts';

/**
 * What a request's write is conditional on: the version of one record the person saw (`If-Match`).
 * The first audited change in the request of a record whose id is one of `recordIds` checks it;
 * `met` then.
 */
export interface WriteCondition {
  /** The record's id (`If-Match: "12:3"`), or, for a bare version, every id the route's path names. */
  recordIds: string[];
  /** The record's kind (`X-Record-Kind`), when the request says it: another kind's change with the same id is not checked. */
  kind?: string;
  expected: number;
  met: boolean;
}

/** Who makes a change, as the audit log records it. */
export interface Actor {
  userId: number | null;
  username: string | null;
  ip: string | null;
  /** The versions the person saw of the records the request changes, when the request says them. */
  conditions?: WriteCondition[];
}

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'status'
  | 'password_reset'
  | 'password_change'
  | 'avatar'
  | 'login'
  | 'logout'
  | 'invite'
  | 'revoke'
  | 'accept'
  | 'unlock';

export interface AuditRecord {
  action: AuditAction;
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
}

/** The audit record of a row's move from one status to another: what it was `before`, and what it is `after` (with why). */
export function statusChange(entity: string, entityId: number, before: object, after: object): AuditRecord {
  return { action: 'status', entity, entityId, before, after };
}

/**
 * The audit record of a change of some columns of one row: `change` after, and the same columns'
 * values in `row` (the row as read before the change) before.
 */
export function columnsChange<C extends object>(
  action: AuditAction,
  entity: string,
  entityId: number,
  row: { [K in keyof C]: unknown },
  change: C,
): AuditRecord {
  const before = Object.fromEntries(Object.keys(change).map((key) => [key, row[key as keyof C]]));
  return { action, entity, entityId, before, after: change };
}

const SECRET_KEY = /password|token|secret/i;

/** A copy without secrets: password hashes and tokens never reach the log. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, redact(v)]),
    );
  }
  return value;
}

const toJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(redact(value)));

/** Inside the helpers a record kind's table is only known by name. */
type VersionedDB = Record<string, { id: number; row_version: number }>;

const STAMPS = new Set(['id', 'created_at', 'updated_at', 'row_version', 'search_text']);
const parsed = (json: string | null | undefined): Record<string, unknown> => {
  const value: unknown = json ? JSON.parse(json) : null;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/** The fields an audit entry changed: those whose value after differs from before (stamps left out). */
function changedFields(beforeJson: string | null | undefined, afterJson: string | null | undefined) {
  const before = parsed(beforeJson);
  const after = parsed(afterJson);
  return Object.keys(after).filter(
    (key) => !STAMPS.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** The 409 of a write made on a version that someone else's change has since replaced. */
async function versionConflict(db: Kysely<DB>, record: AuditRecord, expected: number, current: number | null) {
  const last = await db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.username', 'u.full_name', 'a.created_at', 'a.after_json', 'a.before_json'])
    .where('a.entity', '=', record.entity)
    .where('a.entity_id', '=', String(record.entityId))
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const changed = changedFields(last?.before_json, last?.after_json);
  const who = last?.full_name || last?.username || 'someone else';
  const when = last?.created_at ?? '';
  return new HttpError(
    409,
    409,
    `This record was changed by ${who} at ${when} (version ${current ?? '?'}, you saw ${expected}); nothing was saved`,
    {
      version: [`changed by ${who} since you opened it`],
      current_version: current === null ? [] : [String(current)],
      changed_by: last?.username ? [who] : [],
      changed_at: when ? [when] : [],
      changed_fields: changed,
    },
  );
}

/**
 * Raises the version of the record an audit entry is about, in the change's transaction, and
 * answers it. When the request said which version it saw of this record (`actor.conditions`), the
 * raise is conditional on it, so a change made meanwhile by someone else refuses this one with 409
 * and the transaction rolls back: on PostgreSQL the row's lock, taken by the change itself, makes a
 * second writer wait and then read the first one's version; SQLite has one writer at a time.
 */
async function raiseVersion(db: Kysely<DB>, actor: Actor, record: AuditRecord, kind: RecordKind) {
  const id = Number(record.entityId);
  if (!Number.isSafeInteger(id)) return null;
  const checked = actor.conditions?.find(
    (c) =>
      !c.met && c.recordIds.includes(String(record.entityId)) && (c.kind === undefined || c.kind === record.entity),
  );
  const table = db as unknown as Kysely<VersionedDB>;
  let raise = table
    .updateTable(kind.table)
    .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
    .where('id', '=', id);
  if (checked) raise = raise.where('row_version', '=', checked.expected);
  const row = await raise.returning('row_version').executeTakeFirst();
  if (checked && !row) {
    const now = await table.selectFrom(kind.table).select('row_version').where('id', '=', id).executeTakeFirst();
    // a row deleted before its entry was written: the version it had is the one the entry keeps of it
    const gone = record.action === 'delete' && !now;
    const had = gone ? (record.before as { row_version?: unknown } | undefined)?.row_version : now?.row_version;
    if (!gone || (typeof had === 'number' && had !== checked.expected))
      throw await versionConflict(db, record, checked.expected, typeof had === 'number' ? had : null);
  }
  if (checked) checked.met = true;
  return row?.row_version ?? null;
}

/**
 * Writes one audit entry; called inside the transaction of the change it records. The entry is
 * also the change's announcement (modules/live): on PostgreSQL a NOTIFY, delivered at commit,
 * wakes every API process's reader at once.
 */
export async function writeAudit(db: Kysely<DB>, actor: Actor, record: AuditRecord): Promise<void> {
  const kind = isRecordKind(record.entity) ? RECORD_KINDS[record.entity] : undefined;
  const version = kind && record.entityId !== null ? await raiseVersion(db, actor, record, kind) : null;
  await db
    .insertInto('audit_logs')
    .values({
      user_id: actor.userId,
      username: actor.username,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId === null ? null : String(record.entityId),
      entity_version: version,
      before_json: toJson(record.before),
      after_json: toJson(record.after),
      ip: actor.ip,
      created_at: nowIso(),
    })
    .execute();
  if (kind && db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_notify('admin_changes', '')`.execute(db);
}

/**
 * The `create` entries of many new records of one kind at once (an import's batch), in the
 * transaction that inserted them: their versions raised with one update, the entries written with
 * one insert, one announcement; the same entries `writeAudit` writes one by one.
 */
export async function writeCreations(
  db: Kysely<DB>,
  actor: Actor,
  entity: string,
  created: readonly { id: number; after: unknown }[],
): Promise<void> {
  if (created.length === 0) return;
  const kind = isRecordKind(entity) ? RECORD_KINDS[entity] : undefined;
  const versions = new Map<number, number>();
  if (kind) {
    const table = db as unknown as Kysely<VersionedDB>;
    const raised = await table
      .updateTable(kind.table)
      .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
      .where(
        'id',
        'in',
        created.map((c) => c.id),
      )
      .returning(['id', 'row_version'])
      .execute();
    for (const r of raised) versions.set(r.id, r.row_version);
  }
  const now = nowIso();
  await db
    .insertInto('audit_logs')
    .values(
      created.map((c) => ({
        user_id: actor.userId,
        username: actor.username,
        action: 'create',
        entity,
        entity_id: String(c.id),
        entity_version: versions.get(c.id) ?? null,
        before_json: null,
        after_json: toJson(c.after),
        ip: actor.ip,
        created_at: now,
      })),
    )
    .execute();
  if (kind && db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_notify('admin_changes', '')`.execute(db);
}
