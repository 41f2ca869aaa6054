import {
  type Store,
  type StoreBankBody,
  type StoreCreateBody,
  type StoreDetail,
  type StoreFilterQuery,
  type StoreGeneralBody,
  type StoreIdentityBody,
  type StoreListQuery,
  type StoreStatusBody,
  store,
} from '@admin/contract';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { inSearchHits, matchesText, SEARCHED_STORES, searchHits, searchText } from '../../db/search.ts';
import { entityFields, refOf } from '../../lib/columns.ts';
import { auditedChange, insertAudited } from '../../lib/audited.ts';
import type { Page } from '../../lib/envelope.ts';
import { inOrderOf, pageOfIds } from '../../lib/paging.ts';
import { conflict, invalidField } from '../../lib/http-error.ts';
import type { StoredImage } from '../../lib/images.ts';
import { endOf, nowIso, startOf } from '../../lib/time.ts';
import { type Actor, writeAudit } from '../../lib/audit-log.ts';
import { type RowOf, rowReader, unknownId } from '../../lib/rows.ts';

const storedImage = (json: string | null): StoredImage | null => (json ? (JSON.parse(json) as StoredImage) : null);

/**
 * The ID-card pictures are private files (DATA_DIR/private): the repository answers their stored
 * paths and the route turns them into links signed for a few minutes (`signIdentity`).
 */
export function signIdentity(detail: StoreDetail, link: (file: string) => string): StoreDetail {
  const signed = (image: StoredImage | null) =>
    image && { original: link(image.original), medium: link(image.medium), small: link(image.small) };
  const { identity } = detail;
  return {
    ...detail,
    identity: { ...identity, front_image: signed(identity.front_image), back_image: signed(identity.back_image) },
  };
}

/** The uploaded ID-card files a replacement leaves unused (the shared demo pictures stay). */
export const replacedIdentityFiles = (before: StoreDetail, images: { front?: StoredImage; back?: StoredImage }) =>
  [images.front && before.identity.front_image, images.back && before.identity.back_image].filter(
    (image): image is StoredImage => Boolean(image?.original.startsWith('identity/')),
  );

function storeRows(db: Kysely<DB>) {
  return db
    .selectFrom('stores as s')
    .leftJoin('locations as l', 'l.id', 's.location_id')
    .selectAll('s')
    .select('l.name as location_name');
}
type StoreRow = RowOf<typeof storeRows>;

function toStore(r: StoreRow): Store {
  return {
    ...entityFields(store, r),
    is_station: r.is_station === 2 ? 2 : 1,
    is_loanable: r.is_loanable ? 1 : 0,
    display: r.display ? 1 : 0,
    location: refOf(r.location_id, r.location_name),
    total_sale_amount: Number(r.total_sale_amount),
  };
}

function toDetail(r: StoreRow): StoreDetail {
  return {
    ...toStore(r),
    description: r.description,
    suspended_reason: r.suspended_reason,
    identity: {
      id_number: r.id_number,
      full_name: r.id_full_name,
      date_of_birth: r.id_date_of_birth,
      issued_date: r.id_issued_date,
      issued_place: r.id_issued_place,
      front_image: storedImage(r.id_front_image),
      back_image: storedImage(r.id_back_image),
    },
    bank: { bank_account: r.bank_account, bank_account_name: r.bank_account_name, bank_name: r.bank_name },
  };
}
const stores = rowReader(storeRows, toStore, { key: 's.id', missing: 'Store not found' });

/**
 * The filters of spec section 3, each on an indexed column (a few thousand stores: counts stay
 * exact); the keyword's matches are read once per change of the stores' texts (SEARCHED_STORES).
 */
