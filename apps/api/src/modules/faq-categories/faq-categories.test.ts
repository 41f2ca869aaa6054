import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('FAQ categories', (t) => {
  const byName = (name: string) => t.idOf('faq_categories', 'name', name);

  test('GET /category-faqs: 50 a page, level 1 first, each with its parent, children and FAQ counts', async () => {
    const body = assertOk(await t.call('GET', '/api/category-faqs', { as: 'editor' }));
    assert.equal(body.per_page, 50);
    assert.equal(body.total, 12);
    assert.deepEqual(valuesOf(body.data, 'level'), [1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2]);
    const buying = body.data[0];
    assert.deepEqual([buying.name, buying.parent, buying.children_count, buying.faqs_count], ['Mua xe', null, 2, 0]);
    const child = body.data.find((c: { name: string }) => c.name === 'Tìm và xem xe');
    assert.deepEqual(child.parent, { id: buying.id, name: 'Mua xe' });
    assert.equal(child.faqs_count, 3);
    const children = assertOk(
      await t.call('GET', '/api/category-faqs', { as: 'editor', query: { parent_id: buying.id } }),
    );
    assert.deepEqual(valuesOf(children.data, 'name'), ['Tìm và xem xe', 'Thanh toán']);
    const level2 = assertOk(await t.call('GET', '/api/category-faqs/level', { as: 'editor', query: { level: 2 } }));
    assert.equal(level2.data.length, 8);
    assert.ok(level2.data.every((c: { level: number; parent_id: number }) => c.level === 2 && c.parent_id));
    const detail = assertOk(await t.call('GET', `/api/category-faqs/detail/${child.id}`, { as: 'editor' })).data;
    assert.deepEqual(detail, child);
  });

  test('level 2 needs a level-1 parent; the spec’s messages on create and update', async () => {
    const buying = await byName('Mua xe');
    const top = assertOk(
      await t.call('POST', '/api/category-faqs', { as: 'editor', body: { name: 'Bảo hành', level: '1' } }),
    );
    assert.equal(top.messages, 'Create FAQ category successful!');
    assert.deepEqual([top.data.level, top.data.parent_id, top.data.slug], [1, null, 'bao-hanh']);

    assertError(
      await t.call('POST', '/api/category-faqs', { as: 'editor', body: { name: 'Thời hạn', level: 2 } }),
      422,
      0,
      ['parent_id'],
    );
    const child = await byName('Tìm và xem xe');
    const underChild = await t.call('POST', '/api/category-faqs', {
      as: 'editor',
      body: { name: 'Thời hạn', level: 2, parent_id: child },
    });
    assertError(underChild, 422, 0, ['parent_id']);
    assert.equal(underChild.body.result, 'The parent must be a level-1 category');
    assertError(
      await t.call('POST', '/api/category-faqs', {
        as: 'editor',
        body: { name: 'Thời hạn', level: 2, parent_id: 99999 },
      }),
      422,
      0,
      ['parent_id'],
    );
    assertError(
      await t.call('POST', '/api/category-faqs', { as: 'editor', body: { name: 'Lạ', level: 1, parent_id: buying } }),
      422,
      0,
      ['parent_id'],
    );
    const term = assertOk(
      await t.call('POST', '/api/category-faqs', {
        as: 'editor',
        body: { name: 'Thời hạn bảo hành', level: '2', parent_id: String(top.data.id), sort: '3' },
      }),
    ).data;
    assert.deepEqual([term.level, term.parent, term.sort], [2, { id: top.data.id, name: 'Bảo hành' }, 3]);

    const updated = assertOk(
      await t.call('PUT', `/api/category-faqs/${term.id}`, {
        as: 'editor',
        body: { name: 'Thời hạn', level: 2, parent_id: buying, status: 0 },
      }),
    );
    assert.equal(updated.messages, 'Update FAQ category successful!');
    assert.deepEqual([updated.data.parent_id, updated.data.status], [buying, 0]);
    const moved = await t.call('PUT', `/api/category-faqs/${buying}`, {
      as: 'editor',
      body: { name: 'Mua xe', level: 2, parent_id: top.data.id },
    });
    assertError(moved, 422, 0, ['level']);
    assertError(
      await t.call('PUT', `/api/category-faqs/${top.data.id}`, {
        as: 'editor',
        body: { name: 'Bảo hành', level: 2, parent_id: top.data.id },
      }),
      422,
      0,
      ['parent_id'],
    );
    const toTop = assertOk(
      await t.call('PUT', `/api/category-faqs/${term.id}`, { as: 'editor', body: { name: 'Thời hạn', level: 1 } }),
    ).data;
    assert.deepEqual([toTop.level, toTop.parent_id], [1, null]);
  });

  test('GET /category-faqs/{id}/faq: the FAQs of a category and its children, 9 a page', async () => {
    const buying = await byName('Mua xe');
    const faqs = assertOk(await t.call('GET', `/api/category-faqs/${buying}/faq`, { as: 'editor' }));
    assert.equal(faqs.per_page, 9);
    assert.equal(faqs.total, 5);
    const child = await byName('Thanh toán');
    const own = assertOk(await t.call('GET', `/api/category-faqs/${child}/faq`, { as: 'editor' }));
    assert.ok(own.data.length > 0 && own.data.every((f: { category_id: number }) => f.category_id === child));
    assertError(await t.call('GET', '/api/category-faqs/99999/faq', { as: 'editor' }), 404, 404);
  });

  test('only an empty category can be deleted (409 while it holds categories or FAQs)', async () => {
    const buying = await byName('Mua xe');
    const withChildren = await t.call('DELETE', `/api/category-faqs/${buying}`, { as: 'editor' });
    assertError(withChildren, 409, 409);
    assert.match(withChildren.body.result, /holds 2 categories and 0 FAQs/);
    assertError(await t.call('DELETE', `/api/category-faqs/${await byName('Thanh toán')}`, { as: 'editor' }), 409, 409);
    const empty = assertOk(
      await t.call('POST', '/api/category-faqs', { as: 'editor', body: { name: 'Tạm', level: 1 } }),
    ).data;
    assertOk(await t.call('DELETE', `/api/category-faqs/${empty.id}`, { as: 'editor' }));
    assertError(await t.call('GET', `/api/category-faqs/detail/${empty.id}`, { as: 'editor' }), 404, 404);
  });
});
