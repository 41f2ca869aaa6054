import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditOf } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

interface Row {
  id: number;
  sales_status: string;
  row_version: number;
}

describeApp('products in bulk', (t) => {
  const list = async (query: Record<string, string | number>) =>
    assertOk(await t.call('GET', '/api/v2/products', { as: 'admin', query: { count: 200, ...query } }));
  const rows = async (query: Record<string, string | number>) => (await list(query)).data as Row[];
  const status = async (id: number) =>
    (await t.app.db.selectFrom('products').select('sales_status').where('id', '=', id).executeTakeFirstOrThrow())
      .sales_status;
  const approvals = async (id: number) =>
    (await auditOf(t, 'product', id)).filter((a) => JSON.parse(a.after_json ?? '{}').action === 'approved').length;
  const bulk = (body: unknown, as = 'admin', action = 'status') =>
    t.call('POST', `/api/v2/products/bulk/${action}`, { as, body });

  test('approving a mix: each row done or refused with its reason, audited per row, the refused ones unchanged', async () => {
    const waiting = (await rows({ sales_status: 'in review', sort_by: 'id', order_by: 'asc' })).slice(0, 3);
    const [onSale] = await rows({ sales_status: 'ing' });
    assert.ok(waiting.length === 3 && onSale);
    const before = (await list({ sales_status: 'in review' })).total;
    // someone else edits the third listing meanwhile: the version the person saw is gone
    const stale = waiting[2]!;
    assertOk(await t.call('PUT', `/api/v3/products/${stale.id}`, { as: 'station', body: { used_distance: 12_345 } }));

    const items = [...waiting, onSale!].map((r) => ({ id: r.id, version: r.row_version }));
    const res = assertOk(await bulk({ action: 'approve', items: [...items, { id: 99_999, version: 1 }] }));
    assert.equal(res.data.done, 2);
    assert.equal(res.data.refused, 3);
    const [a, b, c, d, gone] = res.data.results;
    assert.deepEqual(
      [a, b],
      [
        { id: waiting[0]!.id, ok: true },
        { id: waiting[1]!.id, ok: true },
      ],
    );
    assert.equal(c.ok, false);
    assert.equal(c.reason.code, 'changed_meanwhile');
    assert.equal(c.reason.params.record, `#${stale.id}`);
    assert.deepEqual(d, {
      id: onSale!.id,
      ok: false,
      reason: { code: 'move_refused', params: { kind: 'product', record: `#${onSale!.id}`, from: 'ing', to: 'ing' } },
    });
    assert.deepEqual(gone, { id: 99_999, ok: false, reason: { code: 'not_found', params: { record: '#99999' } } });

    assert.equal(await status(waiting[0]!.id), 'ing');
    assert.equal(await status(waiting[1]!.id), 'ing');
    assert.equal(await status(stale.id), 'in review');
    assert.equal(await status(onSale!.id), 'ing');
    assert.equal(await approvals(waiting[0]!.id), 1);
    assert.equal(await approvals(waiting[1]!.id), 1);
    assert.equal(await approvals(stale.id), 0);
    assert.equal((await list({ sales_status: 'in review' })).total, before - 2);
  });

  test('block needs its reason; the body names its rows one way; without the permission nothing moves', async () => {
    const [one] = await rows({ sales_status: 'in review' });
    assertError(await bulk({ action: 'block', items: [{ id: one!.id }] }), 422, 0, ['blocked_reason']);
    assertError(await bulk({ action: 'approve' }), 422, 0, ['items']);
    const many = Array.from({ length: 1001 }, (_, i) => ({ id: i + 1 }));
    assertError(await bulk({ action: 'approve', items: many }), 422, 0, ['items']);
    assertError(await bulk({ action: 'approve', items: [{ id: one!.id }] }, 'news'), 403, 403);
    assert.equal(await status(one!.id), 'in review');
    const blocked = assertOk(
      await bulk({ action: 'block', blocked_reason: 'Ảnh không đúng xe', items: [{ id: one!.id }] }),
    );
    assert.equal(blocked.data.done, 1);
    const row = await t.app.db
      .selectFrom('products')
      .select(['sales_status', 'blocked_reason'])
      .where('id', '=', one!.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { sales_status: 'blocked', blocked_reason: 'Ảnh không đúng xe' });
  });

  test('all matching the filters: the count shown is checked, then every matching row moves', async () => {
    const filters = { sales_status: 'locked' };
    const total = (await list(filters)).total;
    assert.ok(total > 1, 'the demo data has locked products');
    const grew = await bulk({ action: 'sell', all_matching: { filters, count: total - 1 } });
    assertError(grew, 409, 409);
    assert.deepEqual(grew.body.reason, { code: 'bulk_matching_grew', params: { count: total - 1 } });
    assert.equal((await list(filters)).total, total);

    const res = assertOk(await bulk({ action: 'sell', all_matching: { filters, count: total } }));
    assert.equal(res.data.done + res.data.refused, total);
    assert.ok(res.data.done > 0);
    const left = (await list(filters)).total;
    assert.equal(left, res.data.refused);
  });

  test('two bulk requests on the same rows at once: each row is changed once', async () => {
    const waiting = (await rows({ sales_status: 'in review' })).slice(0, 4);
    assert.equal(waiting.length, 4);
    const items = waiting.map((r) => ({ id: r.id, version: r.row_version }));
    const answers = await Promise.all([
      bulk({ action: 'approve', items }),
      bulk({ action: 'approve', items: [...items].reverse() }),
    ]);
    const [first, second] = answers.map((a) => assertOk(a).data);
    assert.equal(first.done + second.done, 4);
    assert.equal(first.refused + second.refused, 4);
    for (const row of waiting) {
      assert.equal(await status(row.id), 'ing');
      assert.equal(await approvals(row.id), 1);
    }
  });
});
