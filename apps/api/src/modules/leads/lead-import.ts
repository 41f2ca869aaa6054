import { type ImportCellError, LEAD_SOURCES, type LeadCreateBody, leadCreateBody } from '@admin/contract';
import { reason } from '../../lib/http-error.ts';
import { type CheckedRow, type ImportKind, cellError, fold, parseRow } from '../../lib/import.ts';
import { createLeads, openLeads } from './leads.repository.ts';

/** A campaign's leads from a file: a row is the create's body, its partner and province by name or id, its product by id. */

const SOURCE_WORDS: Record<(typeof LEAD_SOURCES)[number], [vi: string, en: string]> = {
  finance: ['Trả góp', 'Finance'],
  insurance: ['Bảo hiểm', 'Insurance'],
  product: ['Sản phẩm', 'Product'],
  test_drive: ['Lái thử', 'Test ride'],
  contact: ['Liên hệ', 'Contact form'],
};
const SOURCES = new Map<string, string>(
  LEAD_SOURCES.flatMap((source) => [source, ...SOURCE_WORDS[source]].map((word) => [fold(word), source] as const)),
);

const COLUMN_OF = { full_name: 'full_name', partner_id: 'partner', product_id: 'product', location_id: 'location' };
const isId = (text: string) => /^#?\d{1,10}$/.test(text);

export const leadImport: ImportKind<LeadCreateBody> = {
  fields: [
    {
      key: 'full_name',
      header: { vi: 'Khách hàng', en: 'Customer' },
      aliases: ['Họ tên', 'Full name', 'Name'],
      required: true,
    },
    { key: 'phone', header: { vi: 'Số điện thoại', en: 'Phone' }, aliases: ['Điện thoại'], required: true },
    { key: 'source', header: { vi: 'Nguồn', en: 'Source' }, required: true },
    { key: 'email', header: { vi: 'E-mail', en: 'E-mail' }, aliases: ['Email'] },
    { key: 'partner', header: { vi: 'Đối tác', en: 'Partner' }, aliases: ['partner_id'] },
    { key: 'product', header: { vi: 'Sản phẩm', en: 'Product' }, aliases: ['product_id', 'Mã sản phẩm', 'Product ID'] },
    { key: 'location', header: { vi: 'Khu vực', en: 'Location' }, aliases: ['Tỉnh thành', 'location_id'] },
    { key: 'message', header: { vi: 'Lời nhắn', en: 'Message' } },
  ],
  ignored: ['ID', 'Trạng thái', 'Status', 'Ngày nhận', 'Received'],
  columnOf: COLUMN_OF,

  async check(db, rows) {
    const [partners, locations] = await Promise.all([
      db.selectFrom('partners').select(['id', 'name']).execute(),
      db.selectFrom('locations').select(['id', 'name']).execute(),
    ]);
    const productIds = [
      ...new Set(
        rows.flatMap(({ cells }) =>
          cells.product && isId(cells.product) ? [Number(cells.product.replace('#', ''))] : [],
        ),
      ),
    ];
    const products = new Set<number>();
    for (let i = 0; i < productIds.length; i += 500) {
      const found = await db
        .selectFrom('products')
        .select('id')
        .where('id', 'in', productIds.slice(i, i + 500))
        .execute();
      for (const p of found) products.add(p.id);
    }
    const named = (list: { id: number; name: string }[]) => ({
      byId: new Set(list.map((item) => item.id)),
      byName: new Map(list.map((item) => [fold(item.name), item.id])),
    });
    const refs = { partners: named(partners), locations: named(locations) };
    const pick = (value: string, list: ReturnType<typeof named>) =>
      isId(value) && list.byId.has(Number(value.replace('#', '')))
        ? Number(value.replace('#', ''))
        : list.byName.get(fold(value));

    const checked: CheckedRow<LeadCreateBody>[] = rows.map(({ row, cells }) => {
      const known: ImportCellError[] = [];
      const refuse = (column: string, code: string) =>
        known.push(cellError(row, column, reason(code, { value: cells[column]! })));
      const source = cells.source ? SOURCES.get(fold(cells.source)) : undefined;
      if (cells.source && !source) refuse('source', 'unknown_word');
      const partnerId = cells.partner ? pick(cells.partner, refs.partners) : undefined;
      if (cells.partner && partnerId === undefined) refuse('partner', 'unknown_partner');
      const locationId = cells.location ? pick(cells.location, refs.locations) : undefined;
      if (cells.location && locationId === undefined) refuse('location', 'unknown_location');
      const productId = cells.product && isId(cells.product) ? Number(cells.product.replace('#', '')) : undefined;
      if (cells.product && (productId === undefined || !products.has(productId))) refuse('product', 'unknown_product');
      const input = {
        full_name: cells.full_name,
        phone: cells.phone,
        email: cells.email,
        source: source ?? (cells.source ? undefined : cells.source),
        partner_id: partnerId,
        product_id: productId,
        location_id: locationId,
        message: cells.message,
      };
      return { row, ...parseRow(leadCreateBody, row, input, COLUMN_OF, known) };
    });

    // one open lead per phone and source: in the file, and among the leads being worked
    const seen = new Map<string, number>();
    const bySource = new Map<string, string[]>();
    for (const r of checked) {
      if (!r.body) continue;
      const key = `${r.body.source} ${r.body.phone}`;
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, r.row);
        const phones = bySource.get(r.body.source) ?? [];
        phones.push(r.body.phone);
        bySource.set(r.body.source, phones);
      } else r.errors.push(cellError(r.row, 'phone', reason('duplicate_in_file', { row: first })));
    }
    const open = new Map<string, Map<string, number>>();
    for (const [source, phones] of bySource) open.set(source, await openLeads(db, phones, source));
    for (const r of checked) {
      const lead = r.body && r.errors.length === 0 ? open.get(r.body.source)?.get(r.body.phone) : undefined;
      if (lead !== undefined)
        r.errors.push(cellError(r.row, 'phone', reason('lead_open', { phone: r.body!.phone, lead: `#${lead}` })));
      if (r.errors.length) delete r.body;
    }
    return checked;
  },

  write: (db, actor, bodies, origin) => createLeads(db, actor, bodies, origin),
  batch: 500,
};
