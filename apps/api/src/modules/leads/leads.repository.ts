import {
  LEAD_TRANSITIONS,
  type Lead,
  type LeadListQuery,
  type LeadStatus,
  type LeadStatusBody,
  canMoveLead,
  lead,
} from '@admin/contract';
import { type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { entityFields, nameOf, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { changedMeanwhile, moveRefused } from '../../lib/http-error.ts';
import { auditedChange } from '../../lib/audited.ts';
import { nowIso } from '../../lib/time.ts';
import { type Actor, columnsChange } from '../../lib/audit-log.ts';
import { oneOr404, rowReader } from '../../lib/rows.ts';

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

type LeadFilters = Omit<LeadListQuery, 'page' | 'count'>;

const leadsFiltered = (db: Kysely<DB>, query: LeadFilters) =>
  filtered(db.selectFrom('leads as l'), query, {
    search: 'l.search_text',
    equal: { status: 'l.status', source: 'l.source', partner_id: 'l.partner_id' },
    created: 'l.created_at',
  });

export async function listLeads(db: Kysely<DB>, query: LeadListQuery): Promise<Page<Lead>> {
  const base = leadsFiltered(db, query);
  return sortedPageOf(base, leads.within(db, base), query, leads.toItem, {
    table: 'l',
    nullsLast: query.sort_by === 'status_updated_at',
  });
}

export const getLead = leads.one;

/** The ids of the leads that match the list's filters, newest first, at most `limit` (a bulk action's rows). */
export async function leadIdsMatching(db: Kysely<DB>, filters: LeadFilters, limit: number): Promise<number[]> {
  const rows = await leadsFiltered(db, filters).select('l.id').orderBy('l.id', 'desc').limit(limit).execute();
  return rows.map((r) => r.id);
}

/**
 * Moves a lead to a status (LEAD_TRANSITIONS) with its note, conditional on the status read; a lead
 * already in the status is left as it is.
 */
export async function setLeadStatus(db: Kysely<DB>, actor: Actor, id: number, body: LeadStatusBody): Promise<Lead> {
  const row = await oneOr404(
    db.selectFrom('leads').select(['id', 'status', 'status_note']).where('id', '=', id),
    'Lead not found',
  );
  if (row.status === body.status) return getLead(db, id);
  if (!canMoveLead(row.status, body.status))
    throw moveRefused('A lead', row.status, body.status, LEAD_TRANSITIONS[row.status as LeadStatus], {
      kind: 'lead',
      code: `#${id}`,
    });
  const change = { status: body.status, status_note: body.note ?? null };
  await auditedChange(db, actor, columnsChange('status', 'lead', id, row, change), async (trx) => {
    const now = nowIso();
    const result = await trx
      .updateTable('leads')
      .set({ ...change, status_updated_at: now, status_updated_by: actor.userId, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw changedMeanwhile(`Lead #${id}`);
  });
  return getLead(db, id);
}
