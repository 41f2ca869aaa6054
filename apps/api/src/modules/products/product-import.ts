import { type ImportCellError, type ProductCreateBody, type SaidReason, productCreateBody } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Words } from '../../lib/export.ts';
import { invalidField, reason } from '../../lib/http-error.ts';
import { type CheckedRow, type ImportField, type ImportKind, cellError, fold, parseRow } from '../../lib/import.ts';
import { PRODUCT_EXPORT_HEADERS } from './product-export.ts';
import { PERSONAL_SELLER_LIMIT, createProduct, listedPlates, liveProductCount } from './products.repository.ts';

/**
 * A store's products from a file: a row is the create's body (no pictures: an imported product
 * waits in review for them), its make, trim, province and station by name or id.
 */

/** The export's column of each field (its English header), so that an exported file imports back. */
const FROM_EXPORT: Record<string, string> = {
  title: 'Subject',
  phone: 'Phone',
  brand: 'Make',
  trim: 'Model(Trim)',
  location: 'Location',
  number_plate: 'Number Plate',
  release_year: 'Release Year',
  used_distance: 'Used Distance',
  price: 'Price',
  station: 'Selling at Station',
  is_quality_item: 'Quality item',
};
const exportHeader = (key: string): Words => PRODUCT_EXPORT_HEADERS.find((h) => h.en === FROM_EXPORT[key])!;

const FIELDS: ImportField[] = [
  { key: 'title', header: exportHeader('title'), required: true },
  { key: 'brand', header: exportHeader('brand'), aliases: ['Brand', 'brand_id'] },
  { key: 'trim', header: exportHeader('trim'), aliases: ['Phiên bản', 'Trim', 'detail_model_id'], required: true },
  { key: 'price', header: exportHeader('price'), required: true },
  { key: 'location', header: exportHeader('location'), aliases: ['Tỉnh thành', 'location_id'], required: true },
  { key: 'phone', header: exportHeader('phone') },
  { key: 'number_plate', header: exportHeader('number_plate') },
  { key: 'release_year', header: exportHeader('release_year') },
  { key: 'used_distance', header: exportHeader('used_distance'), aliases: ['Số km'] },
  { key: 'used_status', header: { vi: 'Tình trạng', en: 'Condition' } },
  { key: 'color', header: { vi: 'Màu', en: 'Colour' }, aliases: ['Color'] },
  { key: 'station', header: exportHeader('station'), aliases: ['Trạm', 'Station', 'station_id'] },
  { key: 'is_quality_item', header: exportHeader('is_quality_item') },
  { key: 'description', header: { vi: 'Mô tả', en: 'Description' } },
];

const IGNORED = PRODUCT_EXPORT_HEADERS.filter((h) => !Object.values(FROM_EXPORT).includes(h.en)).flatMap((h) => [
  h.vi,
  h.en,
]);

/** The body's fields that come from a column of another name. */
const COLUMN_OF = { detail_model_id: 'trim', location_id: 'location', station_id: 'station', store_id: '' };

const USED: Record<string, 'used' | 'new'> = {
  cu: 'used',
  used: 'used',
  'da qua su dung': 'used',
  moi: 'new',
  new: 'new',
};
const YES_NO: Record<string, '1' | '0'> = {
  co: '1',
  yes: '1',
  '1': '1',
  true: '1',
  khong: '0',
  no: '0',
  '0': '0',
  false: '0',
};

/** "150.000.000", "150,000,000" or "150 000 000" đồng as digits. */
const money = (text: string) => (/^\d{1,3}([.,\s]\d{3})+$/.test(text) ? text.replace(/[.,\s]/g, '') : text);
const isId = (text: string) => /^\d{1,10}$/.test(text);

interface Trim {
  id: number;
  name: string;
  brand_id: number;
  model: string;
  status: string;
}

/** The names a row may give, read once per file. */
async function references(db: Kysely<DB>) {
  const [brands, trims, locations, stations] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name']).execute(),
    db
      .selectFrom('model_details as d')
      .innerJoin('models as m', 'm.id', 'd.model_id')
      .select(['d.id', 'd.name', 'd.brand_id', 'm.name as model', 'd.status'])
      .execute(),
    db.selectFrom('locations').select(['id', 'name']).execute(),
    db.selectFrom('stores').select(['id', 'name']).where('is_station', '=', 2).execute(),
  ]);
  const byName = <T extends { id: number; name: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(fold(item.name), [...(map.get(fold(item.name)) ?? []), item]);
    return map;
  };
  return {
    brands: { byId: new Map(brands.map((b) => [b.id, b])), byName: byName(brands) },
    locations: { byId: new Map(locations.map((l) => [l.id, l])), byName: byName(locations) },
    stations: { byId: new Map(stations.map((s) => [s.id, s])), byName: byName(stations) },
    trims: { byId: new Map<number, Trim>(trims.map((t) => [t.id, t])), list: trims as Trim[] },
  };
}
type References = Awaited<ReturnType<typeof references>>;

/** One of `list` by id or by name: its id, or the refusal `unknown` (none) or `ambiguous` (several). */
function pick(
  value: string,
  list: { byId: Map<number, { id: number }>; byName: Map<string, { id: number }[]> },
  unknownCode: string,
): { id: number } | { refusal: SaidReason } {
  if (isId(value) && list.byId.has(Number(value))) return { id: Number(value) };
  const found = list.byName.get(fold(value)) ?? [];
  if (found.length === 1) return { id: found[0]!.id };
  return { refusal: reason(found.length ? 'ambiguous_value' : unknownCode, { value }) };
}

