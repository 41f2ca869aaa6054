import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('pages', (t) => {
  test('GET /pages lists the pages with how many banners and pop-ups each holds', async () => {
    const body = assertOk(await t.call('GET', '/api/pages', { as: 'editor' }));
    assert.equal(body.per_page, 20);
    assert.equal(body.total, 6);
    const home = body.data[0];
    assert.deepEqual([home.title, home.slug, home.banners_count, home.popups_count], ['Trang chủ', 'trang-chu', 4, 2]);
    assert.equal('content' in home, false);
    const hidden = assertOk(await t.call('GET', '/api/pages', { as: 'editor', query: { status: 0 } }));
    assert.deepEqual(valuesOf(hidden.data, 'slug'), ['khuyen-mai-tet']);
  });

  test('a page’s banners (in display order) and pop-ups', async () => {
    const home = assertOk(await t.call('GET', '/api/pages', { as: 'editor' })).data[0];
    const banners = assertOk(await t.call('GET', `/api/pages/${home.id}/banner`, { as: 'editor' })).data;
    assert.equal(banners.length, 4);
    assert.ok(banners.every((b: { page: number }) => b.page === home.id));
    const sorts = banners.map((b: { sort: number }) => b.sort);
    assert.deepEqual(
      sorts,
      [...sorts].sort((a: number, b: number) => a - b),
    );
    const popups = assertOk(await t.call('GET', `/api/pages/${home.id}/popup`, { as: 'editor' })).data;
    assert.deepEqual(valuesOf(popups, 'title').sort(), ['Tải ứng dụng Chợ Xe', 'Ưu đãi trả góp 0%'].sort());
    assertError(await t.call('GET', '/api/pages/99999/banner', { as: 'editor' }), 404, 404);
    assertError(await t.call('GET', '/api/pages/99999/popup', { as: 'editor' }), 404, 404);
  });

  test('create (content sanitised, slug from the title), edit, change status, delete; a page holding banners stays', async () => {
    const created = assertOk(
      await t.call('POST', '/api/pages', {
        as: 'editor',
        body: {
          title: 'Xe máy điện giá tốt',
          content: '<h2>Ưu đãi</h2><p onmouseover="x()">Giảm <a href="javascript:void(0)">giá</a></p>',
          seo_title: 'Xe máy điện giá tốt nhất',
        },
      }),
    );
    assert.equal(created.messages, 'Create successfully');
    const page = created.data;
    assert.equal(page.slug, 'xe-may-dien-gia-tot');
    assert.equal(page.content, '<h2>Ưu đãi</h2><p>Giảm <a>giá</a></p>');
    assert.equal(page.status, 1);
    const edited = assertOk(
      await t.call('PUT', `/api/pages/${page.id}`, {
        as: 'editor',
        body: { title: 'Xe điện', slug: 'xe-dien', content: '' },
      }),
    ).data;
    assert.deepEqual([edited.slug, edited.content, edited.seo_title], ['xe-dien', '', null]);
    assertError(
      await t.call('PUT', `/api/pages/${page.id}`, { as: 'editor', body: { title: 'x', slug: 'trang-chu' } }),
      422,
      0,
      ['slug'],
    );
    const hidden = assertOk(
      await t.call('PUT', `/api/pages/${page.id}/change-status`, { as: 'editor', body: { status: 0 } }),
    );
    assert.equal(hidden.data.status, 0);
    assertOk(await t.call('DELETE', `/api/pages/${page.id}`, { as: 'editor' }));
    assertError(await t.call('GET', `/api/pages/${page.id}`, { as: 'editor' }), 404, 404);

    const home = assertOk(await t.call('GET', '/api/pages', { as: 'editor' })).data[0];
    const refused = await t.call('DELETE', `/api/pages/${home.id}`, { as: 'editor' });
    assertError(refused, 409, 409);
    assert.equal(refused.body.result, 'This page holds 4 banners and 2 pop-ups: move or delete them first');
  });
});
