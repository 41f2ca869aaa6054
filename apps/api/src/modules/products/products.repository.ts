import {
  type CategoryType,
  PRODUCT_ACTION_TARGETS,
  PRODUCT_TRANSITIONS,
  RESULT_CODE,
  type Product,
  type ProductCreateBody,
  type ProductDetail,
  type ProductFilterQuery,
  type ProductListQuery,
  type ProductStatistics,
  type ProductStatusAction,
  type ProductUpdateBody,
  type SalesStatus,
  canChangeSalesStatus,
} from '@admin/contract';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { ReadFrom } from '../../db/data-versions.ts';
import type { DB } from '../../db/schema.ts';
import { type Named, namesOf } from '../../db/names.ts';
import { searchText } from '../../db/search.ts';
import { type FieldErrors, HttpError, conflict, invalid, reason } from '../../lib/http-error.ts';
import { createdAudited } from '../../lib/audited.ts';
import { type StoredImage, UPLOADS_PREFIX } from '../../lib/images.ts';
import { nowIso } from '../../lib/time.ts';
import { type Actor, statusChange, writeAudit } from '../../lib/audit-log.ts';
import { type RowOf, oneOr404 } from '../../lib/rows.ts';
import {
  decodeCursor,
  forgetProductTotals,
  nextCursor,
  pageKeys,
  productConditions,
  productTotal,
  scanFor,
  selectivityOf,
} from './product-list.ts';

/** Live listings hold their number plate and count against a personal seller's limit. */
const LIVE_STATUSES: SalesStatus[] = ['ing', 'in review', 'pending', 'blocked', 'locked', 'stop'];
/** A personal seller may have this many live listings (more: result_code 11205). */
export const PERSONAL_SELLER_LIMIT = 5;

const url = (stored: string) => `${UPLOADS_PREFIX}${stored}`;
const variants = (json: string | null) => {
  if (!json) return null;
  const v = JSON.parse(json) as StoredImage;
  return { original: url(v.original), medium: url(v.medium), small: url(v.small) };
};

/**
 * The list's row: the product's own columns; the names it shows come from the kept name maps
 * (db/names.ts: ten subqueries per row cost SQLite about 40% of a page's row read).
 */
function productRows(db: Kysely<DB>) {
  return db
    .selectFrom('products as p')
    .select([
      'p.id',
      'p.picture',
      'p.title',
      'p.phone',
      'p.seller_type',
      'p.used_status',
      'p.brand_id',
      'p.model_id',
      'p.detail_model_id',
      'p.type',
      'p.location_id',
      'p.number_plate',
      'p.release_year',
      'p.used_distance',
      'p.price',
      'p.inspection_result',
      'p.inspection_score',
      'p.inspected_at',
      'p.store_id',
      'p.created_by',
      'p.created_at',
      'p.updated_at',
      'p.row_version',
      'p.status_latest_datetime',
      'p.status_latest_user',
      'p.station_id',
      'p.is_quality_item',
      'p.sales_status',
      'p.blocked_reason',
      'p.ai_score',
    ]);
}

type ProductRow = RowOf<typeof productRows>;

