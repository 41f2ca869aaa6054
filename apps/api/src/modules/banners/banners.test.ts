import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { BANNER_POSITIONS } from '@admin/contract';
import { assertImageVariants, auditOf, multipart, png, replacePicture, uploadPath } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('banners', (t) => {
  const pageId = (slug: string) => t.idOf('pages', 'slug', slug);
  const order = async () => valuesOf(assertOk(await t.call('GET', '/api/banners', { as: 'editor' })).data, 'id');

  test('GET /banners pages 50 at a time in display order; /v2/banners is the same list', async () => {
    const body = assertOk(await t.call('GET', '/api/banners', { as: 'editor' }));
    assert.equal(body.per_page, 50);
    assert.equal(body.total, 10);
    assert.deepEqual(valuesOf(body.data, 'sort'), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const first = body.data[0];
    assert.equal(first.page_name, 'Trang chủ');
    assert.deepEqual(first.platform, ['web', 'android', 'ios']);
    assert.equal(first.is_limited, 0);
    assert.ok([0, 1].includes(first.status));
    await assertImageVariants(t, first.thumbnail);
    assert.deepEqual(assertOk(await t.call('GET', '/api/v2/banners', { as: 'editor' })).data, body.data);

    const home = await pageId('trang-chu');
    const filtered = assertOk(
      await t.call('GET', '/api/banners', {
        as: 'editor',
        query: { page_id: home, position: 'slider', platform: 'ios' },
      }),
    );
    assert.deepEqual(valuesOf(filtered.data, 'title'), [
      'Mua xe cũ đã kiểm định 150 hạng mục',
      'Trả góp 0% cùng HD Saison',
    ]);
    const off = assertOk(await t.call('GET', '/api/banners', { as: 'editor', query: { status: 0 } }));
    assert.ok(off.data.length > 0 && off.data.every((b: { status: number }) => b.status === 0));
  });

  test('POST /banners (multipart): platform[], is_limited 1 with its window, picture in small and original variants', async () => {
    const home = await pageId('trang-chu');
    const res = await t.call('POST', '/api/banners', {
      as: 'editor',
      body: multipart(
        {
          title: 'Sale xe tay ga cuối tuần',
          description: 'Giảm đến 2 triệu',
          link: '/mua-xe?type=1',
          page: home,
          position: 'middle',
          platform: ['web', 'ios'],
          start_time: '2025-01-01 08:00',
          end_time: '2025-01-31 22:00:00',
          is_limited: '1',
        },
        { field: 'thumbnail', bytes: await png(1200, 400) },
      ),
    });
    const { data, messages } = assertOk(res);
    assert.equal(messages, 'Create banner successfully');
    assert.deepEqual(
      {
        page: data.page,
        platform: data.platform,
        is_limited: data.is_limited,
        start_time: data.start_time,
        end_time: data.end_time,
        status: data.status,
        sort: data.sort,
      },
      {
        page: home,
        platform: ['web', 'ios'],
        is_limited: 1,
        start_time: '2025-01-01T01:00:00.000Z',
        end_time: '2025-01-31T15:00:00.000Z',
        status: 1,
        sort: 11,
      },
    );
    await assertImageVariants(t, data.thumbnail);
    const served = await t.call('GET', data.thumbnail.small);
    assert.equal(served.status, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal((await auditOf(t, 'banner', data.id))[0].action, 'create');

    const unlimited = assertOk(
      await t.call('POST', '/api/banners', {
        as: 'editor',
        body: multipart(
          { title: 'Không giới hạn', page: home, position: 'top', platform: ['android'], is_limited: 0 },
          { field: 'thumbnail', bytes: await png() },
        ),
      }),
    ).data;
    assert.deepEqual([unlimited.is_limited, unlimited.start_time, unlimited.description], [0, null, '']);
  });

  test('banner form errors: a limited banner needs its window; the picture is required and must be an image', async () => {
    const home = await pageId('trang-chu');
    const fields = { title: 'Banner', page: home, position: 'top', platform: ['web'] };
    assertError(
      await t.call('POST', '/api/banners', {
        as: 'editor',
        body: multipart({ ...fields, is_limited: 1 }, { field: 'thumbnail', bytes: await png() }),
      }),
      422,
      0,
      ['start_time', 'end_time'],
    );
    assertError(
      await t.call('POST', '/api/banners', {
        as: 'editor',
        body: multipart(
          { ...fields, start_time: '2025-02-01', end_time: '2025-01-01' },
          { field: 'thumbnail', bytes: await png() },
        ),
      }),
      422,
      0,
      ['end_time'],
    );
    assertError(await t.call('POST', '/api/banners', { as: 'editor', body: multipart(fields) }), 422, 0, ['thumbnail']);
    const fake = await t.call('POST', '/api/banners', {
      as: 'editor',
      body: multipart(fields, { field: 'thumbnail', bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.png' }),
    });
    assertError(fake, 422, 0, ['thumbnail']);
    assert.equal(fake.body.errors.thumbnail[0], 'The file must be a JPEG, PNG, WebP or GIF image');
    assertError(
      await t.call('POST', '/api/banners', {
        as: 'editor',
        body: multipart({ ...fields, page: 99999 }, { field: 'thumbnail', bytes: await png() }),
      }),
      422,
      0,
      ['page'],
    );
    assertError(
      await t.call('POST', '/api/banners', {
        as: 'editor',
        body: multipart(fields, { field: 'image', bytes: await png() }),
      }),
      422,
      0,
      ['image'],
    );
    const count = await t.app.db.selectFrom('banners').select('id').where('title', '=', 'Banner').execute();
    assert.equal(count.length, 0);
  });

  test('POST /banners/{id} with _method=PUT: the picture is kept when no new file is sent, replaced (old files removed) when one is', async () => {
    const before = assertOk(await t.call('GET', '/api/banners', { as: 'editor' })).data[2];
    const fields = {
      _method: 'PUT',
      title: 'Bán xe nhanh trong 12 giờ',
      page: before.page,
      position: before.position,
      platform: ['web', 'android'],
      is_limited: 0,
    };
    const kept = assertOk(await t.call('POST', `/api/banners/${before.id}`, { as: 'editor', body: multipart(fields) }));
    assert.equal(kept.messages, 'Update banner successfully');
    assert.equal(kept.data.title, 'Bán xe nhanh trong 12 giờ');
    assert.equal(kept.data.description, '');
    assert.deepEqual(kept.data.thumbnail, before.thumbnail);
    assert.deepEqual(kept.data.platform, ['web', 'android']);
    assert.equal(kept.data.sort, before.sort);

    const replaced = await replacePicture(
      t,
      `/api/v2/banners/${before.id}`,
      fields,
      { field: 'thumbnail', bytes: await png(1200, 400, '#2e7d32') },
      before.thumbnail,
    );
    await assertImageVariants(t, replaced.thumbnail);
    assert.deepEqual(assertOk(await t.call('GET', `/api/v2/banners/${before.id}`, { as: 'editor' })).data, replaced);
    assertError(await t.call('POST', '/api/banners/99999', { as: 'editor', body: multipart(fields) }), 404, 404);
  });

  test('PUT /banners/{id} publishes or unpublishes', async () => {
    const banner = assertOk(await t.call('GET', '/api/banners', { as: 'editor' })).data[0];
    const off = assertOk(await t.call('PUT', `/api/banners/${banner.id}`, { as: 'editor', body: { status: 0 } }));
    assert.equal(off.data.status, 0);
    assert.equal(off.messages, 'Update status successfully');
    assert.equal(
      assertOk(await t.call('PUT', `/api/banners/${banner.id}`, { as: 'editor', body: { status: true } })).data.status,
      1,
    );
  });

  test('POST /banners/sort saves a drag-and-drop order in the places the banners held', async () => {
    const before = await order();
    const moved = [before[3], before[1], before[2]];
    const res = assertOk(await t.call('POST', '/api/banners/sort', { as: 'editor', body: { ids: moved } }));
    assert.equal(res.messages, 'Sort order saved');
    assert.deepEqual(valuesOf(res.data, 'id'), moved);
    const after = await order();
    assert.deepEqual(after, [before[0], before[3], before[1], before[2], ...before.slice(4)]);
    const sorts = assertOk(await t.call('GET', '/api/banners', { as: 'editor' })).data.map(
      (b: { sort: number }) => b.sort,
    );
    assert.deepEqual(
      sorts,
      sorts.map((_: number, i: number) => i + 1),
    );
    // A page of the list (the last two) is reordered without moving the others.
    const last = after.slice(-2);
    assertOk(await t.call('POST', '/api/banners/sort', { as: 'editor', body: { ids: [last[1], last[0]] } }));
    assert.deepEqual(await order(), [...after.slice(0, -2), last[1], last[0]]);
    assertError(
      await t.call('POST', '/api/banners/sort', { as: 'editor', body: { ids: [before[0], 99999] } }),
      422,
      0,
      ['ids'],
    );
    assertError(
      await t.call('POST', '/api/banners/sort', { as: 'editor', body: { ids: [before[0], before[0]] } }),
      422,
      0,
      ['ids'],
    );
  });

  test('GET /v2/banners/list: published banners inside their window on published pages, in order', async () => {
    const live = assertOk(await t.call('GET', '/api/v2/banners/list', { as: 'editor' })).data;
    const titles = valuesOf(live, 'title');
    assert.ok(titles.includes('Trả góp 0% cùng HD Saison'), 'a current window');
    assert.ok(!titles.includes('Lì xì đầu năm: giảm 500.000đ phí đăng tin'), 'a past window, on a hidden page');
    assert.ok(!titles.includes('Đọc tin xe máy mỗi ngày'), 'unpublished');
    assert.ok(!titles.includes('Sale xe tay ga cuối tuần'), 'a window that ended');
    const sorts = live.map((b: { sort: number }) => b.sort);
    assert.deepEqual(
      sorts,
      [...sorts].sort((a: number, b: number) => a - b),
    );
    const ios = assertOk(
      await t.call('GET', '/api/v2/banners/list', { as: 'editor', query: { platform: 'ios', position: 'slider' } }),
    ).data;
    assert.ok(
      ios.length > 0 &&
        ios.every(
          (b: { platform: string[]; position: string }) => b.platform.includes('ios') && b.position === 'slider',
        ),
    );
  });

  test('GET /page-banners: every page with the positions and how many banners it holds', async () => {
    const options = assertOk(await t.call('GET', '/api/page-banners', { as: 'editor' })).data;
    assert.equal(options.length, 6);
    const home = options.find((p: { slug: string }) => p.slug === 'trang-chu');
    assert.deepEqual(home.positions, [...BANNER_POSITIONS]);
    const count = await t.app.db.selectFrom('banners').select('id').where('page_id', '=', home.id).execute();
    assert.equal(home.banners_count, count.length);
  });

  test('DELETE /banners/{id} removes the banner and its picture files', async () => {
    const banner = assertOk(await t.call('GET', '/api/banners', { as: 'editor' })).data.at(-1);
    assertOk(await t.call('DELETE', `/api/banners/${banner.id}`, { as: 'editor' }));
    assertError(await t.call('GET', `/api/banners/${banner.id}`, { as: 'editor' }), 404, 404);
    for (const url of Object.values(banner.thumbnail) as string[])
      assert.equal(fs.existsSync(uploadPath(t, url)), false);
    assertError(await t.call('DELETE', `/api/banners/${banner.id}`, { as: 'editor' }), 404, 404);
  });
});
