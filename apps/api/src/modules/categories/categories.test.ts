import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditOf } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('news categories', (t) => {
  test('GET /category lists 50 a page in sort order, with how many articles each holds', async () => {
    const body = assertOk(await t.call('GET', '/api/category', { as: 'editor' }));
    assert.equal(body.per_page, 50);
    assert.equal(body.total, 6);
    assert.deepEqual(valuesOf(body.data, 'sort'), [1, 2, 3, 4, 5, 6]);
    assert.equal(body.data[0].name, 'Thị trường xe máy');
    assert.ok(body.data[0].news_count > 0);
    const hidden = assertOk(await t.call('GET', '/api/category', { as: 'editor', query: { status: 0 } }));
    assert.deepEqual(valuesOf(hidden.data, 'slug'), ['khuyen-mai']);
    const found = assertOk(await t.call('GET', '/api/category', { as: 'editor', query: { q: 'xe dien' } }));
    assert.deepEqual(valuesOf(found.data, 'name'), ['Xe điện']);
  });

  test('create (slug from the name), read, update by POST, show or hide by PATCH, delete when empty', async () => {
    const created = assertOk(
      await t.call('POST', '/api/category', { as: 'editor', body: { name: 'Phụ tùng & đồ chơi xe', sort: 7 } }),
    );
    assert.equal(created.messages, 'Create successfully');
    const id = created.data.id;
    assert.deepEqual(
      { slug: created.data.slug, status: created.data.status, news_count: created.data.news_count },
      { slug: 'phu-tung-do-choi-xe', status: 1, news_count: 0 },
    );
    assertError(
      await t.call('POST', '/api/category', { as: 'editor', body: { name: 'Khác', slug: 'xe-dien' } }),
      422,
      0,
      ['slug'],
    );
    const updated = assertOk(
      await t.call('POST', `/api/category/${id}`, {
        as: 'editor',
        body: { name: 'Phụ tùng', description: 'Phụ tùng chính hãng', sort: 8 },
      }),
    );
    assert.equal(updated.messages, 'Update successfully');
    assert.equal(updated.data.slug, 'phu-tung-do-choi-xe', 'the slug stays unless a new one is given');
    assert.equal(updated.data.description, 'Phụ tùng chính hãng');
    const hidden = assertOk(await t.call('PATCH', `/api/category/${id}`, { as: 'editor', body: { status: '0' } }));
    assert.equal(hidden.data.status, 0);
    assert.deepEqual(assertOk(await t.call('GET', `/api/category/${id}`, { as: 'editor' })).data, hidden.data);
    assertOk(await t.call('DELETE', `/api/category/${id}`, { as: 'editor' }));
    assertError(await t.call('GET', `/api/category/${id}`, { as: 'editor' }), 404, 404);
    assert.deepEqual(
      (await auditOf(t, 'news_category', id)).map((a) => a.action),
      ['create', 'update', 'status', 'delete'],
    );
  });

  test('a category holding articles cannot be deleted (409)', async () => {
    const full = assertOk(await t.call('GET', '/api/category', { as: 'editor' })).data[0];
    const res = await t.call('DELETE', `/api/category/${full.id}`, { as: 'editor' });
    assertError(res, 409, 409);
    assert.match(res.body.result, new RegExp(`holds ${full.news_count} articles`));
    assertError(await t.call('POST', '/api/category/99999', { as: 'editor', body: { name: 'X' } }), 404, 404);
  });

  test('bulk: many categories hidden at once; a delete of a category holding articles is refused on its row, the empty one deleted', async () => {
    const full = assertOk(await t.call('GET', '/api/category', { as: 'editor' })).data.find(
      (c: { news_count: number }) => c.news_count > 0,
    );
    const empty = assertOk(
      await t.call('POST', '/api/category', { as: 'editor', body: { name: 'Tạm thời bulk' } }),
    ).data;
    const hidden = assertOk(
      await t.call('POST', '/api/category/bulk/status', {
        as: 'editor',
        body: { items: [full, empty].map((c) => ({ id: c.id, version: c.row_version })), status: 0 },
      }),
    ).data;
    assert.deepEqual([hidden.done, hidden.refused], [2, 0]);
    const removed = assertOk(
      await t.call('POST', '/api/category/bulk/delete', {
        as: 'editor',
        body: { items: [{ id: full.id }, { id: empty.id }] },
      }),
    ).data;
    assert.deepEqual([removed.done, removed.refused], [1, 1]);
    const refused = removed.results.find((r: { id: number }) => r.id === full.id);
    assert.equal(refused.ok, false);
    assert.ok(refused.reason.code);
    assertError(await t.call('GET', `/api/category/${empty.id}`, { as: 'editor' }), 404, 404);
    assert.equal(assertOk(await t.call('GET', `/api/category/${full.id}`, { as: 'editor' })).data.status, 0);
  });
});
