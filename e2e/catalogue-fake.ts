import type { Page, Route } from 'playwright-core';

/**
 * An in-memory stand-in for the catalogue API (products, brands and trims, stores, vehicles),
 * answering with the contract's shapes. The catalogue routes were not mounted in the API when
 * these browser tests were written; the screens are tested against this, the rest of the app
 * (sign-in, provinces, staff search) against the real server.
 */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

const NOW = '2026-11-20T03:00:00.000Z';
const img = (seed: number) => ({
  original: `/fake-images/${seed}.png`,
  medium: `/fake-images/${seed}.png`,
  small: `/fake-images/${seed}.png`,
});

type Json = Record<string, unknown>;

export function createCatalogueState() {
  const brands = [
    { id: 1, name: 'Honda', slug: 'honda', country: 'Nhật Bản', sort: 1, models_count: 2 },
    { id: 2, name: 'Yamaha', slug: 'yamaha', country: 'Nhật Bản', sort: 2, models_count: 1 },
    { id: 3, name: 'VinFast', slug: 'vinfast', country: 'Việt Nam', sort: 3, models_count: 1 },
  ];
  const models = [
    { id: 10, brand_id: 1, name: 'Vision', type: 1, details: [ { id: 11, name: 'Tiêu chuẩn', year: 2023, status: 'active' }, { id: 12, name: 'Cao cấp', year: 2024, status: 'active' } ] },
    { id: 14, brand_id: 1, name: 'Wave Alpha', type: 2, details: [{ id: 13, name: '110cc', year: 2022, status: 'active' }] },
    { id: 20, brand_id: 2, name: 'Exciter 155', type: 2, details: [{ id: 21, name: 'VVA ABS', year: 2023, status: 'active' }] },
    { id: 30, brand_id: 3, name: 'Evo200', type: 4, details: [{ id: 31, name: 'Lite', year: 2024, status: 'active' }] },
  ];
  const specs = [
    { id: 1, name: 'Dung tích', unit: 'cc', input_type: 'number', sort: 1, details: [] as { id: number; value: string }[] },
    { id: 2, name: 'Phanh', unit: null, input_type: 'select', sort: 2, details: [ { id: 1, value: 'ABS' }, { id: 2, value: 'CBS' } ] },
  ];
  const trimSpecs = new Map<number, { spec_id: number; value: string }[]>([[11, [{ spec_id: 1, value: '110' }]]]);
  const stores = [
    { id: 101, name: 'Cửa hàng Xe Máy Hà Nội', phone: '0912345678', email: 'hanoi@xemay.vn', type: 'alliance', is_station: 1, is_loanable: 0, status: 'active', display: 1, address: '12 Phố Huế', location: { id: 1, name: 'Hà Nội' }, own_products: 42, sold_products: 17, purchased_products: 3, followers: 120, total_sale_amount: 512_000_000, created_at: NOW, updated_at: NOW, description: 'Chuyên xe tay ga', identity: { id_number: '001099012345', full_name: 'Trần Văn Bình', date_of_birth: '1990-05-01', issued_date: '2021-01-10', issued_place: 'Hà Nội', front_image: null, back_image: null }, bank: { bank_account: '0123456789', bank_account_name: 'TRAN VAN BINH', bank_name: 'Vietcombank' }, suspended_reason: null },
    { id: 102, name: 'Trạm Quận 7', phone: '0987654321', email: null, type: 'alliance', is_station: 2, is_loanable: 1, status: 'active', display: 1, address: '5 Nguyễn Thị Thập', location: { id: 2, name: 'Hồ Chí Minh' }, own_products: 8, sold_products: 5, purchased_products: 0, followers: 30, total_sale_amount: 210_000_000, created_at: NOW, updated_at: NOW, description: null, identity: { id_number: null, full_name: null, date_of_birth: null, issued_date: null, issued_place: null, front_image: null, back_image: null }, bank: { bank_account: null, bank_account_name: null, bank_name: null }, suspended_reason: null },
    { id: 103, name: 'Nguyễn Văn An', phone: '0905111222', email: null, type: 'personal', is_station: 1, is_loanable: 0, status: 'active', display: 1, address: null, location: { id: 3, name: 'Đà Nẵng' }, own_products: 2, sold_products: 1, purchased_products: 1, followers: 0, total_sale_amount: 18_500_000, created_at: NOW, updated_at: NOW, description: null, identity: { id_number: null, full_name: null, date_of_birth: null, issued_date: null, issued_place: null, front_image: null, back_image: null }, bank: { bank_account: null, bank_account_name: null, bank_name: null }, suspended_reason: null },
  ];
  const STATUSES = ['ing', 'in review', 'ing', 'blocked', 'done', 'ing', 'pending', 'in review'];
  const places = [{ id: 1, name: 'Hà Nội' }, { id: 2, name: 'Hồ Chí Minh' }, { id: 3, name: 'Đà Nẵng' }];
  const products: Json[] = [];
  for (let i = 1; i <= 64; i++) {
    const m = models[i % models.length];
    const d = m.details[0];
    const b = brands.find((x) => x.id === m.brand_id)!;
    const store = stores[i % stores.length];
    const place = places[i % places.length];
    const status = STATUSES[i % STATUSES.length];
    products.push({
      id: 1000 + i,
      picture: i % 5 === 0 ? null : img(i),
      title: i === 7 ? 'VinFast Evo200 đỏ đô Hà Nội chính chủ' : `${b.name} ${m.name} ${d.name} đời ${2015 + (i % 10)}`,
      phone: store.phone,
      seller_type: store.type,
      used_status: i % 6 === 0 ? 'new' : 'used',
      brand: { id: b.id, name: b.name },
      model: { id: m.id, name: m.name },
      detail_model: { id: d.id, name: d.name },
      type: m.type,
      location: place,
      number_plate: `29A1-${String(10000 + i * 37).slice(0, 3)}.${String(i).padStart(2, '0')}`,
      release_year: `${2015 + (i % 10)}.0${1 + (i % 9)}`,
      used_distance: i === 3 ? -1 : i * 1234,
      price: 12_000_000 + i * 850_000,
      inspection: i % 4 === 0 ? 'passed' : i % 9 === 0 ? 'failed' : null,
      inspection_score: i % 4 === 0 ? 92 : i % 9 === 0 ? 61 : null,
      inspection_date: i % 4 === 0 || i % 9 === 0 ? NOW : null,
      store: { id: store.id, name: store.name, is_station: store.is_station },
      created_by: { id: 1, name: 'Quản trị viên' },
      created_at: new Date(Date.UTC(2026, 9, 1 + (i % 28), 2)).toISOString(),
      updated_at: NOW,
      status_latest_datetime: status === 'ing' ? null : NOW,
      status_latest_user: status === 'ing' ? null : { id: 1, name: 'Quản trị viên' },
      station: store.is_station === 2 ? { id: store.id, name: store.name } : null,
      is_quality_item: i % 3 === 0,
      sales_status: status,
      blocked_reason: status === 'blocked' ? 'Ảnh không đúng xe' : null,
      ai_score: 50 + (i % 50),
    });
  }
  const vehicle = {
    id: 501, code: 'VH-000501', type: 2, number_plate: '59X2-678.90', frame_number: 'RLHJF1234KY000501', engine_number: 'JF12E0501',
    brand: { id: 1, name: 'Honda' }, model: { id: 10, name: 'Vision' }, detail_model: { id: 11, name: 'Tiêu chuẩn' }, color: 'Đỏ', release_year: '2023.05',
    odometer_km: 8200, customer: { id: 701, name: 'Lê Thị Hoa', phone: '0909123456' }, station: { id: 102, name: 'Trạm Quận 7' }, product_id: null,
    warranty_start: '2025-06-01', warranty_end: '2027-06-01', package: { id: 1, name: 'Gói Bạc 12 tháng', started_at: '2025-06-01', ends_at: '2026-06-01' },
    created_at: NOW, updated_at: NOW,
  };
  const services = [
    { id: 9001, vehicle_id: 501, type: 2, sequence: 1, package_id: 1, status: 'done', due_date: '2025-12-01', station: { id: 102, name: 'Trạm Quận 7' }, technician: null, odometer_km: 4100, serviced_at: '2025-12-02T03:00:00.000Z', work_done: 'Thay dầu, kiểm tra phanh', note: null, cost: 0 },
    { id: 9002, vehicle_id: 501, type: 2, sequence: 2, package_id: 1, status: 'scheduled', due_date: '2026-06-01', station: null, technician: null, odometer_km: null, serviced_at: null, work_done: null, note: null, cost: 0 },
  ];
  const history = [{ id: 1, action: 'registered', description: 'Đăng ký xe tại Trạm Quận 7', user: { id: 1, name: 'Quản trị viên' }, created_at: NOW }];
  const customers = [
    { id: 701, full_name: 'Lê Thị Hoa', phone: '0909123456', email: null, id_number: null, address: null, location: null, vehicles_count: 1, created_at: NOW, updated_at: NOW },
    { id: 702, full_name: 'Phạm Minh Tuấn', phone: '0938222333', email: null, id_number: null, address: null, location: null, vehicles_count: 0, created_at: NOW, updated_at: NOW },
  ];
  return { brands, models, specs, trimSpecs, stores, products, vehicle, services, history, customers, registered: [] as { images: number; body: string }[], savedWarranty: null as Json | null, ownerChange: null as Json | null, inspections: new Map<number, Json>() };
}

