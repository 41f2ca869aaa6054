import {
  SERVICE_ORDER_TRANSITIONS,
  type ServiceOrder,
  type ServiceOrderCreateBody,
  type ServiceOrderListQuery,
  type ServiceOrderStatus,
  serviceOrder,
} from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { matchesText, searchText } from '../../db/search.ts';
import { entityFields } from '../../lib/columns.ts';
import { auditedChange, createdAudited } from '../../lib/audited.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered, sameNamed } from '../../lib/list-filters.ts';
import { newestPageOf } from '../../lib/paging.ts';
import { type FieldErrors, conflict, invalid, moveRefused } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { type Actor, columnsChange } from '../../lib/audit-log.ts';
import { insertCoded, oneUpdated, rowReader, unknownId } from '../../lib/rows.ts';

const serviceOrders = rowReader(
  (db) =>
    db
      .selectFrom('service_orders as o')
      .innerJoin('stores as s', 's.id', 'o.station_id')
      .leftJoin('customers as c', 'c.id', 'o.customer_id')
      .leftJoin('vehicles as v', 'v.id', 'o.vehicle_id')
      .leftJoin('users as u', 'u.id', 'o.created_by')
      .selectAll('o')
      .select([
        's.name as station_name',
        'c.full_name as customer_name',
        'c.phone as customer_phone',
        'v.code as vehicle_code',
        'v.number_plate as vehicle_plate',
        'u.full_name as creator_name',
        'u.username as creator_username',
      ]),
  (r): ServiceOrder => ({
    ...entityFields(serviceOrder, r),
    station: { id: r.station_id, name: r.station_name },
    kind: r.kind as ServiceOrder['kind'],
    status: r.status as ServiceOrderStatus,
    customer:
      r.customer_id && r.customer_name
        ? { id: r.customer_id, name: r.customer_name, phone: r.customer_phone ?? '' }
        : null,
    vehicle:
      r.vehicle_id && r.vehicle_code ? { id: r.vehicle_id, code: r.vehicle_code, number_plate: r.vehicle_plate } : null,
    items: JSON.parse(r.items_json) as ServiceOrder['items'],
    amount: Number(r.amount),
    created_by: r.created_by ? { id: r.created_by, name: r.creator_name ?? r.creator_username ?? '' } : null,
  }),
  { key: 'o.id', missing: 'Service order not found' },
);

export async function listOrders(db: Kysely<DB>, query: ServiceOrderListQuery): Promise<Page<ServiceOrder>> {
  let base = db.selectFrom('service_orders');
  if (query.q) base = base.where(matchesText(db, sql.ref('service_orders.search_text'), query.q));
  const equal = sameNamed('service_orders', ['station_id', 'status', 'kind', 'customer_id', 'vehicle_id']);
  base = filtered(base, query, { equal });
  return newestPageOf(base, 'service_orders.id', query, (ids) => serviceOrders.of(db, ids));
}

export const getOrder = serviceOrders.one;

export async function createOrder(db: Kysely<DB>, actor: Actor, body: ServiceOrderCreateBody): Promise<ServiceOrder> {
  const errors: FieldErrors = {};
  const station = await db
    .selectFrom('stores')
    .select(['id', 'status'])
    .where('id', '=', body.station_id)
    .where('is_station', '=', 2)
    .executeTakeFirst();
  if (!station) errors.station_id = ['This store is not a station'];
  else if (station.status !== 'active') errors.station_id = ['This station is suspended'];
  const vehicle = body.vehicle_id
    ? await db
        .selectFrom('vehicles')
        .select(['id', 'code', 'number_plate', 'customer_id'])
        .where('id', '=', body.vehicle_id)
        .executeTakeFirst()
    : undefined;
  if (body.vehicle_id && !vehicle) errors.vehicle_id = ['Unknown vehicle'];
  if (await unknownId(db, 'customers', body.customer_id)) errors.customer_id = ['Unknown customer'];
  if (await unknownId(db, 'products', body.product_id)) errors.product_id = ['Unknown product'];
  if (Object.keys(errors).length) throw invalid(errors);
  const amount = body.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const now = nowIso();
  const id = await createdAudited(db, actor, 'service_order', async (trx) => {
    const { id } = await insertCoded(
      trx,
      'service_orders',
      (temp) => ({
        code: temp,
        station_id: body.station_id,
        kind: body.kind,
        status: 'new',
        customer_id: body.customer_id ?? vehicle?.customer_id ?? null,
        vehicle_id: body.vehicle_id ?? null,
        product_id: body.product_id ?? null,
        items_json: JSON.stringify(body.items),
        amount,
        scheduled_at: body.scheduled_at ? new Date(body.scheduled_at).toISOString() : null,
        note: body.note ?? null,
        created_by: actor.userId,
        search_text: '',
        created_at: now,
        updated_at: now,
      }),
      (id) => {
        const code = `SO${String(id).padStart(6, '0')}`;
        return { code, search_text: searchText(code, vehicle?.code, vehicle?.number_plate) };
      },
    );
    return { id, after: { ...body, amount } };
  });
  return getOrder(db, id);
}

/** new → confirmed → in_progress → done; cancel anything not done (409 otherwise). */
export async function changeOrderStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  status: ServiceOrderStatus,
  note?: string | null,
): Promise<ServiceOrder> {
  const before = await getOrder(db, id);
  if (!SERVICE_ORDER_TRANSITIONS[before.status].includes(status))
    throw moveRefused('An order', before.status, status, SERVICE_ORDER_TRANSITIONS[before.status], {
      kind: 'station_order',
      code: before.code,
    });
  await auditedChange(db, actor, columnsChange('status', 'service_order', id, before, { status }), async (trx) => {
    await oneUpdated(
      trx
        .updateTable('service_orders')
        .set({ status, ...(note ? { note } : {}), updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', before.status),
      conflict('The order was changed meanwhile; reload it and try again'),
    );
  });
  return getOrder(db, id);
}
