import {
  type McnService,
  type McnServicePackage,
  type McnServiceUpdateBody,
  type Vehicle,
  type VehicleBody,
  type VehicleHistory,
  type VehicleListQuery,
  mcnService,
  vehicle,
} from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { matchesText, searchText } from '../../db/search.ts';
import { entityFields, nameOf, refOf } from '../../lib/columns.ts';
import { auditedChange, createdAudited, updateAudited } from '../../lib/audited.ts';
import type { Page } from '../../lib/envelope.ts';
import { filtered, sameNamed } from '../../lib/list-filters.ts';
import { newestPageOf } from '../../lib/paging.ts';
import { type FieldErrors, conflict, invalid, invalidField, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { getCustomer } from '../customers/public.ts';
import { isStation } from '../products/public.ts';
import { type Actor, columnsChange } from '../../lib/audit-log.ts';
import { type RowOf, insertCoded, rowReader, unknownId } from '../../lib/rows.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (from: string, months: number) => {
  const d = new Date(`${from}T00:00:00Z`);
  return day(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate())));
};
/** The months that `addMonths` added to `start` to give `end` (what the form sent); null if none does. */
const monthsBetween = (start: string | null, end: string | null) => {
  if (!start || !end) return null;
  const months =
    (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7));
  // a start late in the month can roll into the next one (31 Jan + 1 month = 3 Mar)
  return [months, months - 1].find((m) => m >= 0 && addMonths(start, m) === end) ?? null;
};

// ---------------------------------------------------------------------------------------------
// Vehicles

const vehicles = rowReader(
  (db) =>
    db
      .selectFrom('vehicles as v')
      .innerJoin('brands as b', 'b.id', 'v.brand_id')
      .innerJoin('models as m', 'm.id', 'v.model_id')
      .leftJoin('model_details as d', 'd.id', 'v.detail_model_id')
      .leftJoin('customers as c', 'c.id', 'v.customer_id')
      .leftJoin('stores as s', 's.id', 'v.station_id')
      .selectAll('v')
      .select([
        'b.name as brand_name',
        'm.name as model_name',
        'd.name as detail_name',
        'c.full_name as customer_name',
        'c.phone as customer_phone',
        's.name as station_name',
        nameOf('mcn_service_pkgs', 'v.package_id').as('package_name'),
      ]),
  (r): Vehicle => ({
    ...entityFields(vehicle, r),
    type: r.type === 2 ? 2 : 1,
    brand: { id: r.brand_id, name: r.brand_name },
    model: { id: r.model_id, name: r.model_name },
    detail_model: refOf(r.detail_model_id, r.detail_name),
    customer:
      r.customer_id && r.customer_name
        ? { id: r.customer_id, name: r.customer_name, phone: r.customer_phone ?? '' }
        : null,
    station: refOf(r.station_id, r.station_name),
    warranty_months: monthsBetween(r.warranty_start, r.warranty_end),
    package:
      r.package_id && r.package_name && r.package_started_at && r.package_ends_at
        ? { id: r.package_id, name: r.package_name, started_at: r.package_started_at, ends_at: r.package_ends_at }
        : null,
  }),
  { key: 'v.id', missing: 'Vehicle not found' },
);

export async function listVehicles(db: Kysely<DB>, query: VehicleListQuery): Promise<Page<Vehicle>> {
  let base = db.selectFrom('vehicles');
  if (query.q) base = base.where(matchesText(db, sql.ref('vehicles.search_text'), query.q));
  base = filtered(base, query, { equal: sameNamed('vehicles', ['type', 'station_id', 'customer_id', 'brand_id']) });
  return newestPageOf(base, 'vehicles.id', query, (ids) => vehicles.of(db, ids));
}

export const getVehicle = vehicles.one;

async function history(db: Kysely<DB>, actor: Actor, vehicleId: number, action: string, description: string) {
  await db
    .insertInto('vehicle_histories')
    .values({ vehicle_id: vehicleId, action, description, user_id: actor.userId, created_at: nowIso() })
    .execute();
}

/** Checks a vehicle body's references; answers the trim and the folded search text. */

