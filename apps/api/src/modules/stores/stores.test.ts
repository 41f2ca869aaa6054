import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { PAGE_SIZE, STORE_MESSAGES, foldText } from '@admin/contract';
import sharp from 'sharp';
import { assertError, assertOk, auditCount, describeApp, valuesOf } from '../../test/harness.ts';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read field by field

const png = () =>
  sharp({ create: { width: 400, height: 250, channels: 3, background: '#90caf9' } })
    .png()
    .toBuffer();

function form(fields: Record<string, string>, files: Record<string, Buffer>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const [k, v] of Object.entries(files))
    data.append(k, new Blob([new Uint8Array(v)], { type: 'image/png' }), `${k}.png`);
  return data;
}

describeApp('stores', (t) => {
  const list = async (query: Record<string, string | number> = {}) =>
    assertOk(await t.call('GET', '/api/v2/stores', { as: 'loan', query }));

  test('GET /v2/stores: 50 a page, every filter narrows, sorts by counters', async () => {
    const body = await list();
    assert.equal(body.per_page, PAGE_SIZE.default);
    assert.equal(body.total, 240);
    assert.ok(body.data[0].id > body.data[1].id);
    const cases: [Record<string, string | number>, (r: Row) => boolean][] = [
      [{ type: 'personal' }, (r) => r.type === 'personal'],
      [{ is_station: 2 }, (r) => r.is_station === 2],
      [{ status: 'suspended' }, (r) => r.status === 'suspended'],
      [{ is_loanable: 1 }, (r) => r.is_loanable === 1],
      [{ display: 0 }, (r) => r.display === 0],
      [{ location: 79 }, (r) => r.location?.id === 79],
      [{ own_products: 15 }, (r) => r.own_products >= 15],
      [{ sold_products: 3 }, (r) => r.sold_products >= 3],
      [{ purchased_products: 10 }, (r) => r.purchased_products >= 10],
      [{ followers: 2000 }, (r) => r.followers >= 2000],
      [
        { start_date: '2022-02-01', end_date: '2022-02-28' },
        (r) => r.created_at >= '2022-01-31' && r.created_at < '2022-02-28T17:00:00.000Z',
      ],
      [{ keyword: 'tram dich vu ha noi' }, (r) => r.name.startsWith('Trạm dịch vụ Hà Nội')],
    ];
    for (const [query, matches] of cases) {
      const res = await list({ ...query, count: 200 });
      assert.ok(res.total > 0 && res.total < 240, JSON.stringify(query));
      assert.equal(res.data.length, res.total, JSON.stringify(query));
      assert.ok(res.data.every(matches), JSON.stringify(query));
    }
    assert.equal((await list({ within_day: 30 })).total, 0);
    const bySales = (await list({ sort_by: 'total_sale_amount', order_by: 'desc', count: 20 })).data.map(
      (r: Row) => r.total_sale_amount,
    );
    assert.deepEqual(
      bySales,
      [...bySales].sort((a, b) => b - a),
    );
    assert.ok(bySales[0] > 0);
    const byName = (await list({ sort_by: 'name', order_by: 'asc', count: 10 })).data.map((r: Row) => r.name);
    assert.deepEqual(byName, [...byName].sort());
  });

  test('the keyword: the rows and total of a scan, with a filter, and a write straight to the database seen at once', async () => {
    const stores = await t.app.db.selectFrom('stores').select(['id', 'search_text', 'is_station']).execute();
    const scan = (keyword: string, station?: number) =>
      stores
        .filter((s) => s.search_text.includes(foldText(keyword)) && (!station || s.is_station === station))
        .map((s) => s.id)
        .sort((a, b) => b - a);
    assert.ok(scan('ha noi').length > 0 && scan('ha noi', 2).length > 0);
    for (const keyword of ['ha noi', 'Hồ Chí Minh', 'tram', '0909', 'không có cửa hàng này']) {
      for (const station of [undefined, 2]) {
        const expected = scan(keyword, station);
        const body = await list({ keyword, count: 200, ...(station ? { is_station: station } : {}) });
        const label = JSON.stringify({ keyword, station });
        assert.deepEqual(valuesOf(body.data, 'id'), expected.slice(0, 200), label);
        assert.equal(body.total, expected.length, label);
      }
    }
    // a write from anywhere (here straight to the database, as another API process would) is seen at once
    assert.equal((await list({ keyword: 'kiemtragiu' })).total, 0);
    const store = stores[5]!;
    await t.app.db
      .updateTable('stores')
      .set({ search_text: `${store.search_text} kiemtragiu` })
      .where('id', '=', store.id)
      .execute();
    try {
      assert.deepEqual(valuesOf((await list({ keyword: 'kiemtragiu' })).data, 'id'), [store.id]);
    } finally {
      await t.app.db.updateTable('stores').set({ search_text: store.search_text }).where('id', '=', store.id).execute();
    }
    assert.equal((await list({ keyword: 'kiemtragiu' })).total, 0);
  });

  test('store counters agree with the products; total-sale-amount sums the filtered stores', async () => {
    const top = (await list({ sort_by: 'own_products', count: 1 })).data[0];
    const products = assertOk(
      await t.call('GET', '/api/v2/products', { as: 'admin', query: { store_id: top.id, count: 1 } }),
    ).total;
    const deleted = assertOk(
      await t.call('GET', '/api/v2/products', { as: 'admin', query: { store_id: top.id, sales_status: 'delete' } }),
    ).total;
    assert.equal(top.own_products, products - deleted);
    const stations = assertOk(
      await t.call('GET', '/api/v2/stores/total-sale-amount', { as: 'loan', query: { is_station: 2 } }),
    ).data;
    const all = assertOk(await t.call('GET', '/api/v2/stores/total-sale-amount', { as: 'loan' })).data;
    assert.equal(stations.stores, 30);
    assert.equal(all.stores, 240);
    assert.ok(all.total_sale_amount > stations.total_sale_amount);
    const sold = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.sum<number>('price').as('n'))
      .where('sales_status', '=', 'done')
      .executeTakeFirstOrThrow();
    assert.equal(all.total_sale_amount, Number(sold.n));
  });

  test('search pickers: stations with is_station=2, by name or phone, diacritic-insensitive', async () => {
    const stations = assertOk(
      await t.call('GET', '/api/v2/stores/search', { as: 'loan', query: { is_station: 2, keyword: 'ho chi minh' } }),
    ).data;
    assert.ok(stations.length > 0);
    assert.ok(stations.every((s: Row) => s.is_station === 2 && s.name.includes('Hồ Chí Minh')));
    const store = (await list({ count: 1 })).data[0];
    const byPhone = assertOk(await t.call('GET', '/api/search/store', { as: 'loan', query: { q: store.phone } })).data;
    assert.ok(byPhone.some((s: Row) => s.id === store.id));
  });

  test('the store page: general, identity with ID card images, bank account, loans, status, type', async () => {
    const store = (await list({ type: 'alliance', is_station: 1, status: 'active', count: 1 })).data[0];
    const detail = assertOk(await t.call('GET', `/api/v2/stores/${store.id}`, { as: 'loan' })).data;
    assert.ok('identity' in detail && 'bank' in detail);

    const general = await t.call('PUT', `/api/v2/stores/${store.id}`, {
      as: 'station',
      body: {
        name: 'Xe máy Phú Quý Đà Nẵng',
        phone: '0905123456',
        email: 'phuquy@example.vn',
        address: '12 Bạch Đằng',
        location_id: 48,
      },
    });
    const { data, messages } = assertOk(general);
    assert.equal(messages, STORE_MESSAGES.updated);
    assert.equal(data.location.name, 'Đà Nẵng');
    assert.ok(
      assertOk(await t.call('GET', '/api/v2/stores', { as: 'loan', query: { keyword: 'phu quy da nang' } })).data.some(
        (s: Row) => s.id === store.id,
      ),
    );

    const identity = assertOk(
      await t.call('POST', `/api/v2/stores/${store.id}/update-identity`, {
        as: 'station',
        body: form(
          { id_number: '079203001234', full_name: 'Trần Văn Quý', date_of_birth: '1990-04-12' },
          { front_image: await png(), back_image: await png() },
        ),
      }),
    ).data.identity;
    assert.equal(identity.id_number, '079203001234');
    // whole for those who edit the identity; the loan officer, who only reads stores, sees its last digits
    const read = async (as: string) =>
      assertOk(await t.call('GET', `/api/v2/stores/${store.id}`, { as })).data.identity.id_number;
    assert.equal(await read('station'), '079203001234');
    assert.equal(await read('loan'), '•••••••••234');
    // ID cards are private: a link signed for a few minutes, the files outside the public uploads.
    const front: string = identity.front_image.original;
    assert.match(front, /^\/api\/private-files\//);
    const picture = await t.call('GET', front);
    assert.equal(picture.status, 200);
    assert.match(String(picture.headers['content-type']), /^image\//);
    assert.equal((await t.call('GET', `${front.slice(0, -3)}abc`)).status, 404, 'a forged link');
    const privateFiles = () => fs.readdirSync(path.join(t.dataDir, 'private', 'identity')).sort();
    const uploaded = privateFiles();
    assert.equal(uploaded.length, 6, 'two pictures, three sizes each');
    assert.ok(!fs.existsSync(path.join(t.dataDir, 'uploads', 'identity')), 'nothing in the public uploads');
    assert.equal((await t.call('GET', `/uploads/identity/${uploaded[0]}`)).status, 404);
    const replaced = assertOk(
      await t.call('POST', `/api/v2/stores/${store.id}/update-identity`, {
        as: 'station',
        body: form({ id_number: '079203001234', full_name: 'Trần Văn Quý' }, { front_image: await png() }),
      }),
    ).data.identity;
    assert.notEqual(replaced.front_image.original, front);
    assert.equal(privateFiles().length, 6, 'the replaced front picture is removed, the new one kept');
    const fake = await t.call('POST', `/api/v2/stores/${store.id}/update-identity`, {
      as: 'station',
      body: form({ id_number: '079203001234', full_name: 'X' }, { front_image: Buffer.from('%PDF-1.4 not an image') }),
    });
    assertError(fake, 422, 0, ['front_image']);

    const bank = assertOk(
      await t.call('PUT', `/api/v2/stores/${store.id}/bank-account`, {
        as: 'station',
        body: { bank_account: '0123456789', bank_account_name: 'TRAN VAN QUY', bank_name: 'Vietcombank' },
      }),
    ).data.bank;
    assert.deepEqual(bank, {
      bank_account: '0123456789',
      bank_account_name: 'TRAN VAN QUY',
      bank_name: 'Vietcombank',
    });

    assert.equal(
      assertOk(await t.call('POST', `/api/v2/stores/${store.id}`, { as: 'station', body: { is_loanable: 1 } })).data
        .is_loanable,
      1,
    );

    // Suspending needs stores-status, which the station manager lacks.
    assertError(
      await t.call('PUT', `/api/v2/stores/${store.id}/status`, {
        as: 'station',
        body: { status: 'suspended', reason: 'x' },
      }),
      403,
      403,
    );
    const suspended = assertOk(
      await t.call('PUT', `/api/v2/stores/${store.id}/status`, {
        as: 'admin',
        body: { status: 'suspended', reason: 'Tin giả' },
      }),
    ).data;
    assert.equal(suspended.status, 'suspended');
    assert.equal(suspended.suspended_reason, 'Tin giả');
    assert.equal(
      assertOk(await t.call('PUT', `/api/v2/stores/${store.id}/status`, { as: 'admin', body: { status: 'active' } }))
        .data.suspended_reason,
      null,
    );

    const station = assertOk(
      await t.call('PUT', `/api/v2/stores/${store.id}/change-type`, { as: 'station', body: { is_station: 2 } }),
    ).data;
    assert.equal(station.is_station, 2);
    assert.equal(await auditCount(t, 'store', store.id), 8, 'each change once, the second identity edit included');
  });

  test('a station showing products stays one; a store with products cannot be deleted; an empty one can', async () => {
    const shown = await t.app.db
      .selectFrom('products')
      .select('station_id')
      .where('station_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await t.call('PUT', `/api/v2/stores/${shown.station_id}/change-type`, {
      as: 'station',
      body: { is_station: 1 },
    });
    assertError(res, 409, 409);
    const seller = (await list({ sort_by: 'own_products', count: 1 })).data[0];
    const refused = await t.call('DELETE', `/api/v2/stores/${seller.id}`, { as: 'admin' });
    assertError(refused, 409, 409);
    assert.match(refused.body.result, /products and cannot be deleted/);
    const created = assertOk(
      await t.call('POST', '/api/v2/stores', {
        as: 'admin',
        body: { name: 'Cửa hàng thử', type: 'personal', location_id: 1 },
      }),
    ).data;
    assert.equal(created.status, 'active');
    assert.equal(created.is_station, 1);
    assertOk(await t.call('DELETE', `/api/v2/stores/${created.id}`, { as: 'admin' }));
    assertError(await t.call('GET', `/api/v2/stores/${created.id}`, { as: 'loan' }), 404, 404);
  });
});
