import fs from 'node:fs';
import path from 'node:path';
import { CHECKLIST_ITEMS, type SalesStatus, checklistOutcome } from '@admin/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import { type StoredImage, loadSharp, storedImagePaths, webpVariant } from '../lib/images.ts';
import { detailRows } from '../modules/brands/public.ts';
import { privateDirBeside } from '../plugins/private-files.ts';
import {
  PG_PRODUCT_TRGM,
  PRODUCT_INDEXES,
  SQLITE_PRODUCT_FTS,
  createProductIndex,
} from '../db/migrations/0002-marketplace.ts';
import { SQLITE_SEARCH_VERSION } from '../db/migrations/0033-search-plans.ts';
import type { ProductsTable } from '../db/schema-marketplace.ts';
import type { DB } from '../db/schema.ts';
import { dialectOf, searchText } from '../db/search.ts';
import {
  BANKS,
  BLOCK_REASONS,
  BRANDS,
  COLORS,
  FAMILY_NAMES,
  GIVEN_NAMES,
  MIDDLE_NAMES,
  PICTURE_COLORS,
  SERVICE_PACKAGES,
  SPECS,
  STORE_KINDS,
  STORE_WORDS,
  STREETS,
  TITLE_PHRASES,
  TRIMS,
} from './marketplace-data.ts';
import { PROVINCES } from './provinces.ts';

/** Products of the demo data (`npm start`, every test app). */
export const DEMO_PRODUCTS = 3000;
const DEMO_STORES = 240;
/** Every eighth store is a station. */
const STATION_EVERY = 8;

