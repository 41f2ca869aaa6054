import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHECKLIST_ITEMS } from '@admin/contract';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

describeApp('checklist', (t) => {
  test('the checklist: items, save (issue fails it), the list shows Inspection and its date', async () => {
    const items = assertOk(await t.call('GET', '/api/v2/checklist/items', { as: 'station' })).data;
    assert.equal(items.length, CHECKLIST_ITEMS.length);
    const { id } = await t.app.db
      .selectFrom('products')
      .select('id')
      .where('inspection_result', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    assert.equal(assertOk(await t.call('GET', `/api/v2/products/${id}/checklist`, { as: 'station' })).data, null);
    const body = {
      items: CHECKLIST_ITEMS.map((i, n) => ({
        key: i.key,
        result: n === 0 ? 'issue' : n === 1 ? 'na' : 'ok',
        note: n === 0 ? 'Sai số khung' : null,
      })),
    };
    const saved = assertOk(await t.call('PUT', `/api/v2/products/${id}/checklist`, { as: 'station', body })).data;
    assert.equal(saved.result, 'failed');
    assert.equal(saved.score, Math.round(((CHECKLIST_ITEMS.length - 2) / (CHECKLIST_ITEMS.length - 1)) * 100));
    const row = assertOk(await t.call('GET', `/api/v2/products/${id}`, { as: 'station' })).data;
    assert.equal(row.inspection, 'failed');
    assert.equal(row.inspection_date, saved.inspected_at);
    const missing = await t.call('PUT', `/api/v2/products/${id}/checklist`, {
      as: 'station',
      body: { items: body.items.slice(1) },
    });
    assertError(missing, 422, 0, ['items']);
    const inspections = assertOk(
      await t.call('GET', '/api/v2/checklists', { as: 'station', query: { product_id: id } }),
    );
    assert.equal(inspections.total, 1);
    assert.equal(inspections.data[0].inspector.id, await t.userId('station'));
  });
});
