import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { assertImageVariants, multipart, png, replacePicture, uploadPath } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('pop-ups', (t) => {
  const pageId = (slug: string) => t.idOf('pages', 'slug', slug);

  test('GET /popups lists newest first with the page, platforms and frequency; page and status filters', async () => {
    const body = assertOk(await t.call('GET', '/api/popups', { as: 'editor' }));
    assert.equal(body.total, 5);
    assert.equal(body.per_page, 20);
    assert.ok(body.data[0].id > body.data[1].id);
    await assertImageVariants(t, body.data[0].image);
    const home = await pageId('trang-chu');
    const onHome = assertOk(await t.call('GET', '/api/popups', { as: 'editor', query: { page_id: home } }));
    assert.equal(onHome.total, 2);
    assert.ok(
      onHome.data.every((p: { page: number; page_name: string }) => p.page === home && p.page_name === 'Trang chủ'),
    );
    const hidden = assertOk(await t.call('GET', '/api/popups', { as: 'editor', query: { status: 0 } }));
    assert.deepEqual(valuesOf(hidden.data, 'title'), ['Đăng ký nhận tin xe mới']);
  });

  test('create (multipart, picture required), edit keeping or replacing the picture, change status, delete', async () => {
    const page = await pageId('mua-xe');
    const fields = {
      title: 'Giảm 300.000đ phí kiểm định',
      content: 'Áp dụng đến hết tháng',
      link: '/mua-xe',
      page,
      platform: ['web', 'android'],
      frequency: 'daily',
    };
    assertError(await t.call('POST', '/api/popups', { as: 'editor', body: multipart(fields) }), 422, 0, ['image']);
    const created = assertOk(
      await t.call('POST', '/api/popups', {
        as: 'editor',
        body: multipart(fields, { field: 'image', bytes: await png(600, 600) }),
      }),
    ).data;
    assert.deepEqual(
      [created.page, created.platform, created.frequency, created.status],
      [page, ['web', 'android'], 'daily', 1],
    );
    await assertImageVariants(t, created.image);

    const kept = assertOk(
      await t.call('POST', `/api/popups/${created.id}`, {
        as: 'editor',
        body: multipart({ ...fields, title: 'Giảm 500.000đ phí kiểm định', frequency: 'once' }),
      }),
    ).data;
    assert.deepEqual([kept.title, kept.frequency], ['Giảm 500.000đ phí kiểm định', 'once']);
    assert.deepEqual(kept.image, created.image);
    const replaced = await replacePicture(
      t,
      `/api/popups/${created.id}`,
      fields,
      { field: 'image', bytes: await png(600, 600, '#6a1b9a') },
      created.image,
    );

    const off = assertOk(
      await t.call('PUT', `/api/popups/${created.id}/change-status`, { as: 'editor', body: { status: '0' } }),
    );
    assert.equal(off.data.status, 0);
    assertOk(await t.call('DELETE', `/api/popups/${created.id}`, { as: 'editor' }));
    assertError(await t.call('GET', `/api/popups/${created.id}`, { as: 'editor' }), 404, 404);
    assert.equal(fs.existsSync(uploadPath(t, replaced.image.original)), false);
    assertError(
      await t.call('POST', '/api/popups', {
        as: 'editor',
        body: multipart({ ...fields, page: 99999 }, { field: 'image', bytes: await png(600, 600) }),
      }),
      422,
      0,
      ['page'],
    );
  });
});
