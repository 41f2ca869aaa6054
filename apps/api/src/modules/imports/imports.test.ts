import assert from 'node:assert/strict';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '@admin/contract';
import { type Answer, type TestApp, describeApp } from '../../test/harness.ts';

/** A multipart import form: its fields and the file. */
function form(fields: Record<string, string | number>, file: { bytes: Buffer | string; name: string }) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, String(v));
  const bytes = typeof file.bytes === 'string' ? Buffer.from(file.bytes, 'utf8') : file.bytes;
  data.append('file', new Blob([new Uint8Array(bytes)]), file.name);
  return data;
}

const csv = (rows: (string | number)[][]) =>
  rows
    .map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replaceAll('"', '""')}"` : c)).join(','))
    .join('\r\n');

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Waits until the import has ended (it runs as a job after its answer). */
async function ended(t: TestApp, id: number, as: string): Promise<Answer> {
  for (;;) {
    const res = await t.call('GET', `/api/imports/${id}`, { as });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    if (res.body.data.status !== 'running') return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const codes = (res: Answer) => (res.body.data.errors as { reason: { code: string } }[]).map((e) => e.reason.code);

describeApp('imports', (t) => {
  /** A store that may post, a trim on offer with its make, a province and a plate nobody holds. */
  const catalogue = async () => {
    const db = t.app.db;
    const store = await db
      .selectFrom('stores')
      .select(['id', 'name'])
      .where('status', '=', 'active')
      .where('type', '=', 'alliance')
      .where('is_station', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const trim = await db
      .selectFrom('model_details as d')
      .innerJoin('models as m', 'm.id', 'd.model_id')
      .innerJoin('brands as b', 'b.id', 'd.brand_id')
      .select(['d.id', 'd.name', 'm.name as model', 'b.name as brand'])
      .where('d.status', '=', 'active')
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    const location = await db.selectFrom('locations').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    return { store, trim, location };
  };

  test('products: the preview refuses each bad cell; all or nothing writes nothing; valid rows writes the good ones', async () => {
    const { store, trim, location } = await catalogue();
    const listed = await t.app.db
      .selectFrom('products')
      .select('number_plate')
      .where('number_plate', 'is not', null)
      .where('sales_status', '=', 'ing')
      .executeTakeFirstOrThrow();
    const rows = [
      ['Tiêu đề', 'Hãng', 'Dòng xe (Phiên bản)', 'Giá', 'Khu vực', 'Biển số', 'Ghi chú riêng'],
      ['Xe nhập 1', trim.brand, `${trim.model} (${trim.name})`, '25.500.000', location.name, '29A1-555.01', 'x'],
      ['Xe nhập 2', trim.brand, `${trim.model} (${trim.name})`, '26000000', location.name, '', ''],
      ['', trim.brand, 'Không có phiên bản này', 'rẻ', 'Sao Hỏa', '29A1-555.01', ''],
      ['Xe nhập 4', trim.brand, `${trim.model} (${trim.name})`, '27000000', location.name, listed.number_plate!, ''],
    ];
    const file = () => ({ bytes: csv(rows), name: 'kho.csv' });
    const preview = await t.call('POST', '/api/imports/preview', {
      as: 'admin',
      body: form({ kind: 'products', store_id: store.id }, file()),
    });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    const data = preview.body.data;
    assert.equal(data.rows, 4);
    assert.equal(data.valid, 2);
    assert.deepEqual(
      data.columns.map((c: { use: string }) => c.use),
      ['field', 'field', 'field', 'field', 'field', 'field', 'unknown'],
    );
    const on = (row: number) =>
      Object.fromEntries(
        (data.errors as { row: number; column: string; reason: { code: string } }[])
          .filter((e) => e.row === row)
          .map((e) => [e.column, e.reason.code]),
      );
    // the file's line 4 (the header is line 1): every bad cell, each with its reason
    assert.deepEqual(on(4), {
      title: 'invalid_cell',
      trim: 'unknown_trim',
      price: 'invalid_cell',
      location: 'unknown_location',
      number_plate: 'duplicate_in_file',
    });
    assert.deepEqual(on(5), { number_plate: 'plate_listed' });
    assert.ok(data.sample.some((r: { row: number }) => r.row === 4));
    const before = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    // all or nothing: a refused row, nothing written
    const whole = await t.call('POST', '/api/imports', {
      as: 'admin',
      body: form({ kind: 'products', store_id: store.id, mode: 'all_or_nothing' }, file()),
    });
    assert.equal(whole.status, 200, JSON.stringify(whole.body));
    const wholeRun = (await ended(t, whole.body.data.id, 'admin')).body.data;
    assert.equal(wholeRun.written, 0);
    assert.equal(wholeRun.refused, 2);
    const middle = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(middle.n), Number(before.n));

    // valid rows: the two good ones written, the two others in the report with their cells and reasons
    const some = await t.call('POST', '/api/imports', {
      as: 'admin',
      body: form({ kind: 'products', store_id: store.id, mode: 'valid_rows' }, file()),
    });
    const run = (await ended(t, some.body.data.id, 'admin')).body.data;
    assert.equal(run.status, 'done');
    assert.equal(run.written, 2);
    assert.equal(run.refused, 2);
    assert.deepEqual(
      run.refused_rows.map((r: { row: number }) => r.row),
      [4, 5],
    );
    assert.equal(run.refused_rows[1].cells[5], listed.number_plate);
    const made = await t.app.db
      .selectFrom('products')
      .select(['id', 'title', 'price', 'sales_status', 'picture', 'detail_model_id', 'store_id'])
      .where('title', 'in', ['Xe nhập 1', 'Xe nhập 2'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      made.map((p) => [p.title, Number(p.price), p.sales_status, p.picture, p.detail_model_id, p.store_id]),
      [
        ['Xe nhập 1', 25_500_000, 'in review', null, trim.id, store.id],
        ['Xe nhập 2', 26_000_000, 'in review', null, trim.id, store.id],
      ],
    );
    // audited: one entry for the import with its counts, each product's creation naming the import
    const entries = await t.app.db
      .selectFrom('audit_logs')
      .select(['entity', 'entity_id', 'after_json'])
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'import'), eb('entity_id', '=', String(run.id))]),
          eb.and([
            eb('entity', '=', 'product'),
            eb(
              'entity_id',
              'in',
              made.map((p) => String(p.id)),
            ),
          ]),
        ]),
      )
      .execute();
    const importEntry = entries.find((e) => e.entity === 'import');
    assert.equal(JSON.parse(importEntry!.after_json!).written, 2);
    const productEntries = entries.filter((e) => e.entity === 'product');
    assert.equal(productEntries.length, 2);
    assert.ok(productEntries.every((e) => JSON.parse(e.after_json!).import_id === run.id));

    // the history lists it
    const history = await t.call('GET', '/api/imports', { as: 'admin', query: { kind: 'products' } });
    assert.ok(history.body.data.length > 0 && history.body.data[0].id === run.id);
    assert.equal(history.body.data[0].store.name, store.name);
  });

  test('leads from an XLSX file; a lead already open for the phone is refused', async () => {
    const open = await t.app.db
      .selectFrom('leads')
      .select(['phone', 'source'])
      .where('status', '=', 'new')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const partner = await t.app.db.selectFrom('partners').select('name').orderBy('id').executeTakeFirstOrThrow();
    const sourceWord = {
      finance: 'Finance',
      insurance: 'Insurance',
      product: 'Product',
      test_drive: 'Test ride',
      contact: 'Contact form',
    }[open.source as 'finance'];
    const bytes = await xlsx([
      ['Customer', 'Phone', 'Source', 'Partner', 'Location', 'Message'],
      ['Trần Văn Nhập', '0911000001', 'Trả góp', partner.name, 'Hà Nội', 'Gọi sau 18h'],
      ['Lê Thị Nhập', open.phone, sourceWord, '', '', ''],
      ['Phạm Nhập', 'abc', 'Chợ', 'Không có', '', ''],
    ]);
    const preview = await t.call('POST', '/api/imports/preview', {
      as: 'editor',
      body: form({ kind: 'leads' }, { bytes, name: 'chien-dich.xlsx' }),
    });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.equal(preview.body.data.rows, 3);
    assert.equal(preview.body.data.valid, 1);
    assert.deepEqual(codes(preview).sort(), ['invalid_cell', 'lead_open', 'unknown_partner', 'unknown_word']);
    const started = await t.call('POST', '/api/imports', {
      as: 'editor',
      body: form({ kind: 'leads', mode: 'valid_rows' }, { bytes, name: 'chien-dich.xlsx' }),
    });
    const run = (await ended(t, started.body.data.id, 'editor')).body.data;
    assert.equal(run.written, 1);
    const lead = await t.app.db
      .selectFrom('leads')
      .selectAll()
      .where('phone', '=', '0911000001')
      .executeTakeFirstOrThrow();
    assert.equal(lead.source, 'finance');
    assert.equal(lead.status, 'new');
    assert.equal(lead.message, 'Gọi sau 18h');
  });

  test('our own products export imports back: every header is known, every row read', async () => {
    const { store } = await catalogue();
    for (const format of ['xlsx', 'csv'] as const)
      for (const lang of ['vi', 'en'] as const) {
        const exported = await t.app.inject({
          method: 'GET',
          url: `/api/v2/products/export?format=${format}&lang=${lang}&sales_status=ing`,
          headers: { authorization: `Bearer ${(await t.signIn('admin')).token}` },
        });
        assert.equal(exported.statusCode, 200);
        const preview = await t.call('POST', '/api/imports/preview', {
          as: 'admin',
          body: form(
            { kind: 'products', store_id: store.id },
            { bytes: exported.rawPayload, name: `products.${format}` },
          ),
        });
        assert.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 500));
        const data = preview.body.data;
        assert.ok(data.rows > 0);
        assert.deepEqual(
          data.columns.filter((c: { use: string }) => c.use === 'unknown'),
          [],
          `${format} ${lang}`,
        );
        assert.deepEqual(data.missing, []);
        // the products are on sale already: their plates are listed; nothing else is refused
        const refused = new Set(codes(preview));
        for (const code of refused)
          assert.ok(['plate_listed', 'duplicate_in_file', 'trim_retired'].includes(code), code);
        assert.ok(data.valid > 0, `${format} ${lang}: some rows without a plate are valid`);
      }
  });

  test('a file of 10,000 leads is imported within the test', async () => {
    const rows: string[][] = [['Họ tên', 'Điện thoại', 'Nguồn', 'Khu vực']];
    for (let i = 0; i < IMPORT_LIMITS.maxRows; i += 1)
      rows.push([`Khách ${i}`, `08${String(i).padStart(8, '0')}`, 'Liên hệ', 'Hà Nội']);
    const file = { bytes: `\uFEFF${csv(rows)}`, name: 'muoi-nghin.csv' };
    const started = Date.now();
    const preview = await t.call('POST', '/api/imports/preview', { as: 'admin', body: form({ kind: 'leads' }, file) });
    assert.equal(preview.status, 200, JSON.stringify(preview.body).slice(0, 500));
    assert.equal(preview.body.data.valid, 10_000);
    const run = await t.call('POST', '/api/imports', {
      as: 'admin',
      body: form({ kind: 'leads', mode: 'all_or_nothing' }, file),
    });
    const done = (await ended(t, run.body.data.id, 'admin')).body.data;
    assert.equal(done.written, 10_000);
    assert.equal(done.processed, 10_000);
    const n = await t.app.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('full_name', 'like', 'Khách %')
      .executeTakeFirstOrThrow();
    assert.equal(Number(n.n), 10_000);
    console.log(`10,000 leads previewed and imported in ${Date.now() - started} ms`);

    // one row more is refused as a whole, before anything is read
    rows.push(['Khách thêm', '0799999999', 'Liên hệ', '']);
    const more = await t.call('POST', '/api/imports/preview', {
      as: 'admin',
      body: form({ kind: 'leads' }, { bytes: csv(rows), name: 'qua-nhieu.csv' }),
    });
    assert.equal(more.status, 422);
    assert.deepEqual(more.body.reason, { code: 'import_too_many_rows', params: { max: 10_000 } });
  });

  test('refused: without the create permission, a file too large, a file that is not a table', async () => {
    const { store } = await catalogue();
    const small = { bytes: csv([['Họ tên'], ['A']]), name: 'a.csv' };
    // the loan officer creates neither products nor leads; the content editor no products
    for (const [as, kind] of [
      ['loan', 'leads'],
      ['loan', 'products'],
      ['editor', 'products'],
    ] as const) {
      const res = await t.call('POST', '/api/imports/preview', { as, body: form({ kind, store_id: store.id }, small) });
      assert.equal(res.status, 403, `${as} ${kind}: ${res.status}`);
      const template = await t.call('GET', '/api/imports/template', { as, query: { kind } });
      assert.equal(template.status, 403);
    }
    const large = await t.call('POST', '/api/imports/preview', {
      as: 'admin',
      body: form({ kind: 'leads' }, { bytes: Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a'), name: 'lon.csv' }),
    });
    assert.equal(large.status, 422);
    assert.deepEqual(Object.keys(large.body.errors), ['file']);
    assert.deepEqual(large.body.reason, { code: 'import_too_large', params: { max_mb: 10 } });
    const binary = await t.call('POST', '/api/imports/preview', {
      as: 'admin',
      body: form({ kind: 'leads' }, { bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xff, 0xfe]), name: 'cu.xls' }),
    });
    assert.equal(binary.status, 422);
    assert.equal(binary.body.reason.code, 'import_unreadable');
    const noStore = await t.call('POST', '/api/imports/preview', {
      as: 'admin',
      body: form({ kind: 'products' }, small),
    });
    assert.equal(noStore.status, 422);
    assert.deepEqual(Object.keys(noStore.body.errors), ['store_id']);
    // the template: the header row in the person's language
    const template = await t.call('GET', '/api/imports/template', {
      as: 'admin',
      query: { kind: 'leads', format: 'csv', lang: 'en' },
    });
    assert.equal(template.status, 200);
    assert.match(String(template.body), /^\uFEFFCustomer,Phone,Source,/);
  });
});
