import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAGE_SIZE } from '@admin/contract';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('FAQs', (t) => {
  const byName = (name: string) => t.idOf('faq_categories', 'name', name);

  test('GET /faqs pages 9 at a time in sort order; a level-1 category filter takes its children’s FAQs', async () => {
    const body = assertOk(await t.call('GET', '/api/faqs', { as: 'editor' }));
    assert.equal(body.per_page, PAGE_SIZE.faqs);
    assert.equal(body.data.length, 9);
    assert.equal(body.total, 17);
    const sorts = body.data.map((f: { sort: number }) => f.sort);
    assert.deepEqual(
      sorts,
      [...sorts].sort((a: number, b: number) => a - b),
    );
    assert.equal(body.data[0].category.level, 2);
    const page2 = assertOk(await t.call('GET', '/api/faqs', { as: 'editor', query: { page: 2 } }));
    assert.equal(page2.data.length, 8);
    const loans = await byName('Vay & trả góp');
    const inLoans = assertOk(await t.call('GET', '/api/faqs', { as: 'editor', query: { category_id: loans } }));
    assert.equal(inLoans.total, 4);
    const found = assertOk(await t.call('GET', '/api/faqs', { as: 'editor', query: { q: 'quen mat khau' } }));
    assert.deepEqual(valuesOf(found.data, 'question'), ['Tôi quên mật khẩu thì làm sao?']);
    const hidden = assertOk(await t.call('GET', '/api/faqs', { as: 'editor', query: { status: 0 } }));
    assert.ok(hidden.total >= 1 && hidden.data.every((f: { status: number }) => f.status === 0));
  });

  test('category choices for the FAQ form: the two-level tree and each level', async () => {
    const tree = assertOk(await t.call('GET', '/api/faqs/category', { as: 'editor' })).data;
    assert.deepEqual(valuesOf(tree, 'name'), ['Mua xe', 'Bán xe', 'Vay & trả góp', 'Tài khoản']);
    assert.deepEqual(
      tree[0].children.map((c: { name: string; level: number }) => [c.name, c.level]),
      [
        ['Tìm và xem xe', 2],
        ['Thanh toán', 2],
      ],
    );
    const level1 = assertOk(await t.call('GET', '/api/faqs/category/level/1', { as: 'editor' })).data;
    assert.equal(level1.length, 4);
    assert.ok(level1.every((c: { level: number; parent_id: null }) => c.level === 1 && c.parent_id === null));
  });

  test('create, read, edit (answers sanitised), show or hide, delete', async () => {
    const category = await byName('Đăng tin');
    const created = assertOk(
      await t.call('POST', '/api/faqs', {
        as: 'editor',
        body: {
          question: 'Tôi có thể sửa tin đã đăng không?',
          answer: '<p>Có, trong mục <strong>Tin của tôi</strong>.</p><script>document.cookie</script>',
          category_id: category,
          sort: 50,
        },
      }),
    );
    assert.equal(created.messages, 'Create successfully');
    const faq = created.data;
    assert.equal(faq.answer, '<p>Có, trong mục <strong>Tin của tôi</strong>.</p>');
    assert.deepEqual(faq.category, { id: category, name: 'Đăng tin', level: 2 });
    assert.deepEqual(assertOk(await t.call('GET', `/api/faqs/${faq.id}`, { as: 'editor' })).data, faq);

    const edited = assertOk(
      await t.call('POST', `/api/faqs/${faq.id}`, {
        as: 'editor',
        body: { question: faq.question, answer: '<p>Có.</p>', category_id: await byName('Bán xe'), sort: 1 },
      }),
    );
    assert.equal(edited.messages, 'Update successfully');
    assert.deepEqual([edited.data.answer, edited.data.category.level], ['<p>Có.</p>', 1]);
    assertError(
      await t.call('POST', `/api/faqs/${faq.id}`, {
        as: 'editor',
        body: {
          question: 'x',
          answer: '<script>alert(1)</script>',
          category_id: 99999,
        },
      }),
      422,
      0,
      ['answer', 'category_id'],
    );
    const hidden = assertOk(await t.call('PUT', `/api/faqs/status/${faq.id}`, { as: 'editor', body: { status: 0 } }));
    assert.equal(hidden.data.status, 0);
    assert.equal(hidden.messages, 'Update status successfully');
    assertOk(await t.call('DELETE', `/api/faqs/${faq.id}`, { as: 'editor' }));
    assertError(await t.call('GET', `/api/faqs/${faq.id}`, { as: 'editor' }), 404, 404);
    assertError(await t.call('PUT', `/api/faqs/status/${faq.id}`, { as: 'editor', body: { status: 1 } }), 404, 404);
  });
});
