import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read field by field

describeApp('brands and models', (t) => {
  test('GET /v2/brands and /v2/brands/{id}/models: real brands, models by category with their trims', async () => {
    const brands = assertOk(await t.call('GET', '/api/v2/brands', { as: 'news' })).data;
    const names = valuesOf(brands, 'name');
    for (const name of ['Honda', 'Yamaha', 'Suzuki', 'VinFast', 'Kawasaki', 'Ducati'])
      assert.ok(names.includes(name), name);
    const honda = brands.find((b: Row) => b.name === 'Honda');
    assert.equal(honda.models_count, 12);
    const models = assertOk(await t.call('GET', `/api/v2/brands/${honda.id}/models`, { as: 'news' })).data;
    assert.ok(models.some((m: Row) => m.name === 'Vision' && m.type === 1));
    assert.ok(models.length > 0 && models.every((m: Row) => m.details.length >= 2));
    const scooters = assertOk(
      await t.call('GET', `/api/v2/brands/${honda.id}/models`, { as: 'news', query: { type: 1 } }),
    ).data;
    assert.ok(scooters.length > 0 && scooters.every((m: Row) => m.type === 1));
    const vinfast = brands.find((b: Row) => b.name === 'VinFast');
    const electric = assertOk(await t.call('GET', `/api/v2/brands/${vinfast.id}/models`, { as: 'news' })).data;
    assert.ok(electric.length > 0 && electric.every((m: Row) => m.type === 4));
    assertError(await t.call('GET', '/api/v2/brands/9999/models', { as: 'news' }), 404, 404);
  });

  test('GET /v2/model-details pages trims with specs and product counts; filters by brand and category', async () => {
    const body = assertOk(await t.call('GET', '/api/v2/model-details', { as: 'station' }));
    assert.ok(body.total > 100);
    assert.ok(body.data[0].specs.length >= 5);
    const sum = assertOk(await t.call('GET', '/api/v2/model-details', { as: 'station', query: { count: 200 } }));
    const total = sum.data.reduce((n: number, d: Row) => n + d.product_count, 0);
    assert.equal(total, 3000);
    const pkl = assertOk(
      await t.call('GET', '/api/v2/model-details', { as: 'station', query: { type: 3, count: 200 } }),
    );
    assert.ok(pkl.data.length > 0 && pkl.data.every((d: Row) => d.type === 3));
    const ninja = assertOk(await t.call('GET', '/api/v2/model-details', { as: 'station', query: { q: 'ninja 400' } }));
    assert.ok(ninja.total >= 1 && ninja.data.every((d: Row) => d.model.name === 'Ninja 400'));
    const specs = assertOk(await t.call('GET', '/api/v2/model-specs', { as: 'station' })).data;
    assert.ok(specs.find((s: Row) => s.name === 'Phanh').details.length === 3);
  });

  test('create a trim of a new model of a new brand, edit it, hide it, remove a spec value; product-count', async () => {
    const specs = assertOk(await t.call('GET', '/api/v2/model-specs', { as: 'station' })).data;
    const cc = specs.find((s: Row) => s.name === 'Dung tích xi-lanh');
    const brakes = specs.find((s: Row) => s.name === 'Phanh');
    const created = assertOk(
      await t.call('POST', '/api/v2/model-details', {
        as: 'station',
        body: {
          brand_name: 'Royal Enfield',
          model_name: 'Classic 350',
          type: 3,
          name: 'Classic 350 2024 Chrome',
          year: 2024,
          price: 119_000_000,
          specs: [
            { spec_id: cc.id, value: '349' },
            { spec_id: brakes.id, value: 'Phanh đĩa ABS' },
          ],
        },
      }),
    ).data;
    assert.equal(created.brand.name, 'Royal Enfield');
    assert.equal(created.model.name, 'Classic 350');
    assert.equal(created.type, 3);
    assert.equal(created.specs.length, 2);
    assert.equal(created.product_count, 0);
    const brands = assertOk(await t.call('GET', '/api/v2/brands', { as: 'station' })).data;
    assert.ok(brands.some((b: Row) => b.name === 'Royal Enfield'));

    const edit = assertOk(await t.call('GET', `/api/v2/model-details/${created.id}/edit`, { as: 'station' })).data;
    assert.deepEqual(edit, created);
    const updated = assertOk(
      await t.call('POST', `/api/v2/model-details/${created.id}`, {
        as: 'station',
        body: {
          name: 'Classic 350 2024 Signals',
          year: 2024,
          price: 121_000_000,
          specs: [{ spec_id: cc.id, value: '349' }],
        },
      }),
    ).data;
    assert.equal(updated.name, 'Classic 350 2024 Signals');
    assert.equal(updated.specs.length, 1);
    const hidden = assertOk(
      await t.call('PUT', `/api/v2/model-details/${created.id}/change`, {
        as: 'station',
        body: { status: 'inactive' },
      }),
    ).data;
    assert.equal(hidden.status, 'inactive');
    const removed = assertOk(
      await t.call('DELETE', `/api/v2/model-details/${created.id}/${cc.id}`, { as: 'station' }),
    ).data;
    assert.equal(removed.specs.length, 0);
    assertError(await t.call('DELETE', `/api/v2/model-details/${created.id}/${cc.id}`, { as: 'station' }), 404, 404);
    const count = assertOk(
      await t.call('GET', `/api/v2/model-details/${created.id}/product-count`, { as: 'station' }),
    ).data;
    assert.deepEqual(count, { id: created.id, product_count: 0 });
    assertOk(await t.call('DELETE', `/api/v2/model-details/${created.id}`, { as: 'admin' }));
    assertError(await t.call('GET', `/api/v2/model-details/${created.id}/edit`, { as: 'station' }), 404, 404);
    // The model and then the brand are empty now and can go too.
    assertOk(await t.call('DELETE', `/api/v2/models/${created.model.id}`, { as: 'admin' }));
    assertOk(await t.call('DELETE', `/api/v2/brands/${created.brand.id}`, { as: 'admin' }));
  });

  test('a trim that products use cannot be deleted: 409 saying how many; nor its model or brand', async () => {
    const used = await t.app.db
      .selectFrom('model_details')
      .select(['id', 'name', 'product_count', 'model_id', 'brand_id'])
      .where('product_count', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const count = assertOk(
      await t.call('GET', `/api/v2/model-details/${used.id}/product-count`, { as: 'station' }),
    ).data;
    assert.equal(count.product_count, used.product_count);
    const res = await t.call('DELETE', `/api/v2/model-details/${used.id}`, { as: 'admin' });
    assertError(res, 409, 409);
    assert.equal(
      res.body.result,
      `${used.name} is used by ${used.product_count} products and cannot be deleted; set it inactive instead`,
    );
    assertError(await t.call('DELETE', `/api/v2/models/${used.model_id}`, { as: 'admin' }), 409, 409);
    assertError(await t.call('DELETE', `/api/v2/brands/${used.brand_id}`, { as: 'admin' }), 409, 409);
    // The station manager holds create and update, not delete.
    assertError(await t.call('DELETE', `/api/v2/model-details/${used.id}`, { as: 'station' }), 403, 403);
  });

  test('brands, models, specs: create and edit; duplicates are field errors; a model edit moves its products', async () => {
    const brand = assertOk(
      await t.call('POST', '/api/v2/brands', { as: 'station', body: { name: 'Benelli', country: 'Ý' } }),
    ).data;
    assert.equal(brand.slug, 'benelli');
    assertError(await t.call('POST', '/api/v2/brands', { as: 'station', body: { name: 'HONDA' } }), 422, 0, ['name']);
    assert.equal(
      assertOk(await t.call('PUT', `/api/v2/brands/${brand.id}`, { as: 'station', body: { name: 'Benelli Moto' } }))
        .data.name,
      'Benelli Moto',
    );
    const model = assertOk(
      await t.call('POST', `/api/v2/brands/${brand.id}/models`, {
        as: 'station',
        body: { name: 'TRK 502', type: 3 },
      }),
    ).data;
    assert.deepEqual(model.details, []);
    const spec = assertOk(
      await t.call('POST', '/api/v2/model-specs', { as: 'station', body: { name: 'Hộp số', input_type: 'select' } }),
    ).data;
    assertError(await t.call('POST', '/api/v2/model-specs', { as: 'station', body: { name: 'hộp số' } }), 422, 0, [
      'name',
    ]);
    const withValue = assertOk(
      await t.call('POST', '/api/v2/model-spec-detail', {
        as: 'station',
        body: { spec_id: spec.id, value: '6 cấp' },
      }),
    ).data;
    assert.deepEqual(valuesOf(withValue.details, 'value'), ['6 cấp']);

    const product = await t.app.db
      .selectFrom('products')
      .select(['id', 'model_id', 'type'])
      .where('type', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const m = await t.app.db
      .selectFrom('models')
      .select(['id', 'name', 'brand_id'])
      .where('id', '=', product.model_id)
      .executeTakeFirstOrThrow();
    const moved = assertOk(
      await t.call('PUT', `/api/v2/models/${m.id}`, { as: 'station', body: { name: m.name, type: 3 } }),
    ).data;
    assert.equal(moved.type, 3);
    const row = assertOk(await t.call('GET', `/api/v2/products/${product.id}`, { as: 'station' })).data;
    assert.equal(row.type, 3);
  });
});
