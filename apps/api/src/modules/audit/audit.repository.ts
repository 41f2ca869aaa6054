import { type AuditEntry, type AuditListQuery, vietnamDayStart } from '@admin/contract';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Page } from '../../lib/envelope.ts';
import { pageOf } from '../../lib/paging.ts';

export type AuditQuery = AuditListQuery;

export async function listAudit(db: Kysely<DB>, query: AuditQuery): Promise<Page<AuditEntry>> {
  let base = db.selectFrom('audit_logs');
  if (query.entity) base = base.where('entity', '=', query.entity);
  if (query.entity_id) base = base.where('entity_id', '=', query.entity_id);
  if (query.user_id) base = base.where('user_id', '=', query.user_id);
  if (query.username) base = base.where(sql`lower(username)`, '=', query.username.toLowerCase());
  if (query.action) base = base.where('action', '=', query.action);
  if (query.start_date) base = base.where('created_at', '>=', vietnamDayStart(query.start_date));
  if (query.end_date)
    base = base.where(
      'created_at',
      '<',
      new Date(Date.parse(vietnamDayStart(query.end_date)) + 86_400_000).toISOString(),
    );
  return pageOf(base, base.selectAll().orderBy('id', 'desc'), query, (r) => ({
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
  }));
}
