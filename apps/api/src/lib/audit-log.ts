import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowIso } from './time.ts';

/** Who makes a change, as the audit log records it. */
export interface Actor {
  userId: number | null;
  username: string | null;
  ip: string | null;
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

/** Writes one audit entry; called inside the transaction of the change it records. */
export async function writeAudit(db: Kysely<DB>, actor: Actor, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      user_id: actor.userId,
      username: actor.username,
      action: record.action,
      entity: record.entity,
      entity_id: record.entityId === null ? null : String(record.entityId),
      before_json: toJson(record.before),
      after_json: toJson(record.after),
      ip: actor.ip,
      created_at: nowIso(),
    })
    .execute();
}
