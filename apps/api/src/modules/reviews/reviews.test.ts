import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

describeApp('reviews', (t) => {
  test('GET /reviews: buyers’ reviews of stores and products; status, target, rating and search filters; sorts', async () => {
    const body = assertOk(await t.call('GET', '/api/reviews', { as: 'editor' }));
    assert.equal(body.per_page, 20);
    assert.equal(body.total, 30);
    const pending = assertOk(await t.call('GET', '/api/reviews', { as: 'editor', query: { status: 'pending' } }));
    assert.ok(pending.total > 0);
    assert.ok(
      pending.data.every((r: { status: string; moderated_by: unknown }) => r.status === 'pending' && !r.moderated_by),
    );
    const store = assertOk(
      await t.call('GET', '/api/reviews', { as: 'editor', query: { target_type: 'store', target_id: 101 } }),
    );
    assert.ok(store.total > 0);
    assert.ok(
      store.data.every(
        (r: { target_type: string; target_name: string }) =>
          r.target_type === 'store' && r.target_name === 'Cửa hàng Xe máy Minh Phát',
      ),
    );
    const fives = assertOk(await t.call('GET', '/api/reviews', { as: 'editor', query: { rating: 5 } }));
    assert.ok(fives.data.length > 0 && fives.data.every((r: { rating: number }) => r.rating === 5));
    const byRating = assertOk(
      await t.call('GET', '/api/reviews', {
        as: 'editor',
        query: { sort_by: 'rating', order_by: 'asc', count: 200 },
      }),
    ).data.map((r: { rating: number }) => r.rating);
    assert.deepEqual(
      byRating,
      [...byRating].sort((a: number, b: number) => a - b),
    );
    const found = assertOk(await t.call('GET', '/api/reviews', { as: 'editor', query: { q: 'exciter' } }));
    assert.ok(found.total > 0 && found.data.every((r: { target_name: string }) => r.target_name.includes('Exciter')));
  });

  test('PUT /reviews/{id}/status publishes or hides with a note, recording who and when', async () => {
    const review = assertOk(await t.call('GET', '/api/reviews', { as: 'editor', query: { status: 'pending' } }))
      .data[0];
    const hidden = assertOk(
      await t.call('PUT', `/api/reviews/${review.id}/status`, {
        as: 'editor',
        body: { status: 'hidden', note: 'Chứa số điện thoại' },
      }),
    );
    assert.equal(hidden.messages, 'Update status successfully');
    assert.deepEqual(
      [hidden.data.status, hidden.data.moderation_note, hidden.data.moderated_by.name],
      ['hidden', 'Chứa số điện thoại', 'Trần Thị Mai Anh'],
    );
    const published = assertOk(
      await t.call('PUT', `/api/reviews/${review.id}/status`, { as: 'admin', body: { status: 'published' } }),
    ).data;
    assert.deepEqual(
      [published.status, published.moderation_note, published.moderated_by.name],
      ['published', null, 'Nguyễn Thành Công'],
    );
    assert.deepEqual(assertOk(await t.call('GET', `/api/reviews/${review.id}`, { as: 'editor' })).data, published);
    assertError(
      await t.call('PUT', `/api/reviews/${review.id}/status`, { as: 'editor', body: { status: 'pending' } }),
      422,
      0,
      ['status'],
    );
    assertError(
      await t.call('PUT', '/api/reviews/99999/status', { as: 'editor', body: { status: 'hidden' } }),
      404,
      404,
    );
  });

  test('POST /reviews/bulk/status moderates many reviews, each on the version read: a stale one is refused, the others done', async () => {
    const pending = assertOk(
      await t.call('GET', '/api/reviews', { as: 'editor', query: { status: 'pending', count: 3 } }),
    ).data;
    assert.equal(pending.length, 3);
    const [first, stale, third] = pending;
    // someone else hides the second one meanwhile
    assertOk(await t.call('PUT', `/api/reviews/${stale.id}/status`, { as: 'admin', body: { status: 'hidden' } }));
    const outcome = assertOk(
      await t.call('POST', '/api/reviews/bulk/status', {
        as: 'editor',
        body: {
          items: [first, stale, third].map((r) => ({ id: r.id, version: r.row_version })),
          status: 'published',
          note: 'Đã xác minh',
        },
      }),
    ).data;
    assert.deepEqual([outcome.done, outcome.refused], [2, 1]);
    const refused = outcome.results.find((r: { id: number }) => r.id === stale.id);
    assert.equal(refused.ok, false);
    assert.ok(refused.reason.code, 'the refusal is a code');
    for (const id of [first.id, third.id]) {
      const after = assertOk(await t.call('GET', `/api/reviews/${id}`, { as: 'editor' })).data;
      assert.deepEqual([after.status, after.moderation_note], ['published', 'Đã xác minh']);
    }
    assert.equal(assertOk(await t.call('GET', `/api/reviews/${stale.id}`, { as: 'editor' })).data.status, 'hidden');
    // every review the filters find, guarded by the count the person saw
    const left = assertOk(await t.call('GET', '/api/reviews', { as: 'editor', query: { status: 'pending' } })).total;
    const all = assertOk(
      await t.call('POST', '/api/reviews/bulk/status', {
        as: 'editor',
        body: { all_matching: { filters: { status: 'pending' }, count: left }, status: 'hidden' },
      }),
    ).data;
    assert.equal(all.done, left);
    assert.equal(
      assertOk(await t.call('GET', '/api/reviews', { as: 'editor', query: { status: 'pending' } })).total,
      0,
    );
  });
});
