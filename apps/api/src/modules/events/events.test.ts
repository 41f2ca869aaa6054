import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { CONTENT_PAGE_SIZE } from '@admin/contract';
import { assertImageVariants, multipart, png, replacePicture, uploadPath } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('events', (t) => {
  test('GET /events pages 20 at a time (not the old client’s 1), newest first, without content', async () => {
    const body = assertOk(await t.call('GET', '/api/events', { as: 'editor' }));
    assert.equal(body.per_page, CONTENT_PAGE_SIZE.events);
    assert.equal(body.total, 6);
    assert.ok(body.data[0].id > body.data[1].id);
    assert.equal('content' in body.data[0], false);
    await assertImageVariants(t, body.data[0].image);
    const hidden = assertOk(await t.call('GET', '/api/events', { as: 'editor', query: { status: 0 } }));
    assert.deepEqual(valuesOf(hidden.data, 'title'), ['Livestream định giá xe']);
    const byStart = assertOk(
      await t.call('GET', '/api/events', { as: 'editor', query: { sort_by: 'start_time', order_by: 'asc' } }),
    ).data.map((e: { start_time: string }) => e.start_time);
    assert.deepEqual(byStart, [...byStart].sort());
    const found = assertOk(await t.call('GET', '/api/events', { as: 'editor', query: { q: 'da nang' } }));
    assert.deepEqual(valuesOf(found.data, 'title'), ['Hội chợ xe côn tay Đà Nẵng']);
  });

  test('GET /events/check-title-seo answers the slug and whether it is free (condition), with a free suggestion', async () => {
    const taken = assertOk(
      await t.call('GET', '/api/events/check-title-seo', {
        as: 'editor',
        query: { title: 'Ngày hội mua bán xe máy cũ Hà Nội' },
      }),
    ).data;
    assert.deepEqual(taken, {
      slug: 'ngay-hoi-mua-ban-xe-may-cu-ha-noi',
      condition: false,
      suggestion: 'ngay-hoi-mua-ban-xe-may-cu-ha-noi-2',
    });
    const owner = await t.app.db
      .selectFrom('events')
      .select('id')
      .where('slug', '=', taken.slug)
      .executeTakeFirstOrThrow();
    const own = assertOk(
      await t.call('GET', '/api/events/check-title-seo', {
        as: 'editor',
        query: { title: 'Ngày hội mua bán xe máy cũ Hà Nội', id: owner.id },
      }),
    ).data;
    assert.equal(own.condition, true);
    const free = assertOk(
      await t.call('GET', '/api/events/check-title-seo', { as: 'editor', query: { title: 'Đêm nhạc Xe & Phố!' } }),
    ).data;
    assert.deepEqual(free, { slug: 'dem-nhac-xe-pho', condition: true, suggestion: 'dem-nhac-xe-pho' });
  });

  test("POST /events (multipart): 'Tạo thành công', slug from the SEO title, content sanitised, picture variants", async () => {
    const res = await t.call('POST', '/api/events', {
      as: 'editor',
      body: multipart(
        {
          title: 'Ngày hội xe cũ Hà Nội',
          seo_title: 'Ngày hội mua bán xe máy cũ Hà Nội',
          summary: 'Lần hai trong năm',
          content: '<p>Hẹn gặp bạn<script>alert(1)</script></p><img src="/uploads/editor/a.png" onerror="x()">',
          location: 'Hà Nội',
          start_time: '2025-05-10 08:00',
          end_time: '2025-05-11 17:00',
          status: 1,
        },
        { field: 'image', bytes: await png(1200, 630) },
      ),
    });
    const { data, messages } = assertOk(res);
    assert.equal(messages, 'Tạo thành công');
    assert.equal(data.slug, 'ngay-hoi-mua-ban-xe-may-cu-ha-noi-2');
    assert.equal(data.content, '<p>Hẹn gặp bạn</p><img src="/uploads/editor/a.png" />');
    assert.equal(data.start_time, '2025-05-10T01:00:00.000Z');
    await assertImageVariants(t, data.image);

    const plain = assertOk(
      await t.call('POST', '/api/events', { as: 'editor', body: { title: 'Sự kiện không ảnh' } }),
    ).data;
    assert.deepEqual([plain.image, plain.slug, plain.content, plain.status], [null, 'su-kien-khong-anh', '', 1]);
    assertError(
      await t.call('POST', '/api/events', {
        as: 'editor',
        body: { title: 'Trùng', slug: 'su-kien-khong-anh' },
      }),
      422,
      0,
      ['slug'],
    );
    assertError(
      await t.call('POST', '/api/events', {
        as: 'editor',
        body: multipart({ title: 'Ảnh giả' }, { field: 'image', bytes: Buffer.from('GIF89a not really') }),
      }),
      422,
      0,
      ['image'],
    );
  });

  test("POST /events/{id}: 'Sửa thành công', the picture and slug kept unless new ones are sent", async () => {
    const event = assertOk(await t.call('GET', '/api/events', { as: 'editor', query: { q: 'lai thu' } })).data[0];
    const res = await t.call('POST', `/api/events/${event.id}`, {
      as: 'editor',
      body: multipart({ title: 'Lái thử xe điện VinFast 2025', location: event.location }),
    });
    const { data, messages } = assertOk(res);
    assert.equal(messages, 'Sửa thành công');
    assert.equal(data.title, 'Lái thử xe điện VinFast 2025');
    assert.equal(data.slug, event.slug);
    assert.deepEqual(data.image, event.image);
    const renamed = await replacePicture(
      t,
      `/api/events/${event.id}`,
      { title: 'Lái thử xe điện', slug: 'lai-thu-xe-dien-2025' },
      { field: 'image', bytes: await png(1200, 630, '#ef6c00') },
      event.image,
    );
    assert.equal(renamed.slug, 'lai-thu-xe-dien-2025');
    assertError(await t.call('POST', '/api/events/99999', { as: 'editor', body: { title: 'x' } }), 404, 404);
  });

  test('POST /events/status/{id} shows or hides; DELETE removes the event and its picture', async () => {
    const event = assertOk(await t.call('GET', '/api/events', { as: 'editor' })).data.find(
      (e: { image: unknown }) => e.image,
    );
    const hidden = assertOk(
      await t.call('POST', `/api/events/status/${event.id}`, { as: 'editor', body: { status: 0 } }),
    );
    assert.equal(hidden.data.status, 0);
    assert.equal(hidden.messages, 'Update status successfully');
    assertOk(await t.call('DELETE', `/api/events/${event.id}`, { as: 'editor' }));
    assertError(await t.call('GET', `/api/events/${event.id}`, { as: 'editor' }), 404, 404);
    assert.equal(fs.existsSync(uploadPath(t, event.image.small)), false);
  });
});
