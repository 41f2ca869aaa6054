import { type Customer, type CustomerBody, customer } from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { matchesText, searchText } from '../../db/search.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { insertAudited, updateAudited } from '../../lib/audited.ts';
import { countOf, entityFields, nameOf, refOf } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { type FieldErrors, invalid } from '../../lib/http-error.ts';
import { newestPageOf } from '../../lib/paging.ts';
import { rowReader, unknownId } from '../../lib/rows.ts';

/** The owners of the vehicles the stations service (`/v1/customers`); their vehicles are in vehicles.repository.ts. */

const customers = rowReader(
  (db) =>
    db
      .selectFrom('customers as c')
      .selectAll('c')
      .select([
        nameOf('locations', 'c.location_id').as('location_name'),
        countOf('vehicles', 'customer_id', 'c.id').as('vehicles_count'),
      ]),
  (r): Customer => ({
    ...entityFields(customer, r),
    location: refOf(r.location_id, r.location_name),
    vehicles_count: Number(r.vehicles_count),
  }),
  { key: 'c.id', missing: 'Customer not found' },
);

export async function listCustomers(
  db: Kysely<DB>,
  query: { page: number; count: number; q?: string },
): Promise<Page<Customer>> {
  let base = db.selectFrom('customers');
  if (query.q) base = base.where(matchesText(db, sql.ref('customers.search_text'), query.q));
  return newestPageOf(base, 'customers.id', query, (ids) => customers.of(db, ids));
}

export const getCustomer = customers.one;

async function checkCustomer(db: Kysely<DB>, body: CustomerBody, exceptId?: number) {
  const errors: FieldErrors = {};
  let q = db.selectFrom('customers').select('id').where('phone', '=', body.phone);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) errors.phone = ['A customer with this phone exists'];
  if (await unknownId(db, 'locations', body.location_id)) errors.location_id = ['Unknown location'];
  if (Object.keys(errors).length) throw invalid(errors);
}

const customerValues = (body: CustomerBody) => ({
  full_name: body.full_name,
  phone: body.phone,
  email: body.email ?? null,
  id_number: body.id_number ?? null,
  address: body.address ?? null,
  location_id: body.location_id ?? null,
  search_text: searchText(body.full_name, body.phone, body.email, body.id_number),
});

export async function createCustomer(db: Kysely<DB>, actor: Actor, body: CustomerBody): Promise<Customer> {
  await checkCustomer(db, body);
  const id = await insertAudited(db, actor, {
    table: 'customers',
    entity: 'customer',
    values: customerValues(body),
    after: body,
  });
  return getCustomer(db, id);
}

export async function updateCustomer(db: Kysely<DB>, actor: Actor, id: number, body: CustomerBody): Promise<Customer> {
  const before = await getCustomer(db, id);
  await checkCustomer(db, body, id);
  await updateAudited(db, actor, {
    table: 'customers',
    entity: 'customer',
    id,
    set: customerValues(body),
    before,
    after: body,
  });
  return getCustomer(db, id);
}
