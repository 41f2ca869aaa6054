import {
  type ChecklistBody,
  type Inspection,
  type InspectionListQuery,
  checklistOutcome,
  inspection,
} from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { unknownId } from '../../lib/rows.ts';
import { entityFields, nameOf, refOf } from '../../lib/columns.ts';
import { createdAudited } from '../../lib/audited.ts';
import type { Page } from '../../lib/envelope.ts';
import { newestPageOf } from '../../lib/paging.ts';
import { invalidField, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../lib/audit-log.ts';
import type { RowOf } from '../../lib/rows.ts';

function inspections(db: Kysely<DB>) {
  return db
    .selectFrom('product_inspections as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('users as u', 'u.id', 'i.inspector_id')
    .selectAll('i')
    .select([
      'p.title',
      nameOf('stores', 'i.station_id').as('station_name'),
      'u.full_name as inspector_name',
      'u.username as inspector_username',
    ]);
}

type Row = RowOf<typeof inspections>;

const toInspection = (r: Row): Inspection => ({
  ...entityFields(inspection, r),
  product: { id: r.product_id, title: r.title },
  station: refOf(r.station_id, r.station_name),
  inspector: r.inspector_id ? { id: r.inspector_id, name: r.inspector_name ?? r.inspector_username ?? '' } : null,
  items: JSON.parse(r.items_json) as Inspection['items'],
});

export async function getInspection(db: Kysely<DB>, productId: number): Promise<Inspection | null> {
  if (await unknownId(db, 'products', productId)) throw notFound('Product not found');
  const row = await inspections(db).where('i.product_id', '=', productId).orderBy('i.id', 'desc').executeTakeFirst();
  return row ? toInspection(row) : null;
}

export async function listInspections(db: Kysely<DB>, query: InspectionListQuery): Promise<Page<Inspection>> {
  let base = db.selectFrom('product_inspections as i');
  if (query.station_id) base = base.where('i.station_id', '=', query.station_id);
  if (query.result) base = base.where('i.result', '=', query.result);
  if (query.product_id) base = base.where('i.product_id', '=', query.product_id);
  return newestPageOf(base, 'i.id', query, async (ids) =>
    (await inspections(db).where('i.id', 'in', ids).execute()).map(toInspection),
  );
}

/** Saves an inspection and copies its result, score and time onto the product (the list's columns). */
export async function saveChecklist(
  db: Kysely<DB>,
  actor: Actor,
  productId: number,
  body: ChecklistBody,
): Promise<Inspection> {
  const product = await db
    .selectFrom('products')
    .select(['id', 'station_id'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw notFound('Product not found');
  const stationId = body.station_id ?? product.station_id;
  if (
    stationId !== null &&
    !(await db
      .selectFrom('stores')
      .select('id')
      .where('id', '=', stationId)
      .where('is_station', '=', 2)
      .executeTakeFirst())
  ) {
    throw invalidField('station_id', 'This store is not a station');
  }
  const outcome = checklistOutcome(body.items);
  const now = nowIso();
  const id = await createdAudited(db, actor, 'product_inspection', async (trx) => {
    const { id } = await trx
      .insertInto('product_inspections')
      .values({
        product_id: productId,
        station_id: stationId,
        inspector_id: actor.userId,
        result: outcome.result,
        score: outcome.score,
        items_json: JSON.stringify(body.items.map((i) => ({ key: i.key, result: i.result, note: i.note ?? null }))),
        note: body.note ?? null,
        inspected_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('products')
      .set({ inspection_result: outcome.result, inspection_score: outcome.score, inspected_at: now, updated_at: now })
      .where('id', '=', productId)
      .execute();
    return { id, after: { product_id: productId, ...outcome } };
  });
  return toInspection(await inspections(db).where('i.id', '=', id).executeTakeFirstOrThrow());
}
