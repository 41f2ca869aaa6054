import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTENT_PAGE_SIZE } from '@admin/contract';
import { auditOf } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

describeApp('comments', (t) => {
  test('GET /comment pages 20 at a time, newest first; status, article and search filters', async () => {
    const body = assertOk(await t.call('GET', '/api/comment', { as: 'editor' }));
    assert.equal(body.per_page, CONTENT_PAGE_SIZE.comments);
    assert.equal(body.data.length, 20);
    assert.ok(body.total > 36);
    assert.ok(body.data[0].id > body.data[1].id);
    const pending = assertOk(await t.call('GET', '/api/comment', { as: 'editor', query: { status: 'pending' } }));
    assert.ok(pending.total > 0);
    assert.ok(
      pending.data.every((c: { status: string; moderated_by: unknown }) => c.status === 'pending' && !c.moderated_by),
    );
    const first = body.data[0];
    const onArticle = assertOk(
      await t.call('GET', '/api/comment', { as: 'editor', query: { news_id: first.news_id } }),
    );
    assert.ok(
      onArticle.data.length > 0 && onArticle.data.every((c: { news: { id: number } }) => c.news.id === first.news_id),
    );
    const spam = assertOk(await t.call('GET', '/api/comment', { as: 'editor', query: { q: 'gia re nhat' } }));
    assert.ok(spam.total > 0);
    assert.ok(spam.data.every((c: { content: string }) => c.content.includes('giá rẻ nhất')));
  });

  test('moderation: approved, rejected or spam from any status, recorded with who and when; never back to pending', async () => {
    const pending = assertOk(await t.call('GET', '/api/comment', { as: 'editor', query: { status: 'pending' } }))
      .data[0];
    const approved = assertOk(
      await t.call('PATCH', `/api/comment/${pending.id}`, { as: 'editor', body: { status: 'approved' } }),
    );
    assert.equal(approved.messages, 'Update status successfully');
    assert.equal(approved.data.status, 'approved');
    assert.equal(approved.data.moderated_by.name, 'Trần Thị Mai Anh');
    assert.ok(approved.data.moderated_at);
    const spam = assertOk(
      await t.call('PATCH', `/api/comment/${pending.id}`, { as: 'editor', body: { status: 'spam' } }),
    );
    assert.equal(spam.data.status, 'spam');
    assertError(
      await t.call('PATCH', `/api/comment/${pending.id}`, { as: 'editor', body: { status: 'pending' } }),
      422,
      0,
      ['status'],
    );
    assert.deepEqual(
      (await auditOf(t, 'comment', pending.id)).map((a) => a.action),
      ['status', 'status'],
    );
  });

  test('staff replies: approved at once under the staff name; only they can be edited; delete takes the replies along', async () => {
    const reader = assertOk(
      await t.call('GET', '/api/comment', { as: 'editor', query: { status: 'approved' } }),
    ).data.find((c: { is_staff: boolean }) => !c.is_staff);
    const reply = assertOk(
      await t.call('POST', '/api/comment', {
        as: 'admin',
        body: { news_id: reader.news_id, parent_id: reader.id, content: 'Cảm ơn bạn đã góp ý!' },
      }),
    );
    assert.equal(reply.messages, 'Create successfully');
    assert.deepEqual(
      {
        status: reply.data.status,
        is_staff: reply.data.is_staff,
        author: reply.data.author_name,
        parent: reply.data.parent_id,
      },
      { status: 'approved', is_staff: true, author: 'Nguyễn Thành Công', parent: reader.id },
    );
    const parent = assertOk(await t.call('GET', `/api/comment/${reader.id}`, { as: 'editor' })).data;
    assert.equal(parent.replies_count, reader.replies_count + 1);

    const edited = assertOk(
      await t.call('POST', `/api/comment/${reply.data.id}`, { as: 'admin', body: { content: 'Cảm ơn bạn!' } }),
    );
    assert.equal(edited.data.content, 'Cảm ơn bạn!');
    const refused = await t.call('POST', `/api/comment/${reader.id}`, { as: 'admin', body: { content: 'Sửa' } });
    assertError(refused, 409, 409);

    const otherArticle = await t.app.db
      .selectFrom('news')
      .select('id')
      .where('id', '!=', reader.news_id)
      .executeTakeFirstOrThrow();
    assertError(
      await t.call('POST', '/api/comment', {
        as: 'admin',
        body: { news_id: otherArticle.id, parent_id: reader.id, content: 'Sai bài' },
      }),
      422,
      0,
      ['parent_id'],
    );
    assertError(await t.call('POST', '/api/comment', { as: 'admin', body: { news_id: 99999, content: 'x' } }), 422, 0, [
      'news_id',
    ]);

    assertOk(await t.call('DELETE', `/api/comment/${reader.id}`, { as: 'editor' }));
    assertError(await t.call('GET', `/api/comment/${reply.data.id}`, { as: 'editor' }), 404, 404);
  });
});