/** The products of these rows, with the names they show. */
async function toProducts(db: Kysely<DB>, rows: ProductRow[]): Promise<Product[]> {
  const names = await namesOf(db, {
    brands: rows.map((r) => r.brand_id),
    models: rows.map((r) => r.model_id),
    model_details: rows.map((r) => r.detail_model_id),
    locations: rows.map((r) => r.location_id),
    stores: rows.flatMap((r) => [r.store_id, r.station_id]),
    users: rows.flatMap((r) => [r.created_by, r.status_latest_user]),
  });
  const nameOf = (map: ReadonlyMap<number, Named>, id: number | null) => (id === null ? undefined : map.get(id)?.name);
  return rows.map((r) => {
    const store = names.stores.get(r.store_id);
    const location = nameOf(names.locations, r.location_id);
    const station = nameOf(names.stores, r.station_id);
    return {
      id: r.id,
      picture: variants(r.picture),
      title: r.title,
      phone: r.phone,
      seller_type: r.seller_type,
      used_status: r.used_status,
      brand: { id: r.brand_id, name: nameOf(names.brands, r.brand_id) ?? '' },
      model: { id: r.model_id, name: nameOf(names.models, r.model_id) ?? '' },
      detail_model: { id: r.detail_model_id, name: nameOf(names.model_details, r.detail_model_id) ?? '' },
      type: r.type as CategoryType,
      location: r.location_id && location ? { id: r.location_id, name: location } : null,
      number_plate: r.number_plate,
      release_year: r.release_year,
      used_distance: r.used_distance,
      price: Number(r.price),
      inspection: r.inspection_result,
      inspection_score: r.inspection_score,
      inspection_date: r.inspected_at,
      store: { id: r.store_id, name: store?.name ?? '', is_station: store?.is_station ?? 1 },
      created_by: r.created_by
        ? { id: r.created_by, name: nameOf(names.users, r.created_by) ?? String(r.created_by) }
        : null,
      created_at: r.created_at,
      updated_at: r.updated_at,
      row_version: r.row_version,
      status_latest_datetime: r.status_latest_datetime,
      status_latest_user: r.status_latest_user
        ? { id: r.status_latest_user, name: nameOf(names.users, r.status_latest_user) ?? String(r.status_latest_user) }
        : null,
      station: r.station_id && station ? { id: r.station_id, name: station } : null,
      is_quality_item: r.is_quality_item === 1,
      sales_status: r.sales_status as SalesStatus,
      blocked_reason: r.blocked_reason,
      ai_score: r.ai_score,
    };
  });
}