export type CatalogueState = ReturnType<typeof createCatalogueState>;

const ok = (data: unknown, messages?: string) => ({ result_code: 1, result: 'Ok', ...(messages ? { messages } : {}), data });
const list = (rows: unknown[], page: number, count: number, extra: Json = {}) => ({
  result_code: 1, result: 'Ok', data: rows.slice((page - 1) * count, page * count), current: page, total: rows.length, per_page: count, ...extra,
});

function trimRow(s: CatalogueState, trimId: number) {
  const m = s.models.find((x) => x.details.some((d) => d.id === trimId))!;
  const d = m.details.find((x) => x.id === trimId)!;
  const b = s.brands.find((x) => x.id === m.brand_id)!;
  const values = s.trimSpecs.get(trimId) ?? [];
  return {
    id: d.id, name: d.name, year: d.year, price: 32_000_000, status: d.status, type: m.type,
    brand: { id: b.id, name: b.name }, model: { id: m.id, name: m.name },
    specs: values.map((v) => ({ ...v, name: s.specs.find((x) => x.id === v.spec_id)?.name ?? '', unit: s.specs.find((x) => x.id === v.spec_id)?.unit ?? null })),
    product_count: s.products.filter((p) => (p.detail_model as { id: number }).id === trimId).length,
    created_at: NOW, updated_at: NOW,
  };
}

