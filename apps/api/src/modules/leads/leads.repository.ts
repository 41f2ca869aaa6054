import { type Lead, type LeadListQuery, type LeadMultiStatusBody, canMoveLead, lead } from '@admin/contract';
import { type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { entityFields, nameOf, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { invalid } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { type Actor, columnsChange, writeAudit } from '../../lib/audit-log.ts';
import { rowReader } from '../../lib/rows.ts';

const leads = rowReader(
  (db) =>
    db
      .selectFrom('leads as l')
      .selectAll('l')
      .select([
        nameOf('partners', 'l.partner_id').as('partner_name'),
        nameOf('locations', 'l.location_id').as('location_name'),
        userName('l.status_updated_by').as('status_user_name'),
      ]),
  (row): Lead => ({
    ...entityFields(lead, row),
    source: row.source as Lead['source'],
    partner: refOf(row.partner_id, row.partner_name),
    location: refOf(row.location_id, row.location_name),
    status_updated_by: refOf(row.status_updated_by, row.status_user_name),
  }),
  { key: 'l.id', missing: 'Lead not found' },
);

export async function listLeads(db: Kysely<DB>, query: LeadListQuery): Promise<Page<Lead>> {
  const base = filtered(db.selectFrom('leads as l'), query, {
    search: 'l.search_text',
    equal: { status: 'l.status', source: 'l.source', partner_id: 'l.partner_id' },
    created: 'l.created_at',
  });
  return sortedPageOf(base, leads.within(db, base), query, leads.toItem, {
    table: 'l',
    nullsLast: query.sort_by === 'status_updated_at',
  });
}

export const getLead = leads.one;

/**
 * Moves every given lead to the status, or none of them: 422 names the unknown leads (`ids`) and
 * the ones whose status cannot follow (`status`). Leads already in the status are left as they are.
 */
export async function setLeadsStatus(db: Kysely<DB>, actor: Actor, body: LeadMultiStatusBody): Promise<Lead[]> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('leads')
      .select(['id', 'status', 'status_note'])
      .where('id', 'in', body.ids)
      .execute();
    const byId = new Map(current.map((l) => [l.id, l]));
    const unknown = body.ids.filter((id) => !byId.has(id));
    const blocked = current.filter((l) => !canMoveLead(l.status, body.status));
    const errors: Record<string, string[]> = {};
    if (unknown.length > 0) errors.ids = [`Unknown lead: ${unknown.join(', ')}`];
    if (blocked.length > 0)
      errors.status = blocked.map((l) => `Lead #${l.id} is ${l.status} and cannot become ${body.status}`);
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const changing = current.filter((l) => l.status !== body.status);
    if (changing.length === 0) return;
    const now = nowIso();
    await trx
      .updateTable('leads')
      .set({
        status: body.status,
        status_note: body.note ?? null,
        status_updated_at: now,
        status_updated_by: actor.userId,
        updated_at: now,
      })
      .where(
        'id',
        'in',
        changing.map((l) => l.id),
      )
      .execute();
    for (const lead of changing) {
      await writeAudit(
        trx,
        actor,
        columnsChange('status', 'lead', lead.id, lead, { status: body.status, status_note: body.note ?? null }),
      );
    }
  });
  const rows = await leads.select(db).where('l.id', 'in', body.ids).execute();
  const order = new Map(body.ids.map((id, index) => [id, index]));
  return rows.map(leads.toItem).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}