async function filtered<O>(db: Kysely<DB>, qb: SelectQueryBuilder<DB, 'stores', O>, f: StoreFilterQuery) {
  let q = qb;
  const eq = <K extends 'type' | 'is_station' | 'status' | 'is_loanable' | 'display' | 'location_id'>(
    col: K,
    v: unknown,
  ) => {
    if (v !== undefined) q = q.where((eb: ExpressionBuilder<DB, 'stores'>) => eb(`stores.${col}`, '=', v as never));
  };
  eq('type', f.type);
  eq('is_station', f.is_station);
  eq('status', f.status);
  eq('is_loanable', f.is_loanable);
  eq('display', f.display);
  eq('location_id', f.location);
  const dateCol = `stores.${f.range_date}` as const;
  if (f.within_day)
    q = q.where('stores.created_at', '>=', new Date(Date.now() - f.within_day * 86_400_000).toISOString());
  if (f.start_date) q = q.where(dateCol, '>=', startOf(f.start_date));
  if (f.end_date) q = q.where(dateCol, '<', endOf(f.end_date));
  for (const col of ['own_products', 'sold_products', 'purchased_products', 'followers'] as const) {
    const min = f[col];
    if (min !== undefined) q = q.where(`stores.${col}`, '>=', min);
  }
  if (f.keyword) q = q.where(inSearchHits(db, await searchHits(db, f.keyword, SEARCHED_STORES), sql.ref('stores.id')));
  return q;
}

export async function listStores(db: Kysely<DB>, query: StoreListQuery): Promise<Page<Store>> {
  const { page, count, sort_by, order_by, ...filters } = query;
  const base = await filtered(db, db.selectFrom('stores'), filters);
  let keys = base.select('stores.id');
  if (sort_by !== 'id') keys = keys.orderBy(`stores.${sort_by}`, order_by);
  return pageOfIds(base, keys.orderBy('stores.id', order_by), { page, count }, async (ids) =>
    inOrderOf(ids, await stores.of(db, ids)),
  );
}

export async function totalSaleAmount(db: Kysely<DB>, filters: StoreFilterQuery) {
  const row = await (
    await filtered(
      db,
      db
        .selectFrom('stores')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('stores.total_sale_amount'), sql<number>`0`).as('amount'),
          eb.fn.countAll<number>().as('n'),
        ]),
      filters,
    )
  ).executeTakeFirstOrThrow();
  return { total_sale_amount: Number(row.amount), stores: Number(row.n) };
}

export async function searchStores(
  db: Kysely<DB>,
  query: { keyword?: string; q?: string; is_station?: 1 | 2; type?: 'alliance' | 'personal'; count: number },
) {
  let q = db
    .selectFrom('stores as s')
    .leftJoin('locations as l', 'l.id', 's.location_id')
    .select(['s.id', 's.name', 's.phone', 's.is_station', 's.location_id', 'l.name as location_name']);
  const text = query.keyword ?? query.q;
  if (text) q = q.where(matchesText(db, sql.ref('s.search_text'), text));
  if (query.is_station) q = q.where('s.is_station', '=', query.is_station);
  if (query.type) q = q.where('s.type', '=', query.type);
  const rows = await q.orderBy('s.name').orderBy('s.id').limit(query.count).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    phone: r.phone,
    is_station: r.is_station === 2 ? (2 as const) : (1 as const),
    location: refOf(r.location_id, r.location_name),
  }));
}

export async function getStore(db: Kysely<DB>, id: number): Promise<StoreDetail> {
  return toDetail(await stores.row(db, id));
}

async function checkLocation(db: Kysely<DB>, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (await unknownId(db, 'locations', id)) throw invalidField('location_id', 'Unknown location');
}

const storeSearch = (name: string, phone?: string | null, email?: string | null, address?: string | null) =>
  searchText(name, phone, email, address);

export async function createStore(db: Kysely<DB>, actor: Actor, body: StoreCreateBody): Promise<StoreDetail> {
  await checkLocation(db, body.location_id);
  const id = await insertAudited(db, actor, {
    table: 'stores',
    entity: 'store',
    values: {
      name: body.name,
      phone: body.phone ?? null,
      email: body.email ?? null,
      type: body.type,
      is_station: body.is_station,
      is_loanable: 0,
      status: 'active',
      display: body.display ?? 1,
      address: body.address ?? null,
      location_id: body.location_id ?? null,
      description: body.description ?? null,
      search_text: storeSearch(body.name, body.phone, body.email, body.address),
    },
    after: body,
  });
  return getStore(db, id);
}