function filterProducts(s: CatalogueState, q: URLSearchParams) {
  let rows = [...s.products];
  const eq = (key: string, get: (p: Json) => unknown) => {
    const v = q.get(key);
    if (v) rows = rows.filter((p) => String(get(p)) === v);
  };
  const text = q.get('q');
  if (text) rows = rows.filter((p) => fold(`${p.title} ${p.number_plate} ${p.phone}`).includes(fold(text)));
  if (q.get('type') && q.get('type') !== '0') eq('type', (p) => p.type);
  eq('sales_status', (p) => p.sales_status);
  eq('brand_id', (p) => (p.brand as Json).id);
  eq('model_id', (p) => (p.model as Json).id);
  eq('detail_model_id', (p) => (p.detail_model as Json).id);
  eq('location_id', (p) => (p.location as Json).id);
  eq('store_id', (p) => (p.store as Json).id);
  eq('station_id', (p) => (p.station as Json | null)?.id);
  const sortBy = q.get('sort_by') ?? 'id';
  const dir = q.get('order_by') === 'asc' ? 1 : -1;
  rows.sort((a, b) => (a[sortBy] === b[sortBy] ? 0 : (a[sortBy] as number) > (b[sortBy] as number) ? dir : -dir));
  return rows;
}

/** Routes the catalogue calls of `page` to the in-memory state. */
export async function installCatalogueFake(page: Page, s: CatalogueState = createCatalogueState()): Promise<CatalogueState> {
  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/^\/api/, '');
    const method = request.method();
    const q = url.searchParams;
    const page = Number(q.get('page') ?? 1);
    const count = Number(q.get('count') ?? 50);
    const json = (body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    const body = () => (request.postData() ? (JSON.parse(request.postData()!) as Json) : {});
    let m: RegExpMatchArray | null;

    // products
    if (path === '/v2/products' && method === 'GET') {
      const rows = filterProducts(s, q);
      return json(list(rows, page, count, { total_is_estimate: !q.get('q'), next_cursor: null }));
    }
    if (path === '/v2/products' && method === 'POST') {
      const raw = request.postDataBuffer()?.toString('latin1') ?? '';
      const images = (raw.match(/name="images"/g) ?? []).length;
      if (raw.includes('51F-999.99')) return json({ result_code: 203, result: 'The number plate 51F-999.99 is already listed' }, 409);
      s.registered.push({ images, body: raw });
      const created = { ...s.products[0], id: 2000 + s.registered.length, title: /name="title"\r\n\r\n([^\r]*)/.exec(raw)?.[1] ?? 'New' };
      s.products.push(created);
      return json(ok(created, 'Product register successfully!'));
    }
    if (path === '/v2/products/export') {
      const rows = filterProducts(s, q);
      const csv = ['ID,Subject,Price,Status', ...rows.map((p) => `${p.id},"${p.title}",${p.price},${p.sales_status}`)].join('\n') + '\n';
      return route.fulfill({ status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="products-2026-11-21.csv"' }, body: csv });
    }
    if ((m = path.match(/^\/v2\/products\/statistic-product\/(\d+)$/))) return json(ok({ product_id: Number(m[1]), views: 1520, favourites: 34, calls: 12, chats: 8 }));
    if ((m = path.match(/^\/v2\/products\/(\d+)\/detail$/))) {
      const p = s.products.find((x) => x.id === Number(m![1]));
      if (!p) return json({ result_code: 404, result: 'Not found' }, 404);
      return json(ok({ ...p, description: 'Xe chính chủ, máy êm, giấy tờ đầy đủ.\nBao sang tên.', color: 'Đỏ', images: p.picture ? [1, 2, 3].map((k) => ({ ...img(k), id: k, sort: k })) : [], specs: [{ spec_id: 1, name: 'Dung tích', unit: 'cc', value: '110' }], previous_sales_status: null }));
    }
    if ((m = path.match(/^\/v2\/products\/(\d+)\/checklist$/))) {
      const id = Number(m[1]);
      if (method === 'GET') return json(ok(s.inspections.get(id) ?? null));
      const b = body();
      const items = b.items as { result: string }[];
      const counted = items.filter((i) => i.result !== 'na');
      const saved = { id: 1, product: { id, title: 'x' }, station: null, inspector: { id: 1, name: 'Quản trị viên' }, result: counted.some((i) => i.result === 'issue') ? 'failed' : 'passed', score: Math.round((counted.filter((i) => i.result === 'ok').length / counted.length) * 100), items, note: b.note ?? null, inspected_at: NOW };
      s.inspections.set(id, saved);
      return json(ok(saved));
    }
    if ((m = path.match(/^\/(v2\/)?products\/(\d+)(\/[a-z-]+)?$/)) && !path.startsWith('/v2/products/station')) {
      const p = s.products.find((x) => x.id === Number(m![2]));
      if (!p) return json({ result_code: 404, result: 'Not found' }, 404);
      const action = m[3];
      const set = (status: string, reason: string | null = null) => Object.assign(p, { sales_status: status, blocked_reason: reason, status_latest_datetime: new Date().toISOString(), status_latest_user: { id: 1, name: 'Quản trị viên' } });
      if (m[1] && method === 'PUT') {
        const b = body();
        set(String(b.sales_status), (b.blocked_reason as string) ?? null);
      } else if (!action && method === 'PUT') set('ing');
      else if (!action && method === 'DELETE') set('delete');
      else if (action === '/restore') set('in review');
      else if (action === '/confirm-sales') set('done');
      return json(ok(p, 'Update status successfully'));
    }
    if ((m = path.match(/^\/v2\/products\/station\/update\/(\d+)$/))) {
      const p = s.products.find((x) => x.id === Number(m![1]))!;
      const raw = request.postDataBuffer()?.toString('utf8') ?? '';
      p.title = /name="title"\r\n\r\n([^\r]*)/.exec(raw)?.[1] ?? p.title;
      return json(ok(p, 'Edit successfully station!'));
    }

    // brands, models, trims, specs
    if (path === '/v2/brands' && method === 'GET') return json(ok(s.brands.map((b) => ({ ...b, models_count: s.models.filter((x) => x.brand_id === b.id).length }))));
    if (path === '/v2/brands' && method === 'POST') {
      const b = body();
      const brand = { id: 50 + s.brands.length, name: String(b.name), slug: 'x', country: (b.country as string) ?? 'Việt Nam', sort: 99, models_count: 0 };
      s.brands.push(brand);
      return json(ok(brand, 'Update successfully'));
    }
    if ((m = path.match(/^\/v2\/brands\/(\d+)$/))) {
      const brand = s.brands.find((x) => x.id === Number(m![1]));
      if (!brand) return json({ result_code: 404, result: 'Not found' }, 404);
      if (method === 'PUT') {
        Object.assign(brand, { name: body().name, country: body().country ?? brand.country });
        return json(ok(brand, 'Update successfully'));
      }
      if (s.models.some((x) => x.brand_id === brand.id)) return json({ result_code: 409, result: `${brand.name} has models and cannot be deleted` }, 409);
      s.brands = s.brands.filter((x) => x !== brand);
      return json(ok(null));
    }
    if ((m = path.match(/^\/v2\/brands\/(\d+)\/models$/))) return json(ok(s.models.filter((x) => x.brand_id === Number(m![1]))));
    if (path === '/v2/model-specs' && method === 'GET') return json(ok(s.specs));
    if (path === '/v2/model-specs' && method === 'POST') {
      const b = body();
      const spec = { id: s.specs.length + 1, name: String(b.name), unit: (b.unit as string) ?? null, input_type: String(b.input_type), sort: 9, details: [] };
      s.specs.push(spec);
      return json(ok(spec));
    }
    if (path === '/v2/model-details' && method === 'GET') {
      let rows = s.models.flatMap((x) => x.details.map((d) => trimRow(s, d.id)));
      if (q.get('brand_id')) rows = rows.filter((r) => r.brand.id === Number(q.get('brand_id')));
      if (q.get('model_id')) rows = rows.filter((r) => r.model.id === Number(q.get('model_id')));
      if (q.get('q')) rows = rows.filter((r) => fold(`${r.brand.name} ${r.model.name} ${r.name}`).includes(fold(q.get('q')!)));
      return json(list(rows, page, count));
    }
    if (path === '/v2/model-details' && method === 'POST') {
      const b = body();
      let brandId = b.brand_id as number | undefined;
      if (!brandId) {
        brandId = 10 + s.brands.length;
        s.brands.push({ id: brandId, name: String(b.brand_name), slug: 'x', country: 'Việt Nam', sort: 99, models_count: 0 });
      }
      let model = s.models.find((x) => x.id === b.model_id);
      if (!model) {
        model = { id: 100 + s.models.length, brand_id: brandId, name: String(b.model_name), type: Number(b.type), details: [] };
        s.models.push(model);
      }
      const trimId = 200 + s.models.flatMap((x) => x.details).length;
      model.details.push({ id: trimId, name: String(b.name), year: (b.year as number) ?? null, status: 'active' });
      s.trimSpecs.set(trimId, (b.specs as { spec_id: number; value: string }[]) ?? []);
      return json(ok(trimRow(s, trimId)));
    }
    if ((m = path.match(/^\/v2\/model-details\/(\d+)(\/[a-z-]+)?$/))) {
      const id = Number(m[1]);
      const sub = m[2];
      const owner = s.models.find((x) => x.details.some((d) => d.id === id));
      if (!owner) return json({ result_code: 404, result: 'Not found' }, 404);
      if (sub === '/edit') return json(ok(trimRow(s, id)));
      if (sub === '/product-count') return json(ok({ id, product_count: trimRow(s, id).product_count }));
      if (sub === '/change') {
        owner.details.find((d) => d.id === id)!.status = String(body().status);
        return json(ok(trimRow(s, id)));
      }
      if (method === 'POST') {
        const b = body();
        Object.assign(owner.details.find((d) => d.id === id)!, { name: b.name, year: b.year ?? null });
        s.trimSpecs.set(id, (b.specs as { spec_id: number; value: string }[]) ?? []);
        return json(ok(trimRow(s, id), 'Update successfully'));
      }
      if (method === 'DELETE') {
        const row = trimRow(s, id);
        if (row.product_count) return json({ result_code: 409, result: `${row.name} is used by ${row.product_count} products and cannot be deleted; set it inactive instead` }, 409);
        owner.details = owner.details.filter((d) => d.id !== id);
        return json(ok(null));
      }
    }

    // stores
    if (path === '/v2/stores/search' || path === '/search/store') {
      let rows = s.stores;
      if (q.get('is_station')) rows = rows.filter((x) => x.is_station === Number(q.get('is_station')));
      const k = q.get('keyword') ?? q.get('q');
      if (k) rows = rows.filter((x) => fold(x.name).includes(fold(k)));
      return json(ok(rows.map(({ id, name, phone, is_station, location }) => ({ id, name, phone, is_station, location }))));
    }
    if (path === '/v2/stores/total-sale-amount') return json(ok({ total_sale_amount: s.stores.reduce((a, x) => a + x.total_sale_amount, 0), stores: s.stores.length }));
    if (path === '/v2/stores') {
      let rows = s.stores;
      const k = q.get('keyword');
      if (k) rows = rows.filter((x) => fold(x.name).includes(fold(k)));
      if (q.get('is_station')) rows = rows.filter((x) => x.is_station === Number(q.get('is_station')));
      return json(list(rows.map(({ identity: _i, bank: _b, description: _d, suspended_reason: _r, ...row }) => row), page, count));
    }
    if ((m = path.match(/^\/v2\/stores\/(\d+)(\/[a-z-]+)?$/))) {
      const st = s.stores.find((x) => x.id === Number(m![1]));
      if (!st) return json({ result_code: 404, result: 'Not found' }, 404);
      const sub = m[2];
      if (method === 'GET') return json(ok(st));
      if (sub === '/update-identity') {
        const raw = request.postDataBuffer()?.toString('utf8') ?? '';
        st.identity.id_number = /name="id_number"\r\n\r\n([^\r]*)/.exec(raw)?.[1] ?? null;
        st.identity.full_name = /name="full_name"\r\n\r\n([^\r]*)/.exec(raw)?.[1] ?? null;
        if (raw.includes('name="front_image"')) st.identity.front_image = img(77) as never;
        return json(ok(st, 'Update successfully'));
      }
      const b = body();
      if (sub === '/bank-account') {
        if (b.bank_account === '000000') return json({ result_code: 0, result: 'Bank account rejected by the bank' });
        Object.assign(st.bank, b);
      } else if (sub === '/status') Object.assign(st, { status: b.status, suspended_reason: b.reason ?? null });
      else if (sub === '/change-type') st.is_station = Number(b.is_station);
      else if (method === 'POST') st.is_loanable = Number(b.is_loanable);
      else Object.assign(st, b, { location: b.location_id ? { id: b.location_id, name: 'Hà Nội' } : st.location });
      st.updated_at = new Date().toISOString();
      return json(ok(st, 'Update successfully'));
    }

    // vehicles and customers
    if (path === '/v1/vehicles' && method === 'GET') {
      const k = q.get('q');
      const rows = !k || fold(`${s.vehicle.code} ${s.vehicle.number_plate}`).includes(fold(k)) ? [s.vehicle] : [];
      return json(list(rows, page, count));
    }
    if (path === '/v1/vehicles/501') return json(ok(s.vehicle));
    if (path === '/v1/vehicles/501/mcn-service-histories') return json(ok(s.history));
    if ((m = path.match(/^\/v1\/vehicles\/501\/mcn-service\/(\d+)$/))) {
      if (method === 'GET') return json(ok(s.services));
      const service = s.services.find((x) => x.id === Number(m![1]))!;
      s.savedWarranty = body();
      Object.assign(service, s.savedWarranty);
      return json(ok(service, 'Update successfully'));
    }
    if (path === '/v1/mcn-service-pkgs') return json(ok([{ id: 1, code: 'SILVER12', name: 'Gói Bạc 12 tháng', months: 12, services_count: 2, price: 1_200_000, description: null, status: 'active' }]));
    if (path === '/v1/customers') {
      const k = q.get('q');
      return json(list(s.customers.filter((c) => !k || fold(`${c.full_name} ${c.phone}`).includes(fold(k))), page, count));
    }
    if ((m = path.match(/^\/v1\/customers\/(\d+)\/vehicles$/))) {
      s.ownerChange = { customer: Number(m[1]), ...body() };
      return json(ok(null));
    }
    if (path === '/v2/stations/orders') return json(list([], page, count));
    return json({ result_code: 404, result: `No fake for ${method} ${path}` }, 404);
  };
  await page.route(/\/api\/(v1\/(vehicles|customers|mcn-service-pkgs)|v2\/(products|brands|model-specs|model-spec-detail|model-details|stores|stations)|v3\/products|products\/|search\/store)/, handler);
  await page.route(/\/fake-images\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#c62828"/><circle cx="45" cy="90" r="20" fill="#222"/><circle cx="115" cy="90" r="20" fill="#222"/></svg>' }),
  );
  return s;
}