const HOUR = 3_600_000;
/** Demo products are registered six hours apart from here; bulk ones 30 seconds apart after them. */
const PRODUCTS_START = Date.UTC(2023, 5, 1, 1, 0, 0);
const STORES_START = Date.UTC(2022, 0, 10, 2, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();
/** The last demo listings are recent: 9 hours apart up to the seed's run, so the dashboard has a month. */
const RECENT_LISTINGS = 120;
export const productTime = (ordinal: number, now: number) =>
  ordinal <= DEMO_PRODUCTS - RECENT_LISTINGS
    ? PRODUCTS_START + ordinal * 6 * HOUR
    : ordinal <= DEMO_PRODUCTS
      ? now - (DEMO_PRODUCTS - ordinal + 1) * 9 * HOUR
      : PRODUCTS_START + DEMO_PRODUCTS * 6 * HOUR + (ordinal - DEMO_PRODUCTS) * 30_000;

/** A small deterministic generator (mulberry32): the same ordinal always gives the same row. */
function random(seed: number) {
  let a = (seed * 2654435761) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

/** Hà Nội and Hồ Chí Minh hold a fifth of the listings each; the rest spread over the provinces. */
function pickProvince(r: ReturnType<typeof random>) {
  const x = r.next();
  if (x < 0.2) return PROVINCES[0]!;
  if (x < 0.42) return PROVINCES.find((p) => p.id === 79)!;
  return r.pick(PROVINCES);
}

const personName = (r: ReturnType<typeof random>) =>
  `${r.pick(FAMILY_NAMES)} ${r.pick(MIDDLE_NAMES)} ${r.pick(GIVEN_NAMES)}`;
const phoneOf = (r: ReturnType<typeof random>) => `09${String(r.int(0, 99_999_999)).padStart(8, '0')}`;

// ---------------------------------------------------------------------------------------------
// Pictures

export type DemoPicture = StoredImage;

function bikeSvg(color: string) {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="#f4f6f8"/>
  <rect y="500" width="800" height="100" fill="#dfe3e8"/>
  <circle cx="210" cy="430" r="105" fill="none" stroke="#263238" stroke-width="26"/>
  <circle cx="590" cy="430" r="105" fill="none" stroke="#263238" stroke-width="26"/>
  <path d="M210 430 L350 310 L520 310 L590 430" stroke="${color}" stroke-width="38" fill="none" stroke-linejoin="round"/>
  <rect x="330" y="250" width="200" height="70" rx="32" fill="${color}"/>
  <path d="M300 245 L430 245" stroke="#263238" stroke-width="26" stroke-linecap="round"/>
  <path d="M520 310 L565 195 L630 185" stroke="#263238" stroke-width="18" fill="none" stroke-linecap="round"/>
</svg>`);
}

function idCardSvg(side: 'front' | 'back') {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540">
  <rect width="856" height="540" rx="36" fill="${side === 'front' ? '#e3f2fd' : '#fff8e1'}"/>
  <rect x="40" y="40" width="776" height="60" rx="10" fill="#c62828"/>
  ${side === 'front' ? '<rect x="60" y="150" width="220" height="280" rx="12" fill="#90a4ae"/>' : '<rect x="60" y="150" width="300" height="120" rx="12" fill="#90a4ae"/>'}
  <rect x="320" y="170" width="460" height="26" rx="8" fill="#78909c"/>
  <rect x="320" y="230" width="380" height="26" rx="8" fill="#78909c"/>
  <rect x="320" y="290" width="420" height="26" rx="8" fill="#78909c"/>
</svg>`);
}

async function writeImage(baseDir: string, name: string, svg: Buffer): Promise<DemoPicture> {
  fs.mkdirSync(path.join(baseDir, 'demo'), { recursive: true });
  const stored = storedImagePaths('demo', name, 'jpg');
  if (!fs.existsSync(path.join(baseDir, stored.small))) {
    const sharp = await loadSharp();
    await sharp(svg).jpeg({ quality: 80 }).toFile(path.join(baseDir, stored.original));
    for (const size of ['medium', 'small'] as const) {
      await webpVariant(sharp(svg), size, 80).toFile(path.join(baseDir, stored[size]));
    }
  }
  return stored;
}

/**
 * The demo pictures, made once with sharp and shared by every product and store: the bikes in the
 * uploads folder, the ID cards among the private files beside it (never served publicly).
 */
export async function ensureDemoPictures(uploadsDir: string) {
  const bikes: DemoPicture[] = [];
  for (const [i, color] of PICTURE_COLORS.entries())
    bikes.push(await writeImage(uploadsDir, `bike-${i + 1}`, bikeSvg(color)));
  const privateDir = privateDirBeside(uploadsDir);
  const idFront = await writeImage(privateDir, 'id-card-front', idCardSvg('front'));
  const idBack = await writeImage(privateDir, 'id-card-back', idCardSvg('back'));
  return { bikes, idFront, idBack };
}

// ---------------------------------------------------------------------------------------------
// Reference data: brands, models, trims, specs, packages

interface Trim {
  id: number;
  model_id: number;
  brand_id: number;
  type: number;
  name: string;
  year: number;
  price: number;
  brand: string;
  model: string;
  cc: number;
}

const slugOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function seedReference(db: Kysely<DB>, now: string) {
  const specIds = new Map<string, number>();
  for (const [i, spec] of SPECS.entries()) {
    const { id } = await db
      .insertInto('model_specs')
      .values({ name: spec.name, unit: spec.unit, input_type: spec.input_type, sort: i + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    specIds.set(spec.name, id);
    if (spec.options) {
      await db
        .insertInto('model_spec_details')
        .values(spec.options.map((value) => ({ spec_id: id, value })))
        .execute();
    }
  }
  for (const [bi, brand] of BRANDS.entries()) {
    const { id: brandId } = await db
      .insertInto('brands')
      .values({
        name: brand.name,
        slug: slugOf(brand.name),
        country: brand.country,
        sort: bi + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [mi, m] of brand.models.entries()) {
      const { id: modelId } = await db
        .insertInto('models')
        .values({ brand_id: brandId, name: m.name, type: m.type, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [ti, trim] of TRIMS[m.type].entries()) {
        const year = 2021 + ((mi + ti) % 4);
        const { id: detailId } = await db
          .insertInto('model_details')
          .values({
            model_id: modelId,
            brand_id: brandId,
            type: m.type,
            name: `${m.name} ${year} ${trim.name}`,
            year,
            price: Math.round((m.price * trim.factor) / 100_000) * 100_000,
            status: 'active',
            product_count: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const electric = m.type === 4;
        const values: [string, string][] = [
          ['Dung tích xi-lanh', electric ? '0' : String(m.cc)],
          [
            'Loại động cơ',
            electric
              ? 'Động cơ điện'
              : m.cc > 900
                ? 'Xăng, 4 xi-lanh'
                : m.cc > 400
                  ? 'Xăng, 2 xi-lanh'
                  : 'Xăng, 4 thì, xi-lanh đơn',
          ],
          ['Công suất tối đa', String(electric ? 2 + (m.price % 7) : Math.round(m.cc / 14 + ti))],
          ['Khối lượng', String(electric ? 95 + ti * 3 : Math.round(90 + m.cc / 6))],
          ['Phanh', trim.name === 'ABS' ? 'Phanh đĩa ABS' : trim.name === 'Phanh cơ' ? 'Phanh cơ' : 'Phanh đĩa'],
          ['Chiều cao yên', String(760 + ((m.cc + ti * 10) % 80))],
          electric
            ? ['Quãng đường mỗi lần sạc', String(80 + ti * 40 + (m.price % 50))]
            : ['Dung tích bình xăng', String(m.cc > 400 ? 14 + ti : 4 + (m.cc % 3))],
        ];
        await db
          .insertInto('model_detail_specs')
          .values(values.map(([name, value]) => ({ detail_id: detailId, spec_id: specIds.get(name)!, value })))
          .execute();
      }
    }
  }
  await db
    .insertInto('mcn_service_pkgs')
    .values(SERVICE_PACKAGES.map((p) => ({ ...p, status: 'active' as const })))
    .execute();
}

async function loadTrims(db: Kysely<DB>): Promise<Trim[]> {
  const rows = await detailRows(db).orderBy('d.id').execute();
  const cc = new Map(BRANDS.flatMap((b) => b.models.map((m) => [`${b.name}/${m.name}`, m.cc])));
  return rows.map(({ id, model_id, brand_id, type, name, year, price, brand_name, model_name }) => ({
    id,
    model_id,
    brand_id,
    type,
    name,
    year: year ?? 2022,
    price: Number(price ?? 30_000_000),
    brand: brand_name,
    model: model_name,
    cc: cc.get(`${brand_name}/${model_name}`) ?? 125,
  }));
}

// ---------------------------------------------------------------------------------------------
// Stores

/** Store `ordinal` (from 1): every eighth a station; a third personal sellers. */
function storeRow(ordinal: number, pictures: { idFront: DemoPicture; idBack: DemoPicture }) {
  const r = random(ordinal + 7_000_000);
  const province = pickProvince(r);
  const station = ordinal % STATION_EVERY === 1;
  const personal = !station && ordinal % 3 === 0;
  const owner = personName(r);
  const name = station
    ? `Trạm dịch vụ ${province.name} ${Math.ceil(ordinal / STATION_EVERY)}`
    : personal
      ? owner
      : `${r.pick(STORE_KINDS)} ${r.pick(STORE_WORDS)} ${ordinal}`;
  const phone = phoneOf(r);
  const email = personal ? null : `store${ordinal}@example.vn`;
  const address = `${r.int(1, 300)} ${r.pick(STREETS)}, ${province.name}`;
  const created = STORES_START + ordinal * 9 * HOUR;
  const verified = r.chance(0.7);
  const json = (p: DemoPicture) => JSON.stringify(p);
  return {
    name,
    phone,
    email,
    type: personal ? ('personal' as const) : ('alliance' as const),
    is_station: station ? 2 : 1,
    is_loanable: !personal && r.chance(0.4) ? 1 : 0,
    status: r.chance(0.06) ? ('suspended' as const) : ('active' as const),
    suspended_reason: null as string | null,
    display: r.chance(0.9) ? 1 : 0,
    address,
    location_id: province.id,
    description: personal ? null : `Chuyên mua bán, trao đổi xe máy cũ và mới tại ${province.name}.`,
    id_number: verified ? `0${String(r.int(10_000_000_000, 99_999_999_999))}` : null,
    id_full_name: verified ? owner : null,
    id_date_of_birth: verified ? `19${r.int(70, 99)}-0${r.int(1, 9)}-1${r.int(0, 9)}` : null,
    id_issued_date: verified ? `20${r.int(15, 23)}-0${r.int(1, 9)}-2${r.int(0, 8)}` : null,
    id_issued_place: verified ? 'Cục Cảnh sát QLHC về TTXH' : null,
    id_front_image: verified ? json(pictures.idFront) : null,
    id_back_image: verified ? json(pictures.idBack) : null,
    bank_account: verified ? String(r.int(100_000_000, 999_999_999_999)) : null,
    bank_account_name: verified ? owner.toUpperCase() : null,
    bank_name: verified ? r.pick(BANKS) : null,
    own_products: 0,
    sold_products: 0,
    purchased_products: r.int(0, 12),
    followers: r.int(0, 2500),
    total_sale_amount: 0,
    search_text: searchText(name, phone, email, address),
    created_at: iso(created),
    updated_at: iso(created + r.int(0, 300) * 24 * HOUR),
  };
}

async function addStores(
  db: Kysely<DB>,
  from: number,
  to: number,
  pictures: Awaited<ReturnType<typeof ensureDemoPictures>>,
) {
  const rows = [];
  for (let i = from; i <= to; i++) {
    const row = storeRow(i, pictures);
    if (row.status === 'suspended') row.suspended_reason = 'Vi phạm quy định đăng tin';
    rows.push(row);
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('stores')
      .values(rows.slice(i, i + 500))
      .execute();
}

// ---------------------------------------------------------------------------------------------
// Products

export interface ProductContext {
  trims: Trim[];
  stores: { id: number; name: string; type: 'alliance' | 'personal'; location_id: number | null; is_station: number }[];
  stations: number[];
  staff: number[];
  pictures: DemoPicture[];
  /** When the seed runs (whole hours): the recent listings are dated before it. */
  now: number;
}

const STATUS_WEIGHTS: [SalesStatus, number][] = [
  ['ing', 0.55],
  ['in review', 0.1],
  ['done', 0.15],
  ['pending', 0.04],
  ['blocked', 0.05],
  ['delete', 0.05],
  ['locked', 0.03],
  ['stop', 0.03],
];
const PLATE_LETTERS = 'ABCDEFGHKLMNPSTUVXYZ';
const provinceNames = new Map(PROVINCES.map((p) => [p.id, p.name]));

/** Product `ordinal` (from 1), the same on every run and either database. */
export function productRow(ordinal: number, ctx: ProductContext): Insertable<ProductsTable> {
  const r = random(ordinal);
  const trim = r.pick(ctx.trims);
  const store = ctx.stores[Math.floor(r.next() * ctx.stores.length)]!;
  const province = store.location_id && r.chance(0.8) ? store.location_id : pickProvince(r).id;
  const used = r.chance(0.85);
  const created = productTime(ordinal, ctx.now);
  const past = (ms: number) => Math.min(ms, ctx.now);
  let x = r.next();
  let status: SalesStatus = 'ing';
  for (const [s, w] of STATUS_WEIGHTS) {
    if (x < w) {
      status = s;
      break;
    }
    x -= w;
  }
  // a listing waits for review from the day it is posted: the queue is most of the last two weeks' listings
  const recent = created > ctx.now - 14 * 24 * HOUR;
  if (status === 'in review' && !recent) status = 'ing';
  if (recent && r.chance(0.6)) status = 'in review';
  const year = used ? trim.year - r.int(0, 5) : trim.year;
  const releaseYear = `${year}.${String(r.int(1, 12)).padStart(2, '0')}`;
  const age = 2025 - year;
  const price = Math.max(
    3_000_000,
    Math.round((trim.price * (used ? Math.max(0.35, 0.92 - age * 0.08 - r.next() * 0.1) : 1)) / 100_000) * 100_000,
  );
  const plateCode = 11 + (province % 89);
  const plate = used
    ? `${plateCode}${PLATE_LETTERS[ordinal % 20]}${(ordinal >> 3) % 10}-${String(ordinal % 1000).padStart(3, '0')}.${String(Math.floor(ordinal / 1000) % 100).padStart(2, '0')}`
    : null;
  const distance = used ? (r.chance(0.02) ? -1 : r.int(800, 60_000)) : 0;
  const phone = phoneOf(r);
  const color = r.pick(COLORS);
  const title = `${trim.brand} ${trim.model} ${year} ${color.toLowerCase()} ${r.pick(TITLE_PHRASES)}`;
  const changed = status !== 'in review';
  const statusTime = changed ? past(created + r.int(1, 240) * HOUR) : null;
  const inspected = r.chance(0.25);
  const inspectionPassed = r.chance(0.8);
  const location = provinceNames.get(province) ?? '';
  const station = r.chance(0.08) && ctx.stations.length ? r.pick(ctx.stations) : null;
  const picture = ctx.pictures[COLORS.indexOf(color)] ?? ctx.pictures[0]!;
  return {
    title,
    description: `${title}. Xe ${used ? 'đã qua sử dụng' : 'mới'}, ${trim.name}, màu ${color.toLowerCase()}, xem xe tại ${location}.`,
    phone,
    store_id: store.id,
    seller_type: store.type,
    used_status: used ? 'used' : 'new',
    brand_id: trim.brand_id,
    model_id: trim.model_id,
    detail_model_id: trim.id,
    type: trim.type,
    location_id: province,
    number_plate: plate,
    release_year: releaseYear,
    used_distance: distance,
    price,
    color,
    station_id: station,
    is_quality_item: r.chance(0.1) ? 1 : 0,
    sales_status: status,
    previous_sales_status: status === 'delete' ? 'ing' : null,
    blocked_reason: status === 'blocked' ? r.pick(BLOCK_REASONS) : null,
    ai_score: r.chance(0.7) ? r.int(40, 99) : null,
    inspection_result: inspected ? (inspectionPassed ? 'passed' : 'failed') : null,
    inspection_score: inspected ? (inspectionPassed ? 100 : r.int(70, 95)) : null,
    inspected_at: inspected ? iso(past(created + r.int(2, 96) * HOUR)) : null,
    picture: JSON.stringify(picture),
    created_by: r.chance(0.3) && ctx.staff.length ? r.pick(ctx.staff) : null,
    status_latest_user: changed && ctx.staff.length ? r.pick(ctx.staff) : null,
    status_latest_datetime: statusTime === null ? null : iso(statusTime),
    view_count: r.int(10, 5000),
    favourite_count: r.int(0, 300),
    call_count: r.int(0, 80),
    chat_count: r.int(0, 120),
    search_text: searchText(title, trim.brand, trim.model, trim.name, plate, phone, location, store.name),
    created_at: iso(created),
    updated_at: iso(past((statusTime ?? created) + r.int(0, 48) * HOUR)),
  };
}

/** The checklist of an inspection that passed, or that found an issue at one item (made once). */
const CHECKLISTS = new Map(
  [null, ...CHECKLIST_ITEMS.map((item) => item.key)].map((failing) => {
    const items = CHECKLIST_ITEMS.map((item) => ({
      key: item.key,
      result: item.key === failing ? ('issue' as const) : ('ok' as const),
      note: item.key === failing ? 'Cần kiểm tra lại' : null,
    }));
    return [failing, { ...checklistOutcome(items), items_json: JSON.stringify(items) }];
  }),
);

export interface ProductExtras {
  /** One to three pictures, the product's own first; the files are the shared demo pictures. */
  images: DemoPicture[];
  /** The checklist behind the row's inspection columns, when the product was inspected. */
  inspection: {
    station_id: number | null;
    inspector_id: number | null;
    result: 'passed' | 'failed';
    score: number;
    items_json: string;
    note: null;
    inspected_at: string;
  } | null;
}

/** The pictures and inspection of product `ordinal` (its row made by productRow), the same on every run. */
export function productExtras(ordinal: number, row: Insertable<ProductsTable>, ctx: ProductContext): ProductExtras {
  const r = random(ordinal + 3_000_000);
  const first = JSON.parse(row.picture ?? 'null') as DemoPicture | null;
  const images = [first ?? ctx.pictures[0]!, ...[0, 1].map(() => r.pick(ctx.pictures))].slice(0, r.int(1, 3));
  if (!row.inspection_result || !row.inspected_at) return { images, inspection: null };
  const checklist = CHECKLISTS.get(row.inspection_result === 'failed' ? r.pick(CHECKLIST_ITEMS).key : null)!;
  return {
    images,
    inspection: {
      station_id: row.station_id ?? (ctx.stations.length ? r.pick(ctx.stations) : null),
      inspector_id: ctx.staff.length ? r.pick(ctx.staff) : null,
      result: checklist.result,
      score: checklist.score,
      items_json: checklist.items_json,
      note: null,
      inspected_at: row.inspected_at,
    },
  };
}

async function productContext(db: Kysely<DB>, uploadsDir: string): Promise<ProductContext> {
  const stores = await db
    .selectFrom('stores')
    .select(['id', 'name', 'type', 'location_id', 'is_station'])
    .orderBy('id')
    .execute();
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(8)
    .execute();
  return {
    trims: await loadTrims(db),
    stores,
    stations: stores.filter((s) => s.is_station === 2).map((s) => s.id),
    staff: staff.map((s) => s.id),
    pictures: (await ensureDemoPictures(uploadsDir)).bikes,
    now: Math.floor(Date.now() / HOUR) * HOUR,
  };
}

/** Recomputes what product writes keep up to date: the status counts, store and trim counters. */
export async function refreshCatalogueCounters(db: Kysely<DB>) {
  await db.deleteFrom('product_counts').execute();
  await sql`insert into product_counts (sales_status, type, n)
            select sales_status, type, count(*) from products group by sales_status, type`.execute(db);
  await sql`update stores set
      own_products = (select count(*) from products p where p.store_id = stores.id and p.sales_status <> 'delete'),
      sold_products = (select count(*) from products p where p.store_id = stores.id and p.sales_status = 'done'),
      total_sale_amount = (select coalesce(sum(p.price), 0) from products p where p.store_id = stores.id and p.sales_status = 'done')`.execute(
    db,
  );
  await sql`update model_details set product_count = (select count(*) from products p where p.detail_model_id = model_details.id)`.execute(
    db,
  );
}

export type Progress = (done: number, total: number) => void;

/** How many rows the table holds. */
async function countRows(db: Kysely<DB>, table: 'products' | 'stores'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Adds products until there are `target`, with their pictures (rows pointing at the shared demo
 * files) and inspection checklists, in multi-row inserts inside transactions. With `bulk`,
 * the product indexes and the search index are dropped first and built once at the end (much
 * faster for a million rows), then the statistics are refreshed for the planner.
 */
export async function addProducts(
  db: Kysely<DB>,
  uploadsDir: string,
  target: number,
  options: { bulk?: boolean; progress?: Progress } = {},
) {
  const existing = await countRows(db, 'products');
  if (existing >= target) return;
  const pg = dialectOf(db) === 'postgres';
  // More sellers for a bigger catalogue: about a hundred products each.
  const stores = await countRows(db, 'stores');
  const wantedStores = Math.max(DEMO_STORES, Math.ceil(target / 100));
  if (stores < wantedStores) await addStores(db, stores + 1, wantedStores, await ensureDemoPictures(uploadsDir));
  const ctx = await productContext(db, uploadsDir);

  if (options.bulk) {
    for (const i of PRODUCT_INDEXES) await db.schema.dropIndex(i.name).ifExists().execute();
    if (pg) await PG_PRODUCT_TRGM.drop.execute(db);
    else {
      for (const drop of [...SQLITE_PRODUCT_FTS.dropTriggers, ...SQLITE_SEARCH_VERSION.dropTriggers])
        await drop.execute(db);
      await sql`pragma synchronous = off`.execute(db);
    }
  }
  const perStatement = pg ? 1000 : 800;
  const perTransaction = 20_000;
  for (let from = existing + 1; from <= target; from += perTransaction) {
    const to = Math.min(target, from + perTransaction - 1);
    await db.transaction().execute(async (trx) => {
      for (let i = from; i <= to; i += perStatement) {
        const rows = [];
        const extras: ProductExtras[] = [];
        for (let k = i; k <= Math.min(to, i + perStatement - 1); k++) {
          const row = productRow(k, ctx);
          const extra = productExtras(k, row, ctx);
          // The list shows the checklist's own score.
          if (extra.inspection) row.inspection_score = extra.inspection.score;
          rows.push(row);
          extras.push(extra);
        }
        const ids = await trx.insertInto('products').values(rows).returning('id').execute();
        const images = ids.flatMap(({ id }, n) =>
          extras[n]!.images.map((img, sort) => ({ product_id: id, sort, ...img })),
        );
        const inspections = ids.flatMap(({ id }, n) => {
          const inspection = extras[n]!.inspection;
          return inspection ? [{ product_id: id, ...inspection }] : [];
        });
        await trx.insertInto('product_images').values(images).execute();
        if (inspections.length) await trx.insertInto('product_inspections').values(inspections).execute();
      }
    });
    options.progress?.(to - existing, target - existing);
  }
  if (options.bulk) {
    for (const i of PRODUCT_INDEXES) await createProductIndex(db as Kysely<unknown>, pg ? 'postgres' : 'sqlite', i);
    if (pg) await PG_PRODUCT_TRGM.create.execute(db);
    else {
      await SQLITE_PRODUCT_FTS.rebuild.execute(db);
      for (const trigger of [...SQLITE_PRODUCT_FTS.triggers, ...SQLITE_SEARCH_VERSION.triggers])
        await trigger.execute(db);
      await SQLITE_SEARCH_VERSION.bump.execute(db);
      await sql`pragma synchronous = normal`.execute(db);
    }
  }
  await refreshCatalogueCounters(db);
  // Planner statistics; on PostgreSQL a vacuum also marks the pages all-visible for index-only scans.
  if (pg && options.bulk) await sql`vacuum analyze products`.execute(db);
  else await sql`analyze products`.execute(db);
}

// ---------------------------------------------------------------------------------------------
// Demo: customers, vehicles, services, orders

async function seedVehicleServices(db: Kysely<DB>, ctx: ProductContext) {
  await seedCustomers(db);
  await seedVehicles(db, ctx);
  await seedServiceOrders(db, ctx);
}

/** 120 customers across the provinces. */
async function seedCustomers(db: Kysely<DB>) {
  const customers = [];
  for (let i = 1; i <= 120; i++) {
    const r = random(i + 5_000_000);
    const name = personName(r);
    const phone = `08${String(10_000_000 + i * 7919).slice(0, 8)}`;
    const province = pickProvince(r);
    const created = iso(Date.UTC(2024, 0, 1) + i * 30 * HOUR);
    customers.push({
      full_name: name,
      phone,
      email: r.chance(0.5) ? `khach${i}@example.vn` : null,
      id_number: r.chance(0.6) ? `0${String(r.int(10_000_000_000, 99_999_999_999))}` : null,
      address: `${r.int(1, 200)} ${r.pick(STREETS)}, ${province.name}`,
      location_id: province.id,
      search_text: searchText(name, phone),
      created_at: created,
      updated_at: created,
    });
  }
  await db.insertInto('customers').values(customers).execute();
}

/** 200 vehicles, nine in ten with an owner, with their packages' and warranties' services and history. */
async function seedVehicles(db: Kysely<DB>, ctx: ProductContext) {
  const customerIds = (await db.selectFrom('customers').select('id').orderBy('id').execute()).map((c) => c.id);
  const packages = await db.selectFrom('mcn_service_pkgs').selectAll().orderBy('id').execute();

  for (let i = 1; i <= 200; i++) {
    const r = random(i + 6_000_000);
    const trim = r.pick(ctx.trims);
    const warranty = i % 3 !== 0;
    const station = ctx.stations.length ? r.pick(ctx.stations) : null;
    const start = new Date(Date.UTC(2024, 0, 1) + i * 3 * 24 * HOUR);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const plus = (d: Date, months: number) =>
      new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate()));
    const pkg = r.chance(0.6) ? packages[trim.type === 4 ? 3 : r.int(0, 2)]! : null;
    // nine vehicles in ten have a known owner, spread over the list
    const customerId = i % 10 !== 0 ? customerIds[(i - 1) % customerIds.length]! : null;
    const plate = `${29 + (i % 50)}${PLATE_LETTERS[i % 20]}${i % 10}-${String(100 + i).padStart(3, '0')}.${String(i % 100).padStart(2, '0')}`;
    const created = iso(start.getTime());
    const { id } = await db
      .insertInto('vehicles')
      .values({
        code: `VH${String(i).padStart(6, '0')}`,
        type: warranty ? 2 : 1,
        number_plate: plate,
        frame_number: `RLH${String(i * 104729).padStart(12, '0')}`,
        engine_number: `E${String(i * 7561).padStart(9, '0')}`,
        brand_id: trim.brand_id,
        model_id: trim.model_id,
        detail_model_id: trim.id,
        color: r.pick(COLORS),
        release_year: `${trim.year}.${String(r.int(1, 12)).padStart(2, '0')}`,
        odometer_km: r.int(100, 30_000),
        customer_id: customerId,
        station_id: station,
        product_id: null,
        warranty_start: warranty ? day(start) : null,
        warranty_end: warranty ? day(plus(start, 36)) : null,
        package_id: pkg?.id ?? null,
        package_started_at: pkg ? day(start) : null,
        package_ends_at: pkg ? day(plus(start, pkg.months)) : null,
        search_text: searchText(`VH${String(i).padStart(6, '0')}`, plate, trim.brand, trim.model),
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const services = [];
    const history = [
      {
        vehicle_id: id,
        action: 'registered',
        description: `Đăng ký xe ${trim.brand} ${trim.model}`,
        user_id: ctx.staff[0] ?? null,
        created_at: created,
      },
    ];
    if (pkg) {
      history.push({
        vehicle_id: id,
        action: 'package_assigned',
        description: `Gói ${pkg.name}`,
        user_id: ctx.staff[0] ?? null,
        created_at: created,
      });
      for (let s = 1; s <= pkg.services_count; s++) {
        const due = plus(start, Math.round((pkg.months / pkg.services_count) * s));
        const done = due.getTime() < Date.UTC(2025, 3, 1) && r.chance(0.85);
        services.push({
          vehicle_id: id,
          type: 1,
          sequence: s,
          package_id: pkg.id,
          status: done ? ('done' as const) : ('scheduled' as const),
          due_date: day(due),
          station_id: done ? station : null,
          technician_id: done && ctx.staff.length ? r.pick(ctx.staff) : null,
          odometer_km: done ? 1000 * s + r.int(0, 900) : null,
          serviced_at: done ? iso(due.getTime() + r.int(0, 72) * HOUR) : null,
          work_done: done ? 'Thay dầu máy, vệ sinh lọc gió, kiểm tra phanh và lốp' : null,
          note: null,
          cost: done && r.chance(0.3) ? r.int(1, 20) * 50_000 : 0,
          created_at: created,
          updated_at: created,
        });
        if (done) {
          history.push({
            vehicle_id: id,
            action: 'service_done',
            description: `Bảo dưỡng lần ${s}`,
            user_id: ctx.staff[0] ?? null,
            created_at: iso(due.getTime()),
          });
        }
      }
    }
    if (warranty) {
      for (let s = 1; s <= 3; s++) {
        const due = plus(start, s * 12);
        services.push({
          vehicle_id: id,
          type: 2,
          sequence: s,
          package_id: null,
          status: 'scheduled' as const,
          due_date: day(due),
          station_id: null,
          technician_id: null,
          odometer_km: null,
          serviced_at: null,
          work_done: null,
          note: null,
          cost: 0,
          created_at: created,
          updated_at: created,
        });
      }
    }
    if (services.length) await db.insertInto('mcn_services').values(services).execute();
    await db.insertInto('vehicle_histories').values(history).execute();
  }
}

/** 150 service orders of the stations, of every kind and status. */
async function seedServiceOrders(db: Kysely<DB>, ctx: ProductContext) {
  const vehicles = await db
    .selectFrom('vehicles')
    .select(['id', 'customer_id', 'number_plate', 'code'])
    .orderBy('id')
    .execute();
  const orders = [];
  const kinds = ['inspection', 'maintenance', 'repair', 'warranty'] as const;
  const statuses = ['new', 'confirmed', 'in_progress', 'done', 'done', 'cancelled'] as const;
  for (let i = 1; i <= 150; i++) {
    const r = random(i + 8_000_000);
    const v = r.pick(vehicles);
    const kind = r.pick(kinds);
    const items = [
      {
        name: kind === 'inspection' ? 'Kiểm định 20 hạng mục' : 'Thay dầu máy',
        price: kind === 'inspection' ? 150_000 : 120_000,
        quantity: 1,
      },
      ...(r.chance(0.5) ? [{ name: 'Má phanh trước', price: 180_000, quantity: 1 }] : []),
    ];
    const station = ctx.stations.length ? r.pick(ctx.stations) : ctx.stores[0]!.id;
    const status = r.pick(statuses);
    // a new order was booked in the days before the seed runs, for the days after; the others are history
    const booked = status === 'new' ? ctx.now - (2 + 150 - i) * HOUR : Date.UTC(2025, 0, 5) + i * 11 * HOUR;
    const created = iso(booked);
    const code = `SO${String(i).padStart(6, '0')}`;
    orders.push({
      code,
      station_id: station,
      kind,
      status,
      customer_id: v.customer_id,
      vehicle_id: v.id,
      product_id: null,
      items_json: JSON.stringify(items),
      amount: items.reduce((sum, it) => sum + it.price * it.quantity, 0),
      scheduled_at: iso(booked + 24 * HOUR),
      note: null,
      created_by: ctx.staff[0] ?? null,
      search_text: searchText(code, v.code, v.number_plate),
      created_at: created,
      updated_at: created,
    });
  }
  await db.insertInto('service_orders').values(orders).execute();
}

/**
 * The demo catalogue, into a database without one: brands, models, trims and specs; 240 stores
 * (30 stations) across the provinces; DEMO_PRODUCTS products with pictures and inspections;
 * customers, vehicles with service packages and history; service orders.
 */
export async function seedCatalogueDemo(db: Kysely<DB>, uploadsDir: string, products = DEMO_PRODUCTS) {
  if (await db.selectFrom('brands').select('id').limit(1).executeTakeFirst()) return;
  const pictures = await ensureDemoPictures(uploadsDir);
  await db.transaction().execute(async (trx) => {
    await seedReference(trx, iso(STORES_START));
    await addStores(trx, 1, DEMO_STORES, pictures);
  });
  await addProducts(db, uploadsDir, products);
  const ctx = await productContext(db, uploadsDir);
  await db.transaction().execute(async (trx) => {
    await seedVehicleServices(trx, ctx);
  });
}

/** A progress bar on stderr (the count, a bar, rows per second), redrawn at most every 200 ms. */
export function progressBar(label = 'products', stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = Date.now();
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    if (now - last < 200 && done < total) return;
    last = now;
    const width = 30;
    const filled = Math.round((done / Math.max(1, total)) * width);
    const rate = Math.round(done / Math.max(0.001, (now - started) / 1000));
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${rate.toLocaleString('en')}/s`;
    stream.write(stream.isTTY ? `\r${line}` : `${line}\n`);
    if (done >= total && stream.isTTY) stream.write('\n');
  };
}