async function checkVehicle(db: Kysely<DB>, body: VehicleBody, exceptId?: number) {
  const errors: FieldErrors = {};
  const trim = await db
    .selectFrom('model_details as d')
    .innerJoin('models as m', 'm.id', 'd.model_id')
    .innerJoin('brands as b', 'b.id', 'd.brand_id')
    .select(['d.id', 'd.model_id', 'd.brand_id', 'm.name as model', 'b.name as brand'])
    .where('d.id', '=', body.detail_model_id)
    .executeTakeFirst();
  if (!trim) errors.detail_model_id = ['Unknown trim'];
  let frame = db.selectFrom('vehicles').select('id').where('frame_number', '=', body.frame_number);
  if (exceptId !== undefined) frame = frame.where('id', '!=', exceptId);
  if (await frame.executeTakeFirst()) errors.frame_number = ['A vehicle with this frame number is registered'];
  if (await unknownId(db, 'customers', body.customer_id)) errors.customer_id = ['Unknown customer'];
  if (body.station_id && !(await isStation(db, body.station_id))) errors.station_id = ['This store is not a station'];
  if (await unknownId(db, 'products', body.product_id)) errors.product_id = ['Unknown product'];
  if (Object.keys(errors).length) throw invalid(errors);
  return trim!;
}

function vehicleValues(
  body: VehicleBody,
  trim: { id: number; model_id: number; brand_id: number; brand: string; model: string },
  code: string,
) {
  const warrantyEnd =
    body.warranty_start && body.warranty_months ? addMonths(body.warranty_start, body.warranty_months) : null;
  return {
    type: body.type,
    number_plate: body.number_plate ?? null,
    frame_number: body.frame_number,
    engine_number: body.engine_number ?? null,
    brand_id: trim.brand_id,
    model_id: trim.model_id,
    detail_model_id: trim.id,
    color: body.color ?? null,
    release_year: body.release_year ?? null,
    odometer_km: body.odometer_km ?? null,
    customer_id: body.customer_id ?? null,
    station_id: body.station_id ?? null,
    product_id: body.product_id ?? null,
    warranty_start: body.warranty_start ?? null,
    warranty_end: warrantyEnd,
    search_text: searchText(code, body.number_plate, body.frame_number, body.engine_number, trim.brand, trim.model),
  };
}

export async function createVehicle(db: Kysely<DB>, actor: Actor, body: VehicleBody): Promise<Vehicle> {
  const trim = await checkVehicle(db, body);
  const now = nowIso();
  const id = await createdAudited(db, actor, 'vehicle', async (trx) => {
    // The code printed on the QR label follows the id.
    const { id } = await insertCoded(
      trx,
      'vehicles',
      (temp) => ({ ...vehicleValues(body, trim, temp), code: temp, created_at: now, updated_at: now }),
      (id) => {
        const code = `VH${String(id).padStart(6, '0')}`;
        return { code, search_text: vehicleValues(body, trim, code).search_text };
      },
    );
    if (body.type === 2) await scheduleWarranty(trx, id, body.warranty_start!);
    await history(trx, actor, id, 'registered', `${trim.brand} ${trim.model}`);
    return { id, after: body };
  });
  return getVehicle(db, id);
}

/**
 * A warranty vehicle gets three yearly warranty checks (mcn services of type 2); when it has them,
 * the ones still scheduled move to the yearly dates of `start` (its warranty start was edited).
 */