/** The trim a row names: its id, "Model (Trim)" as the export writes it, "Model Trim" or the trim alone, within its make when given. */
function pickTrim(
  value: string,
  brandId: number | undefined,
  refs: References,
): { trim: Trim } | { refusal: SaidReason } {
  if (isId(value)) {
    const trim = refs.trims.byId.get(Number(value));
    return trim ? { trim } : { refusal: reason('unknown_trim', { value }) };
  }
  const wanted = fold(value);
  const found = refs.trims.list.filter(
    (t) =>
      (brandId === undefined || t.brand_id === brandId) &&
      [`${t.model} (${t.name})`, `${t.model} ${t.name}`, t.name].some((name) => fold(name) === wanted),
  );
  if (found.length === 1) return { trim: found[0]! };
  return { refusal: reason(found.length ? 'ambiguous_value' : 'unknown_trim', { value }) };
}

export const productImport: ImportKind<ProductCreateBody> = {
  fields: FIELDS,
  ignored: IGNORED,
  columnOf: COLUMN_OF,

  async checkContext(db, { storeId }) {
    const store = await db.selectFrom('stores').select(['status']).where('id', '=', storeId!).executeTakeFirst();
    if (!store) throw invalidField('store_id', 'Unknown seller');
    if (store.status !== 'active')
      throw invalidField('store_id', 'This seller is suspended and cannot post products').saying(
        reason('seller_suspended'),
      );
  },

  async check(db, rows, { storeId }) {
    const refs = await references(db);
    const store = await db
      .selectFrom('stores')
      .select(['id', 'type'])
      .where('id', '=', storeId!)
      .executeTakeFirstOrThrow();
    const checked: CheckedRow<ProductCreateBody>[] = rows.map(({ row, cells }) => {
      const known: ImportCellError[] = [];
      const refuse = (column: string, said: SaidReason) => known.push(cellError(row, column, said));
      let brandId: number | undefined;
      if (cells.brand) {
        const brand = pick(cells.brand, refs.brands, 'unknown_brand');
        if ('id' in brand) brandId = brand.id;
        else refuse('brand', brand.refusal);
      }
      let trimId: number | undefined;
      if (cells.trim) {
        const found = pickTrim(cells.trim, brandId, refs);
        if ('refusal' in found) refuse('trim', found.refusal);
        else if (found.trim.status !== 'active') refuse('trim', reason('trim_retired', { value: cells.trim }));
        else trimId = found.trim.id;
      }
      let locationId: number | undefined;
      if (cells.location) {
        const location = pick(cells.location, refs.locations, 'unknown_location');
        if ('id' in location) locationId = location.id;
        else refuse('location', location.refusal);
      }
      let stationId: number | undefined;
      if (cells.station) {
        const station = pick(cells.station, refs.stations, 'unknown_station');
        if ('id' in station) stationId = station.id;
        else refuse('station', station.refusal);
      }
      const word = (column: string, words: Record<string, string>) => {
        const text = cells[column];
        if (!text) return undefined;
        const value = words[fold(text)];
        if (value === undefined) refuse(column, reason('unknown_word', { value: text }));
        return value;
      };
      const input = {
        title: cells.title,
        description: cells.description || undefined,
        store_id: storeId,
        detail_model_id: trimId,
        used_status: word('used_status', USED),
        price: cells.price ? money(cells.price) : undefined,
        location_id: locationId,
        phone: cells.phone || undefined,
        number_plate: cells.number_plate || undefined,
        release_year: cells.release_year || undefined,
        used_distance: cells.used_distance || undefined,
        color: cells.color || undefined,
        station_id: stationId,
        is_quality_item: word('is_quality_item', YES_NO),
      };
      return { row, ...parseRow(productCreateBody, row, input, COLUMN_OF, known) };
    });

    // a plate once: in the file, and among the live products (as the create refuses it)
    const plates = new Map<string, number>();
    checked.forEach((r, i) => {
      // as the body reads it, also on a row refused for other cells
      const plate = rows[i]!.cells.number_plate?.trim().toUpperCase();
      if (!plate) return;
      const first = plates.get(plate);
      if (first === undefined) plates.set(plate, r.row);
      else if (!r.errors.some((e) => e.column === 'number_plate'))
        r.errors.push(cellError(r.row, 'number_plate', reason('duplicate_in_file', { row: first })));
    });
    const listed = await listedPlates(db, [...plates.keys()]);
    // a personal seller's rows count against its limit in file order
    let live = store.type === 'personal' ? await liveProductCount(db, store.id) : 0;
    for (const r of checked) {
      const plate = r.body?.number_plate;
      const holder = plate ? listed.get(plate) : undefined;
      if (plate && holder !== undefined)
        r.errors.push(cellError(r.row, 'number_plate', reason('plate_listed', { plate, product: `#${holder}` })));
      if (r.errors.length === 0 && store.type === 'personal') {
        if (live >= PERSONAL_SELLER_LIMIT)
          r.errors.push(cellError(r.row, null, reason('seller_limit', { limit: PERSONAL_SELLER_LIMIT })));
        else live += 1;
      }
      if (r.errors.length) delete r.body;
    }
    return checked;
  },

  async write(db, actor, bodies, origin) {
    for (const body of bodies) await createProduct(db, actor, body, [], origin);
  },
  batch: 1,
};