/** Writes some columns of a store, audited with what they were. */
async function updateStore(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  set: Partial<Record<string, string | number | null>>,
  action: 'update' | 'status' = 'update',
): Promise<StoreDetail> {
  const before = await getStore(db, id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('stores')
      .set({ ...set, updated_at: nowIso() } as never)
      .where('id', '=', id)
      .execute();
    const beforeValues = Object.fromEntries(
      Object.keys(set).map((k) => [k, (before as unknown as Record<string, unknown>)[k] ?? null]),
    );
    await writeAudit(trx, actor, { action, entity: 'store', entityId: id, before: beforeValues, after: set });
  });
  return getStore(db, id);
}

export async function updateStoreGeneral(db: Kysely<DB>, actor: Actor, id: number, body: StoreGeneralBody) {
  await getStore(db, id);
  await checkLocation(db, body.location_id);
  return updateStore(db, actor, id, {
    name: body.name,
    phone: body.phone ?? null,
    email: body.email ?? null,
    address: body.address ?? null,
    location_id: body.location_id ?? null,
    description: body.description ?? null,
    ...(body.display !== undefined && { display: body.display }),
    search_text: storeSearch(body.name, body.phone, body.email, body.address),
  });
}

export async function updateStoreIdentity(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: StoreIdentityBody,
  images: { front?: StoredImage; back?: StoredImage },
) {
  const before = await getStore(db, id);
  if (!images.front && !before.identity.front_image) throw invalidField('front_image', 'Add the front of the ID card');
  if (!images.back && !before.identity.back_image) throw invalidField('back_image', 'Add the back of the ID card');
  return updateStore(db, actor, id, {
    id_number: body.id_number,
    id_full_name: body.full_name,
    id_date_of_birth: body.date_of_birth ?? null,
    id_issued_date: body.issued_date ?? null,
    id_issued_place: body.issued_place ?? null,
    ...(images.front && { id_front_image: JSON.stringify(images.front) }),
    ...(images.back && { id_back_image: JSON.stringify(images.back) }),
  });
}

export const updateStoreBank = (db: Kysely<DB>, actor: Actor, id: number, body: StoreBankBody) =>
  updateStore(db, actor, id, { ...body });

export const setStoreLoanable = (db: Kysely<DB>, actor: Actor, id: number, isLoanable: 0 | 1) =>
  updateStore(db, actor, id, { is_loanable: isLoanable });

export const setStoreStatus = (db: Kysely<DB>, actor: Actor, id: number, body: StoreStatusBody) =>
  updateStore(
    db,
    actor,
    id,
    { status: body.status, suspended_reason: body.status === 'suspended' ? (body.reason ?? null) : null },
    'status',
  );

/** Store ↔ station. A station whose products or vehicles are on display stays one (409). */
export async function changeStoreType(db: Kysely<DB>, actor: Actor, id: number, isStation: 1 | 2) {
  const before = await getStore(db, id);
  if (before.is_station === 2 && isStation === 1) {
    const displayed = await db
      .selectFrom('products')
      .select('id')
      .where('station_id', '=', id)
      .limit(1)
      .executeTakeFirst();
    if (displayed) throw conflict('Products are on display at this station: move them before it becomes a store');
  }
  return updateStore(db, actor, id, { is_station: isStation });
}

/** Only a store without products, orders or vehicles can be deleted; suspend it otherwise. */
export async function deleteStore(db: Kysely<DB>, actor: Actor, id: number): Promise<null> {
  const before = await getStore(db, id);
  const products = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('store_id', '=', id), eb('station_id', '=', id)]))
    .executeTakeFirstOrThrow();
  if (Number(products.n) > 0)
    throw conflict(`${before.name} has ${products.n} products and cannot be deleted; suspend it instead`);
  const orders = await db.selectFrom('service_orders').select('id').where('station_id', '=', id).executeTakeFirst();
  if (orders) throw conflict(`${before.name} has service orders and cannot be deleted; suspend it instead`);
  await auditedChange(db, actor, { action: 'delete', entity: 'store', entityId: id, before }, async (trx) => {
    await trx.deleteFrom('stores').where('id', '=', id).execute();
  });
  return null;
}