async function scheduleWarranty(db: Kysely<DB>, vehicleId: number, start: string) {
  const existing = await db
    .selectFrom('mcn_services')
    .select(['id', 'sequence', 'status', 'due_date'])
    .where('vehicle_id', '=', vehicleId)
    .where('type', '=', 2)
    .execute();
  if (existing.length) {
    for (const check of existing) {
      const due = addMonths(start, check.sequence * 12);
      if (check.status === 'scheduled' && check.due_date !== due)
        await db
          .updateTable('mcn_services')
          .set({ due_date: due, updated_at: nowIso() })
          .where('id', '=', check.id)
          .execute();
    }
    return;
  }
  const now = nowIso();
  await db
    .insertInto('mcn_services')
    .values(
      [1, 2, 3].map((sequence) => ({
        vehicle_id: vehicleId,
        type: 2,
        sequence,
        package_id: null,
        status: 'scheduled' as const,
        due_date: addMonths(start, sequence * 12),
        cost: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function updateVehicle(db: Kysely<DB>, actor: Actor, id: number, body: VehicleBody): Promise<Vehicle> {
  const before = await getVehicle(db, id);
  const trim = await checkVehicle(db, body, id);
  await updateAudited(db, actor, {
    table: 'vehicles',
    entity: 'vehicle',
    id,
    set: vehicleValues(body, trim, before.code),
    before,
    after: body,
    also: async (trx) => {
      if (body.type === 2 && body.warranty_start) await scheduleWarranty(trx, id, body.warranty_start);
      if ((before.customer?.id ?? null) !== (body.customer_id ?? null))
        await history(trx, actor, id, 'owner_changed', 'Owner changed');
      else await history(trx, actor, id, 'updated', 'Vehicle edited');
    },
  });
  return getVehicle(db, id);
}

export async function changeVehicleType(db: Kysely<DB>, actor: Actor, id: number, type: 1 | 2): Promise<Vehicle> {
  const before = await getVehicle(db, id);
  if (type === 2 && !before.warranty_start)
    throw invalidField('type', 'Set the warranty start before the vehicle goes under warranty');
  await auditedChange(db, actor, columnsChange('update', 'vehicle', id, before, { type }), async (trx) => {
    await trx.updateTable('vehicles').set({ type, updated_at: nowIso() }).where('id', '=', id).execute();
    if (type === 2) await scheduleWarranty(trx, id, before.warranty_start!);
    await history(trx, actor, id, 'type_changed', type === 2 ? 'Under warranty' : 'Serviced only');
  });
  return getVehicle(db, id);
}

// ---------------------------------------------------------------------------------------------
// Service packages and machine services

export async function listPackages(db: Kysely<DB>): Promise<McnServicePackage[]> {
  const rows = await db.selectFrom('mcn_service_pkgs').selectAll().orderBy('id').execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

function serviceRows(db: Kysely<DB>) {
  return db
    .selectFrom('mcn_services as x')
    .leftJoin('stores as s', 's.id', 'x.station_id')
    .leftJoin('users as u', 'u.id', 'x.technician_id')
    .selectAll('x')
    .select(['s.name as station_name', 'u.full_name as technician_name', 'u.username as technician_username']);
}
type ServiceRow = RowOf<typeof serviceRows>;
const toService = (r: ServiceRow): McnService => ({
  ...entityFields(mcnService, r),
  type: r.type === 2 ? 2 : 1,
  station: refOf(r.station_id, r.station_name),
  technician: r.technician_id ? { id: r.technician_id, name: r.technician_name ?? r.technician_username ?? '' } : null,
  cost: Number(r.cost),
});

export async function listServices(db: Kysely<DB>, vehicleId: number, type: 1 | 2): Promise<McnService[]> {
  await getVehicle(db, vehicleId);
  const rows = await serviceRows(db)
    .where('x.vehicle_id', '=', vehicleId)
    .where('x.type', '=', type)
    .orderBy('x.sequence')
    .orderBy('x.id')
    .execute();
  return rows.map(toService);
}

/** Gives the vehicle a package from today: its visits are scheduled evenly over its months. */
export async function assignPackage(db: Kysely<DB>, actor: Actor, vehicleId: number, pkgId: number): Promise<Vehicle> {
  const vehicle = await getVehicle(db, vehicleId);
  const pkg = await db.selectFrom('mcn_service_pkgs').selectAll().where('id', '=', pkgId).executeTakeFirst();
  if (!pkg) throw notFound('Service package not found');
  if (pkg.status !== 'active') throw conflict('This service package is no longer offered');
  const start = day(new Date());
  const now = nowIso();
  await auditedChange(
    db,
    actor,
    {
      action: 'update',
      entity: 'vehicle',
      entityId: vehicleId,
      before: { package_id: vehicle.package?.id ?? null },
      after: { package_id: pkg.id },
    },
    async (trx) => {
      // Visits not yet done under an earlier package are cancelled.
      await trx
        .updateTable('mcn_services')
        .set({ status: 'cancelled', updated_at: now })
        .where('vehicle_id', '=', vehicleId)
        .where('type', '=', 1)
        .where('status', '=', 'scheduled')
        .execute();
      const last = await trx
        .selectFrom('mcn_services')
        .select((eb) => eb.fn.max('sequence').as('n'))
        .where('vehicle_id', '=', vehicleId)
        .where('type', '=', 1)
        .executeTakeFirst();
      const first = Number(last?.n ?? 0) + 1;
      await trx
        .insertInto('mcn_services')
        .values(
          Array.from({ length: pkg.services_count }, (_, i) => ({
            vehicle_id: vehicleId,
            type: 1,
            sequence: first + i,
            package_id: pkg.id,
            status: 'scheduled' as const,
            due_date: addMonths(start, Math.round((pkg.months / pkg.services_count) * (i + 1))),
            cost: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await trx
        .updateTable('vehicles')
        .set({
          package_id: pkg.id,
          package_started_at: start,
          package_ends_at: addMonths(start, pkg.months),
          updated_at: now,
        })
        .where('id', '=', vehicleId)
        .execute();
      await history(trx, actor, vehicleId, 'package_assigned', pkg.name);
    },
  );
  return getVehicle(db, vehicleId);
}

/** The warranty / service form: records a visit (done with its station, technician and work) or reschedules it. */
export async function updateService(
  db: Kysely<DB>,
  actor: Actor,
  vehicleId: number,
  serviceId: number,
  body: McnServiceUpdateBody,
): Promise<McnService> {
  await getVehicle(db, vehicleId);
  const before = await serviceRows(db)
    .where('x.id', '=', serviceId)
    .where('x.vehicle_id', '=', vehicleId)
    .executeTakeFirst();
  if (!before) throw notFound('Service not found for this vehicle');
  if (before.status === 'done' && body.status !== 'done') throw conflict('A service that is done stays done');
  const errors: FieldErrors = {};
  if (body.status === 'done' && !body.station_id) errors.station_id = ['Say which station did the work'];
  if (body.station_id && !(await isStation(db, body.station_id))) errors.station_id = ['This store is not a station'];
  if (await unknownId(db, 'users', body.technician_id)) errors.technician_id = ['Unknown user'];
  if (Object.keys(errors).length) throw invalid(errors);
  const now = nowIso();
  await auditedChange(
    db,
    actor,
    {
      action: 'update',
      entity: 'mcn_service',
      entityId: serviceId,
      before: toService(before),
      after: body,
    },
    async (trx) => {
      await trx
        .updateTable('mcn_services')
        .set({
          status: body.status,
          station_id: body.station_id ?? null,
          technician_id: body.technician_id ?? null,
          odometer_km: body.odometer_km ?? null,
          serviced_at:
            body.status === 'done' ? (body.serviced_at ? new Date(body.serviced_at).toISOString() : now) : null,
          work_done: body.work_done ?? null,
          note: body.note ?? null,
          cost: body.cost,
          updated_at: now,
        })
        .where('id', '=', serviceId)
        .execute();
      if (body.status === 'done' && body.odometer_km)
        await trx
          .updateTable('vehicles')
          .set({ odometer_km: body.odometer_km, updated_at: now })
          .where('id', '=', vehicleId)
          .execute();
      const label = before.type === 2 ? 'Warranty check' : 'Maintenance';
      await history(
        trx,
        actor,
        vehicleId,
        body.status === 'done' && before.status !== 'done' ? 'service_done' : 'service_updated',
        `${label} ${before.sequence}: ${body.status}`,
      );
    },
  );
  return toService(await serviceRows(db).where('x.id', '=', serviceId).executeTakeFirstOrThrow());
}

export async function listHistories(db: Kysely<DB>, vehicleId: number): Promise<VehicleHistory[]> {
  await getVehicle(db, vehicleId);
  const rows = await db
    .selectFrom('vehicle_histories as h')
    .leftJoin('users as u', 'u.id', 'h.user_id')
    .select(['h.id', 'h.action', 'h.description', 'h.user_id', 'u.full_name', 'u.username', 'h.created_at'])
    .where('h.vehicle_id', '=', vehicleId)
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    action: r.action as VehicleHistory['action'],
    description: r.description,
    user: r.user_id ? { id: r.user_id, name: r.full_name ?? r.username ?? '' } : null,
    created_at: r.created_at,
  }));
}

export async function customerVehicles(db: Kysely<DB>, customerId: number): Promise<Vehicle[]> {
  await getCustomer(db, customerId);
  const rows = await vehicles.select(db).where('v.customer_id', '=', customerId).orderBy('v.id', 'desc').execute();
  return rows.map(vehicles.toItem);
}

/** The customer becomes the owner of these vehicles (a sale or a transfer). */
export async function assignVehicles(
  db: Kysely<DB>,
  actor: Actor,
  customerId: number,
  vehicleIds: number[],
): Promise<Vehicle[]> {
  const customer = await getCustomer(db, customerId);
  const ids = [...new Set(vehicleIds)];
  const found = await db.selectFrom('vehicles').select(['id', 'customer_id']).where('id', 'in', ids).execute();
  const unknown = ids.filter((id) => !found.some((v) => v.id === id));
  if (unknown.length) throw invalidField('vehicle_ids', `Unknown vehicle: ${unknown.join(', ')}`);
  await auditedChange(
    db,
    actor,
    {
      action: 'update',
      entity: 'customer',
      entityId: customerId,
      after: { vehicle_ids: ids },
    },
    async (trx) => {
      await trx
        .updateTable('vehicles')
        .set({ customer_id: customerId, updated_at: nowIso() })
        .where('id', 'in', ids)
        .execute();
      for (const v of found.filter((f) => f.customer_id !== customerId)) {
        await history(trx, actor, v.id, 'owner_changed', `Owner: ${customer.full_name}`);
      }
    },
  );
  return customerVehicles(db, customerId);
}
