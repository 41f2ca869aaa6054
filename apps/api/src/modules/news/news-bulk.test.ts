import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditOf } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

/** The generic bulk routes every area declared with `bulk` gets from its single status change and delete. */
describeApp('news in bulk', (t) => {
  const list = async (query: Record<string, string | number> = {}) =>
    assertOk(await t.call('GET', '/api/news', { as: 'admin', query: { count: 200, ...query } }));
  const status = async (id: number) =>
    (await t.app.db.selectFrom('news').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  test('status: each article moves on the version seen, a stale one is refused and left as it is', async () => {
    const rows = (await list({ status: 'published' })).data.slice(0, 3) as { id: number; row_version: number }[];
    assert.equal(rows.length, 3);
    const stale = rows[2]!;
    assertOk(await t.call('PATCH', `/api/news/${stale.id}`, { as: 'admin', body: { status: 'draft' } }));
    const res = assertOk(
      await t.call('POST', '/api/news/bulk/status', {
        as: 'admin',
        body: { status: 'hidden', items: rows.map((r) => ({ id: r.id, version: r.row_version })) },
      }),
    );
    assert.equal(res.data.done, 2);
    assert.deepEqual(res.data.results[2], {
      id: stale.id,
      ok: false,
      reason: { code: 'changed_meanwhile', params: { record: `#${stale.id}`, who: 'Nguyễn Thành Công' } },
    });
    assert.equal(await status(rows[0]!.id), 'hidden');
    assert.equal(await status(stale.id), 'draft');
    assert.equal((await auditOf(t, 'news', rows[0]!.id)).length, 1);
    assertError(
      await t.call('POST', '/api/news/bulk/status', { as: 'admin', body: { status: 'gone', items: [{ id: 1 }] } }),
      422,
      0,
      ['status'],
    );
  });

  test('delete every article the filters find', async () => {
    const filters = { status: 'hidden' };
    const total = (await list(filters)).total;
    assert.ok(total > 0);
    const res = assertOk(
      await t.call('POST', '/api/news/bulk/delete', { as: 'admin', body: { all_matching: { filters, count: total } } }),
    );
    assert.equal(res.data.done, total);
    assert.equal((await list(filters)).total, 0);
  });
});
