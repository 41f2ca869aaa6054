import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT_PAGE_SIZE } from '@admin/contract';
import { auditOf, staffWith } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

const article = (categoryId: number, over: Record<string, unknown> = {}) => ({
  category_id: categoryId,
  title: 'Đánh giá Honda Air Blade 160: mạnh mẽ hơn, tiết kiệm hơn',
  summary: 'Động cơ eSP+ 4 van, phanh ABS.',
  content: '<p>Air Blade 160 <strong>mới</strong>.</p>',
  ...over,
});

describeApp('news', (t) => {
  const categoryId = (slug: string) => t.idOf('news_categories', 'slug', slug);

  test('GET /news pages 20 at a time, newest first, without the content; filters and sorts', async () => {
    const body = assertOk(await t.call('GET', '/api/news', { as: 'news' }));
    assert.equal(body.per_page, CONTENT_PAGE_SIZE.news);
    assert.equal(body.total, 24);
    assert.equal(body.data.length, 20);
    assert.ok(body.data[0].id > body.data[1].id);
    assert.equal('content' in body.data[0], false);
    assert.ok(body.data.every((n: { author: unknown; category: unknown }) => n.author && n.category));

    const drafts = assertOk(await t.call('GET', '/api/news', { as: 'news', query: { status: 'draft' } }));
    assert.equal(drafts.total, 3);
    assert.ok(drafts.data.every((n: { published_at: unknown }) => n.published_at === null));
    const reviews = await categoryId('danh-gia-xe');
    const byCategory = assertOk(await t.call('GET', '/api/news', { as: 'news', query: { category_id: reviews } }));
    assert.ok(byCategory.total >= 5);
    assert.ok(byCategory.data.every((n: { category: { id: number } }) => n.category.id === reviews));
    const search = assertOk(await t.call('GET', '/api/news', { as: 'news', query: { q: 'GIA XE TAY GA' } }));
    assert.deepEqual(valuesOf(search.data, 'title'), ['Giá xe tay ga cũ tháng này: Vision và Air Blade giữ giá tốt']);
    const oldest = assertOk(
      await t.call('GET', '/api/news', {
        as: 'news',
        query: { sort_by: 'published_at', order_by: 'asc', count: 200 },
      }),
    );
    const published = valuesOf(oldest.data, 'published_at');
    assert.deepEqual(published.slice(-3), [null, null, null]);
    const dated = published.filter(Boolean);
    assert.deepEqual(dated, [...dated].sort());
  });

  test('POST /news writes a draft by the signed-in author; the content is sanitised; the slug comes from the title', async () => {
    const reviews = await categoryId('danh-gia-xe');
    const res = await t.call('POST', '/api/news', {
      as: 'editor',
      body: article(reviews, {
        content:
          '<p onclick="steal()">Air Blade <script>alert(1)</script><img src="x" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">xem</a></p>',
      }),
    });
    const { data, messages } = assertOk(res);
    assert.equal(messages, 'Create successfully');
    assert.equal(data.status, 'draft');
    assert.equal(data.published_at, null);
    assert.equal(data.slug, 'danh-gia-honda-air-blade-160-manh-me-hon-tiet-kiem-hon');
    assert.equal(data.author.name, 'Trần Thị Mai Anh');
    assert.deepEqual(data.category, { id: reviews, name: 'Đánh giá xe' });
    assert.equal(data.content, '<p>Air Blade <img src="x" /><a>xem</a></p>');
    const read = assertOk(await t.call('GET', `/api/news/${data.id}`, { as: 'news' })).data;
    assert.equal(read.content, data.content);
    assert.equal((await auditOf(t, 'news', data.id))[0].action, 'create');

    const again = assertOk(await t.call('POST', '/api/news', { as: 'editor', body: article(reviews) })).data;
    assert.equal(again.slug, `${data.slug}-2`);
    assertError(
      await t.call('POST', '/api/news', { as: 'editor', body: article(reviews, { slug: data.slug }) }),
      422,
      0,
      ['slug'],
    );
    assertError(
      await t.call('POST', '/api/news', {
        as: 'editor',
        body: article(reviews, { content: '<script>alert(1)</script><p> </p>' }),
      }),
      422,
      0,
      ['content'],
    );
    assertError(await t.call('POST', '/api/news', { as: 'editor', body: article(99999) }), 422, 0, ['category_id']);
    assertError(
      await t.call('POST', '/api/news', { as: 'editor', body: article(reviews, { thumbnail: 'javascript:x' }) }),
      422,
      0,
      ['thumbnail'],
    );
  });

  test('publishing needs news-status: a writer drafts and edits, an editor publishes', async () => {
    const reviews = await categoryId('danh-gia-xe');
    const writer = await staffWith(t, ['news-list', 'news-create', 'news-update']);
    const refused = await t.call('POST', '/api/news', {
      token: writer,
      body: article(reviews, { title: 'Bài viết thẳng lên trang', status: 'published' }),
    });
    assertError(refused, 403, 403);
    assert.match(refused.body.result, /"news-status"/);
    const draft = assertOk(
      await t.call('POST', '/api/news', { token: writer, body: article(reviews, { title: 'Bản nháp' }) }),
    ).data;
    const edited = assertOk(
      await t.call('PUT', `/api/news/${draft.id}`, {
        token: writer,
        body: article(reviews, { title: 'Bản nháp đã sửa', status: 'draft' }),
      }),
    );
    assert.equal(edited.messages, 'Update successfully');
    assert.equal(edited.data.title, 'Bản nháp đã sửa');
    assert.equal(edited.data.slug, draft.slug, 'an edit keeps the slug');
    assertError(
      await t.call('PUT', `/api/news/${draft.id}`, {
        token: writer,
        body: article(reviews, { status: 'published' }),
      }),
      403,
      403,
    );
    assertError(
      await t.call('PATCH', `/api/news/${draft.id}`, { token: writer, body: { status: 'published' } }),
      403,
      403,
    );

    const published = assertOk(
      await t.call('PATCH', `/api/news/${draft.id}`, { as: 'editor', body: { status: 'published' } }),
    );
    assert.equal(published.messages, 'Update status successfully');
    assert.equal(published.data.status, 'published');
    assert.ok(published.data.published_at);
    const hidden = assertOk(
      await t.call('PATCH', `/api/news/${draft.id}`, { as: 'editor', body: { status: 'hidden' } }),
    );
    assert.equal(hidden.data.published_at, published.data.published_at, 'the first publication time is kept');
    const back = assertOk(await t.call('PATCH', `/api/news/${draft.id}`, { as: 'editor', body: { status: 'draft' } }));
    assert.equal(back.data.status, 'draft');
    assert.equal(back.data.published_at, published.data.published_at);
    assert.deepEqual(
      (await auditOf(t, 'news', draft.id)).map((a) => a.action),
      ['create', 'update', 'status', 'status', 'status'],
    );
  });

  test('GET /news/related: published articles of the same category, itself left out; or by title', async () => {
    const reviews = await categoryId('danh-gia-xe');
    const source = assertOk(
      await t.call('GET', '/api/news', {
        as: 'news',
        query: { category_id: reviews, status: 'published', count: 1 },
      }),
    ).data[0];
    const related = assertOk(
      await t.call('GET', '/api/news/related', { as: 'news', query: { news_id: source.id, count: 10 } }),
    ).data;
    assert.ok(related.length >= 3);
    assert.ok(
      related.every((n: { id: number; category: { id: number } }) => n.id !== source.id && n.category.id === reviews),
    );
    const dates = valuesOf(related, 'published_at');
    assert.deepEqual(dates, [...dates].sort().reverse());
    const statuses = await t.app.db
      .selectFrom('news')
      .select('status')
      .where(
        'id',
        'in',
        related.map((n: { id: number }) => n.id),
      )
      .execute();
    assert.ok(statuses.every((s) => s.status === 'published'));
    const found = assertOk(await t.call('GET', '/api/news/related', { as: 'news', query: { q: 'thay bugi' } })).data;
    assert.deepEqual(valuesOf(found, 'title'), ['Tự thay bugi xe máy tại nhà trong 10 phút']);
    assertError(await t.call('GET', '/api/news/related', { as: 'news', query: { news_id: 99999 } }), 404, 404);
  });

  test('DELETE /news/{id} removes the article and its comments; unknown ids are 404', async () => {
    const withComments = await t.app.db
      .selectFrom('news_comments')
      .select('news_id')
      .groupBy('news_id')
      .executeTakeFirstOrThrow();
    const res = assertOk(await t.call('DELETE', `/api/news/${withComments.news_id}`, { as: 'editor' }));
    assert.deepEqual(res.data, { id: withComments.news_id });
    assertError(await t.call('GET', `/api/news/${withComments.news_id}`, { as: 'news' }), 404, 404);
    const left = await t.app.db
      .selectFrom('news_comments')
      .select('id')
      .where('news_id', '=', withComments.news_id)
      .execute();
    assert.equal(left.length, 0);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', article(1)],
      ['PATCH', { status: 'hidden' }],
      ['DELETE', undefined],
    ] as const) {
      assertError(await t.call(method, '/api/news/99999', { as: 'admin', body }), 404, 404);
    }
  });
});
