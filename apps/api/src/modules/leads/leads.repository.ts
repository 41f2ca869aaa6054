import {
  LEAD_TRANSITIONS,
  type Lead,
  type LeadCreateBody,
  type LeadListQuery,
  type LeadStatus,
  type LeadStatusBody,
  OPEN_LEAD_STATUSES,
  canMoveLead,
  lead,
} from '@admin/contract';
import { type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { entityFields, nameOf, refOf, userName } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered } from '../../lib/list-filters.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { changedMeanwhile, conflict, invalid, moveRefused, reason } from '../../lib/http-error.ts';
import { auditedChange, inTransaction } from '../../lib/audited.ts';
import { searchText } from '../../db/search.ts';
import { nowIso } from '../../lib/time.ts';
import { type Actor, columnsChange, writeCreations } from '../../lib/audit-log.ts';
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

/** The open leads (new, contacted, qualified) of these phones from a source: phone → lead id. */
export async function openLeads(
  db: Kysely<DB>,
  phones: readonly string[],
  source: string,
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < phones.length; i += 500) {
    const rows = await db
      .selectFrom('leads')
      .select(['id', 'phone'])
      .where('phone', 'in', phones.slice(i, i + 500))
      .where('source', '=', source)
      .where('status', 'in', OPEN_LEAD_STATUSES)
      .execute();
    for (const r of rows) found.set(r.phone, r.id);
  }
  return found;
}

/**
 * Adds leads as staff enter them (an import's rows, a batch at a time): their partners, products and
 * provinces must exist (422 naming the first unknown one), and a phone with an open lead of the same
 * source, or twice in the batch, is refused (409, `lead_open`). `origin` is the import they came
 * from, kept in each creation's audit entry. Answers the new leads' ids, in the bodies' order.
 */
export async function createLeads(
  db: Kysely<DB>,
  actor: Actor,
  bodies: readonly LeadCreateBody[],
  origin?: { import_id: number },
): Promise<number[]> {
  const ids = (key: 'partner_id' | 'product_id' | 'location_id') => [
    ...new Set(bodies.flatMap((b) => (b[key] === undefined ? [] : [b[key]]))),
  ];
  const [partners, products, locations] = await Promise.all([
    ids('partner_id').length
      ? db.selectFrom('partners').select('id').where('id', 'in', ids('partner_id')).execute()
      : [],
    ids('product_id').length
      ? db.selectFrom('products').select(['id', 'title']).where('id', 'in', ids('product_id')).execute()
      : [],
    ids('location_id').length
      ? db.selectFrom('locations').select('id').where('id', 'in', ids('location_id')).execute()
      : [],
  ]);
  const known = (list: { id: number }[]) => new Set(list.map((r) => r.id));
  const titles = new Map(products.map((p) => [p.id, p.title]));
  const unknown = (
    [
      ['partner_id', 'Unknown partner', known(partners)],
      ['product_id', 'Unknown product', known(products)],
      ['location_id', 'Unknown location', known(locations)],
    ] as const
  ).find(([key, , found]) => ids(key).some((id) => !found.has(id)));
  if (unknown) throw invalid({ [unknown[0]]: [unknown[1]] });
  const seen = new Map<string, number>();
  for (const source of new Set(bodies.map((b) => b.source)))
    for (const [phone, id] of await openLeads(
      db,
      bodies.filter((b) => b.source === source).map((b) => b.phone),
      source,
    ))
      seen.set(`${source} ${phone}`, id);
  for (const body of bodies) {
    const open = seen.get(`${body.source} ${body.phone}`);
    if (open !== undefined)
      throw conflict(`${body.phone} already has an open lead (#${open})`).saying(
        reason('lead_open', { phone: body.phone, lead: `#${open}` }),
      );
    seen.set(`${body.source} ${body.phone}`, 0);
  }
  const now = nowIso();
  const rows = bodies.map((body) => ({
    full_name: body.full_name,
    phone: body.phone,
    email: body.email ?? null,
    source: body.source,
    partner_id: body.partner_id ?? null,
    product_id: body.product_id ?? null,
    product_name: body.product_id === undefined ? null : (titles.get(body.product_id) ?? null),
    location_id: body.location_id ?? null,
    message: body.message ?? null,
    status: 'new' as const,
    status_note: null,
    status_updated_at: null,
    status_updated_by: null,
    search_text: searchText(body.full_name, body.phone),
    created_at: now,
    updated_at: now,
  }));
  return inTransaction(db, async (trx) => {
    const created: number[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const inserted = await trx.insertInto('leads').values(batch).returning('id').execute();
      // a multi-row insert answers its ids in the order of its rows on both databases
      const batchIds = inserted.map((r) => r.id);
      await writeCreations(
        trx,
        actor,
        'lead',
        batch.map((row, j) => ({ id: batchIds[j]!, after: origin ? { ...row, ...origin } : row })),
      );
      created.push(...batchIds);
    }
    return created;
  });
}