/** The rows of these ids, in this order. */
async function productsByIds(db: Kysely<DB>, ids: number[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await productRows(db).where('p.id', 'in', ids).execute();
  const byId = new Map((await toProducts(db, rows)).map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ProductPage {
  items: Product[];
  total: number;
  total_is_estimate: boolean;
  next_cursor: string | null;
}

/** What the products' list reads (plugins/kept-answers.ts): an answer whose total is an estimate is not kept. */
export const PRODUCT_LIST_READS: ReadFrom = {
  rows: ['products'],
  names: ['brands', 'models', 'model_details', 'locations', 'stores', 'users'],
};

export async function listProducts(db: Kysely<DB>, query: ProductListQuery): Promise<ProductPage> {
  const { page: _page, count: _count, cursor: token, ...filters } = query;
  const cursor = token ? decodeCursor(token, query) : null;
  const cond = productConditions(filters);
  const total = await productTotal(db, filters, cond);
  // Few matches: read them through the filters' indexes; many: walk the sort's index (product-list.ts).
  const scan = scanFor(db, cond, query.sort_by, query.order_by, selectivityOf(total));
  const keys = await pageKeys(db, scan, query, cursor, total.estimate ? null : total.total);
  return {
    items: await productsByIds(
      db,
      keys.map((k) => k.id),
    ),
    total: total.total,
    total_is_estimate: total.estimate,
    next_cursor: nextCursor(keys, query),
  };
}

/** Every row of the filtered list in its order, a batch at a time (keyset), for the export. */
export async function* productBatches(db: Kysely<DB>, filters: ProductFilterQuery, batch = 1000) {
  const cond = productConditions(filters);
  const total = await productTotal(db, filters, cond);
  const scan = scanFor(db, cond, filters.sort_by, filters.order_by, selectivityOf(total));
  const query = { sort_by: filters.sort_by, order_by: filters.order_by, count: batch, page: 1 };
  let cursor = null;
  for (;;) {
    const keys = await pageKeys(db, scan, query, cursor);
    if (keys.length === 0) return;
    yield await productsByIds(
      db,
      keys.map((k) => k.id),
    );
    const token = nextCursor(keys, query);
    if (!token) return;
    cursor = decodeCursor(token, query);
  }
}

export async function getProduct(db: Kysely<DB>, id: number): Promise<Product> {
  const row = await oneOr404(productRows(db).where('p.id', '=', id), 'Product not found');
  return (await toProducts(db, [row]))[0]!;
}

export async function getProductDetail(db: Kysely<DB>, id: number): Promise<ProductDetail> {
  const product = await getProduct(db, id);
  const extra = await db
    .selectFrom('products')
    .select(['description', 'color', 'previous_sales_status', 'picture'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom('product_images')
    .select(['id', 'sort', 'original', 'medium', 'small'])
    .where('product_id', '=', id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const specs = await db
    .selectFrom('model_detail_specs as v')
    .innerJoin('model_specs as s', 's.id', 'v.spec_id')
    .select(['v.spec_id', 's.name', 's.unit', 'v.value'])
    .where('v.detail_id', '=', product.detail_model!.id)
    .orderBy('s.sort')
    .orderBy('s.id')
    .execute();
  return {
    ...product,
    description: extra.description,
    color: extra.color,
    previous_sales_status: (extra.previous_sales_status as SalesStatus | null) ?? null,
    images: images.length
      ? images.map((i) => ({
          id: i.id,
          sort: i.sort,
          original: url(i.original),
          medium: url(i.medium),
          small: url(i.small),
        }))
      : // Products bulk-loaded by the seed carry only their picture.
        product.picture
        ? [{ id: 0, sort: 0, ...product.picture }]
        : [],
    specs,
  };
}

export async function getProductStatistics(db: Kysely<DB>, id: number): Promise<ProductStatistics> {
  const row = await oneOr404(
    db
      .selectFrom('products')
      .select(['id', 'view_count', 'favourite_count', 'call_count', 'chat_count'])
      .where('id', '=', id),
    'Product not found',
  );
  return {
    product_id: row.id,
    views: row.view_count,
    favourites: row.favourite_count,
    calls: row.call_count,
    chats: row.chat_count,
  };
}

// ---------------------------------------------------------------------------------------------
// Counters kept with every write

async function bumpStatusCount(db: Kysely<DB>, status: string, type: number, delta: number) {
  await db
    .insertInto('product_counts')
    .values({ sales_status: status, type, n: delta })
    .onConflict((oc) => oc.columns(['sales_status', 'type']).doUpdateSet({ n: sql`product_counts.n + ${delta}` }))
    .execute();
}

/** Store counters: own products (not deleted), sold products and the amount sold. */
async function bumpStore(db: Kysely<DB>, storeId: number, status: string, price: number, sign: 1 | -1) {
  const own = status === 'delete' ? 0 : sign;
  const sold = status === 'done' ? sign : 0;
  if (own === 0 && sold === 0) return;
  await db
    .updateTable('stores')
    .set({
      own_products: sql`own_products + ${own}`,
      sold_products: sql`sold_products + ${sold}`,
      total_sale_amount: sql`total_sale_amount + ${sold * price}`,
    })
    .where('id', '=', storeId)
    .execute();
}

interface Counted {
  sales_status: string;
  type: number;
  store_id: number;
  price: number;
  detail_model_id: number;
}

/** Moves a product's contribution to the counters from `before` to `after` (null: none). */
export async function recount(db: Kysely<DB>, before: Counted | null, after: Counted | null) {
  if (before) {
    await bumpStatusCount(db, before.sales_status, before.type, -1);
    await bumpStore(db, before.store_id, before.sales_status, Number(before.price), -1);
  }
  if (after) {
    await bumpStatusCount(db, after.sales_status, after.type, 1);
    await bumpStore(db, after.store_id, after.sales_status, Number(after.price), 1);
  }
  if (before?.detail_model_id !== after?.detail_model_id) {
    if (before)
      await db
        .updateTable('model_details')
        .set({ product_count: sql`product_count - 1` })
        .where('id', '=', before.detail_model_id)
        .execute();
    if (after)
      await db
        .updateTable('model_details')
        .set({ product_count: sql`product_count + 1` })
        .where('id', '=', after.detail_model_id)
        .execute();
  }
  forgetProductTotals();
}

// ---------------------------------------------------------------------------------------------
// Create and edit

/** The product-create failures kept as the spec gives them (HTTP 409, the message shown as is). */
const createFailed = (message: string, field?: string) =>
  new HttpError(409, RESULT_CODE.PRODUCT_CREATE_FAILED, message, field ? { [field]: [message] } : undefined);
const sellerRejected = (message: string) => new HttpError(409, RESULT_CODE.PRODUCT_CREATE_REJECTED, message);

async function trimOf(db: Kysely<DB>, detailId: number) {
  return db
    .selectFrom('model_details as d')
    .innerJoin('models as m', 'm.id', 'd.model_id')
    .innerJoin('brands as b', 'b.id', 'd.brand_id')
    .select(['d.id', 'd.model_id', 'd.brand_id', 'd.type', 'd.name', 'd.status', 'm.name as model', 'b.name as brand'])
    .where('d.id', '=', detailId)
    .executeTakeFirst();
}

async function plateHolder(db: Kysely<DB>, plate: string, exceptId?: number) {
  let q = db
    .selectFrom('products')
    .select('id')
    .where('number_plate', '=', plate)
    .where('sales_status', 'in', LIVE_STATUSES);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

/** The live products holding these number plates: plate → product id (an import's check, as the create's). */
export async function listedPlates(db: Kysely<DB>, plates: readonly string[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for (let i = 0; i < plates.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'number_plate'])
      .where('number_plate', 'in', plates.slice(i, i + 500))
      .where('sales_status', 'in', LIVE_STATUSES)
      .execute();
    for (const r of rows) if (r.number_plate) held.set(r.number_plate, r.id);
  }
  return held;
}

/** How many live products a store has (a personal seller's are limited to PERSONAL_SELLER_LIMIT). */
export async function liveProductCount(db: Kysely<DB>, storeId: number): Promise<number> {
  const live = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('store_id', '=', storeId)
    .where('sales_status', 'in', LIVE_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(live.n);
}

/** Whether the store `id` is a service station (`is_station` 2). */
export async function isStation(db: Kysely<DB>, id: number) {
  return !!(await db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', id)
    .where('is_station', '=', 2)
    .executeTakeFirst());
}

async function locationName(db: Kysely<DB>, id: number | null) {
  if (id === null) return null;
  return (await db.selectFrom('locations').select('name').where('id', '=', id).executeTakeFirst())?.name ?? null;
}

/**
 * Registers a product: the create route's (its pictures required there) and an import's rows (no
 * pictures: such a product waits in review for them), `origin` the import it came from, kept in
 * its creation's audit entry.
 */
export async function createProduct(
  db: Kysely<DB>,
  actor: Actor,
  body: ProductCreateBody,
  images: StoredImage[],
  origin?: { import_id: number },
): Promise<Product> {
  const errors: FieldErrors = {};
  const trim = await trimOf(db, body.detail_model_id);
  if (!trim) errors.detail_model_id = ['Unknown trim'];
  else if (trim.status !== 'active') errors.detail_model_id = ['This trim is no longer offered'];
  const store = await db
    .selectFrom('stores')
    .select(['id', 'name', 'type', 'status'])
    .where('id', '=', body.store_id)
    .executeTakeFirst();
  if (!store) errors.store_id = ['Unknown seller'];
  const location = await locationName(db, body.location_id);
  if (!location) errors.location_id = ['Unknown location'];
  if (body.station_id !== undefined && !(await isStation(db, body.station_id)))
    errors.station_id = ['This store is not a station'];
  if (Object.keys(errors).length) throw invalid(errors);

  if (store!.status !== 'active')
    throw sellerRejected('This seller is suspended and cannot post products').saying(reason('seller_suspended'));
  if (store!.type === 'personal') {
    if ((await liveProductCount(db, store!.id)) >= PERSONAL_SELLER_LIMIT)
      throw sellerRejected(`A personal seller may have at most ${PERSONAL_SELLER_LIMIT} products on sale`).saying(
        reason('seller_limit', { limit: PERSONAL_SELLER_LIMIT }),
      );
  }
  if (body.number_plate) {
    const holder = await plateHolder(db, body.number_plate);
    if (holder)
      throw createFailed(
        `Number plate ${body.number_plate} is already listed (product #${holder.id})`,
        'number_plate',
      ).saying(reason('plate_listed', { plate: body.number_plate, product: `#${holder.id}` }));
  }

  const now = nowIso();
  const t = trim!;
  const id = await createdAudited(db, actor, 'product', async (trx) => {
    const row = {
      title: body.title,
      description: body.description,
      phone: body.phone ?? null,
      store_id: store!.id,
      seller_type: store!.type,
      used_status: body.used_status,
      brand_id: t.brand_id,
      model_id: t.model_id,
      detail_model_id: t.id,
      type: t.type,
      location_id: body.location_id,
      number_plate: body.number_plate ?? null,
      release_year: body.release_year ?? null,
      used_distance: body.used_distance ?? (body.used_status === 'new' ? 0 : null),
      price: body.price,
      color: body.color ?? null,
      station_id: body.station_id ?? null,
      is_quality_item: body.is_quality_item ? 1 : 0,
      sales_status: body.sales_status,
      picture: images[0] ? JSON.stringify(images[0]) : null,
      created_by: actor.userId,
      status_latest_user: actor.userId,
      status_latest_datetime: now,
      search_text: searchText(
        body.title,
        t.brand,
        t.model,
        t.name,
        body.number_plate,
        body.phone,
        location,
        store!.name,
      ),
      created_at: now,
      updated_at: now,
    };
    const { id } = await trx.insertInto('products').values(row).returning('id').executeTakeFirstOrThrow();
    if (images.length > 0)
      await trx
        .insertInto('product_images')
        .values(images.map((img, sort) => ({ product_id: id, sort, ...img })))
        .execute();
    await recount(trx, null, row);
    return { id, after: origin ? { ...row, ...origin } : row };
  });
  return getProduct(db, id);
}

async function countedRow(db: Kysely<DB>, id: number) {
  const row = await oneOr404(
    db
      .selectFrom('products')
      .select([
        'id',
        'title',
        'phone',
        'sales_status',
        'previous_sales_status',
        'blocked_reason',
        'type',
        'store_id',
        'price',
        'detail_model_id',
        'location_id',
        'number_plate',
      ])
      .where('id', '=', id),
    'Product not found',
  );
  return { ...row, price: Number(row.price) };
}

/** `PUT /v3/products/{id}` and the station edit: the listing's fields; a new trim moves make, model and category. */
export async function updateProduct(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  body: ProductUpdateBody,
  changes: { addImages?: StoredImage[]; removeImageIds?: number[] } = {},
): Promise<Product> {
  const before = await countedRow(db, id);
  const errors: FieldErrors = {};
  const trim = await trimOf(db, body.detail_model_id ?? before.detail_model_id);
  if (!trim) errors.detail_model_id = ['Unknown trim'];
  const locationId = body.location_id ?? before.location_id;
  const location = await locationName(db, locationId);
  if (body.location_id !== undefined && !location) errors.location_id = ['Unknown location'];
  if (body.station_id !== undefined && !(await isStation(db, body.station_id)))
    errors.station_id = ['This store is not a station'];
  if (Object.keys(errors).length) throw invalid(errors);
  const plate = body.number_plate ?? before.number_plate;
  if (body.number_plate && LIVE_STATUSES.includes(before.sales_status as SalesStatus)) {
    const holder = await plateHolder(db, body.number_plate, id);
    if (holder)
      throw conflict(`Number plate ${body.number_plate} is already listed (product #${holder.id})`).saying(
        reason('plate_listed', { plate: body.number_plate, product: `#${holder.id}` }),
      );
  }
  const t = trim!;
  const store = await db
    .selectFrom('stores')
    .select('name')
    .where('id', '=', before.store_id)
    .executeTakeFirstOrThrow();
  const title = body.title ?? before.title;
  const phone = body.phone ?? before.phone;
  await db.transaction().execute(async (trx) => {
    const set = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.phone !== undefined && { phone: body.phone }),
      ...(body.used_status !== undefined && { used_status: body.used_status }),
      ...(body.price !== undefined && { price: body.price }),
      ...(body.location_id !== undefined && { location_id: body.location_id }),
      ...(body.number_plate !== undefined && { number_plate: body.number_plate }),
      ...(body.release_year !== undefined && { release_year: body.release_year }),
      ...(body.used_distance !== undefined && { used_distance: body.used_distance }),
      ...(body.color !== undefined && { color: body.color }),
      ...(body.station_id !== undefined && { station_id: body.station_id }),
      ...(body.is_quality_item !== undefined && { is_quality_item: body.is_quality_item ? 1 : 0 }),
      ...(body.ai_score !== undefined && { ai_score: body.ai_score }),
      brand_id: t.brand_id,
      model_id: t.model_id,
      detail_model_id: t.id,
      type: t.type,
      search_text: searchText(title, t.brand, t.model, t.name, plate, phone, location, store.name),
      updated_at: nowIso(),
    };
    await trx.updateTable('products').set(set).where('id', '=', id).execute();
    if (changes.removeImageIds?.length) {
      await trx
        .deleteFrom('product_images')
        .where('product_id', '=', id)
        .where('id', 'in', changes.removeImageIds)
        .execute();
    }
    if (changes.addImages?.length) {
      const last = await trx
        .selectFrom('product_images')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('product_id', '=', id)
        .executeTakeFirst();
      const start = last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1;
      await trx
        .insertInto('product_images')
        .values(changes.addImages.map((img, i) => ({ product_id: id, sort: start + i, ...img })))
        .execute();
    }
    if (changes.addImages?.length || changes.removeImageIds?.length) {
      const first = await trx
        .selectFrom('product_images')
        .select(['original', 'medium', 'small'])
        .where('product_id', '=', id)
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirst();
      if (!first) throw invalid({ images: ['A product keeps at least one picture'] });
      await trx
        .updateTable('products')
        .set({ picture: JSON.stringify(first) })
        .where('id', '=', id)
        .execute();
    }
    const after = { ...before, ...set, price: body.price ?? before.price };
    await recount(trx, before, after);
    await writeAudit(trx, actor, { action: 'update', entity: 'product', entityId: id, before, after: set });
  });
  return getProduct(db, id);
}

// ---------------------------------------------------------------------------------------------
// Status

/**
 * Moves a product to `to` if the transition is allowed (PRODUCT_TRANSITIONS) and, when
 * `onlyFrom` is given, only from those statuses; records who and when. The update is
 * conditional on the status read, so two staff acting at once cannot both win.
 */
export async function changeProductStatus(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  to: SalesStatus,
  options: { reason?: string | null; onlyFrom?: SalesStatus[]; action?: string } = {},
): Promise<Product> {
  const before = await countedRow(db, id);
  const from = before.sales_status as SalesStatus;
  const allowed = options.onlyFrom ? options.onlyFrom.includes(from) : canChangeSalesStatus(from, to);
  if (!allowed) {
    const targets = PRODUCT_TRANSITIONS[from];
    throw conflict(
      options.onlyFrom
        ? `Only a product that is ${options.onlyFrom.map((s) => `'${s}'`).join(' or ')} can be ${options.action ?? 'changed'}; this one is '${from}'`
        : `A product that is '${from}' cannot become '${to}'${targets.length ? ` (allowed: ${targets.join(', ')})` : ''}`,
    ).saying(reason('move_refused', { kind: 'product', record: `#${id}`, from, to }));
  }
  if (LIVE_STATUSES.includes(to) && !LIVE_STATUSES.includes(from) && before.number_plate) {
    const holder = await plateHolder(db, before.number_plate, id);
    if (holder)
      throw conflict(`Number plate ${before.number_plate} is already listed again (product #${holder.id})`).saying(
        reason('plate_listed', { plate: before.number_plate, product: `#${holder.id}` }),
      );
  }
  const now = nowIso();
  await db.transaction().execute(async (trx: Transaction<DB>) => {
    const set = {
      sales_status: to,
      previous_sales_status: to === 'delete' ? from : before.previous_sales_status,
      // a deleted product keeps its block reason, so a restore brings back a blocked product whole
      blocked_reason:
        to === 'blocked'
          ? (options.reason ?? before.blocked_reason ?? null)
          : to === 'delete'
            ? before.blocked_reason
            : null,
      status_latest_user: actor.userId,
      status_latest_datetime: now,
      updated_at: now,
    };
    const result = await trx
      .updateTable('products')
      .set(set)
      .where('id', '=', id)
      .where('sales_status', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw conflict('The product was changed meanwhile; reload it and try again');
    await recount(trx, before, { ...before, sales_status: to });
    await writeAudit(
      trx,
      actor,
      statusChange(
        'product',
        id,
        { sales_status: from },
        { sales_status: to, blocked_reason: set.blocked_reason, action: options.action ?? 'status' },
      ),
    );
  });
  return getProduct(db, id);
}

export const approveProduct = (db: Kysely<DB>, actor: Actor, id: number) =>
  changeProductStatus(db, actor, id, 'ing', { onlyFrom: ['in review'], action: 'approved' });

export const confirmSales = (db: Kysely<DB>, actor: Actor, id: number) =>
  changeProductStatus(db, actor, id, 'done', { onlyFrom: ['ing', 'pending'], action: 'confirmed as sold' });

export const deleteProduct = (db: Kysely<DB>, actor: Actor, id: number) =>
  changeProductStatus(db, actor, id, 'delete', {
    onlyFrom: ['ing', 'in review', 'pending', 'blocked', 'locked', 'stop', 'done'],
    action: 'deleted',
  });

/** Restore brings back the status the product had before it was deleted (`in review` if unknown). */
export async function restoreProduct(db: Kysely<DB>, actor: Actor, id: number): Promise<Product> {
  const row = await countedRow(db, id);
  const back = (row.previous_sales_status as SalesStatus | null) ?? 'in review';
  return changeProductStatus(db, actor, id, back === 'delete' ? 'in review' : back, {
    onlyFrom: ['delete'],
    action: 'restored',
  });
}

/** The ids of the products that match the list's filters, in the list's order, at most `limit` (a bulk action's rows). */
export async function productIdsMatching(
  db: Kysely<DB>,
  filters: ProductFilterQuery,
  limit: number,
): Promise<number[]> {
  const cond = productConditions(filters);
  const total = await productTotal(db, filters, cond);
  const scan = scanFor(db, cond, filters.sort_by, filters.order_by, selectivityOf(total));
  const keys = await pageKeys(
    db,
    scan,
    { sort_by: filters.sort_by, order_by: filters.order_by, count: limit, page: 1 },
    null,
  );
  return keys.map((k) => k.id);
}

/** One of the row menu's status actions on a product, as its single call makes it. */
export function runProductAction(
  db: Kysely<DB>,
  actor: Actor,
  id: number,
  action: ProductStatusAction | 'delete' | 'restore',
  blockedReason?: string | null,
): Promise<Product> {
  switch (action) {
    case 'approve':
      return approveProduct(db, actor, id);
    case 'confirmSales':
      return confirmSales(db, actor, id);
    case 'block':
      return changeProductStatus(db, actor, id, 'blocked', { reason: blockedReason });
    case 'delete':
      return deleteProduct(db, actor, id);
    case 'restore':
      return restoreProduct(db, actor, id);
    default:
      return changeProductStatus(db, actor, id, PRODUCT_ACTION_TARGETS[action]);
  }
}
