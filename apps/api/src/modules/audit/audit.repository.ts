import type { AuditEntry } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Page } from '../../lib/envelope.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';

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

export interface AuditQuery {
  page: number;
  count: number;
  entity?: string;
  entity_id?: string;
  user_id?: number;
}

export async function listAudit(db: Kysely<DB>, query: AuditQuery): Promise<Page<AuditEntry>> {
  let base = db.selectFrom('audit_logs');
  if (query.entity) base = base.where('entity', '=', query.entity);
  if (query.entity_id) base = base.where('entity_id', '=', query.entity_id);
  if (query.user_id) base = base.where('user_id', '=', query.user_id);
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.count)
      .offset((query.page - 1) * query.count)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    items: rows.map((r) => ({
      id: r.id,
      user_id: r.user_id,
      username: r.username,
      action: r.action,
      entity: r.entity,
      entity_id: r.entity_id,
      before: r.before_json === null ? null : JSON.parse(r.before_json),
      after: r.after_json === null ? null : JSON.parse(r.after_json),
      ip: r.ip,
      created_at: r.created_at,
    })),
  };
}
