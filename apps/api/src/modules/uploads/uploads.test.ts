import assert from 'node:assert/strict';
import { test } from 'node:test';
import { UPLOAD_LIMITS } from '@admin/contract';
import { assertImageVariants, multipart, png } from '../../test/site-helpers.ts';
import { assertError, assertOk, describeApp } from '../../test/harness.ts';

describeApp('editor image uploads', (t) => {
  const upload = (bytes: Buffer, as = 'editor', field = 'image', type = 'image/png') =>
    t.call('POST', '/api/uploads/images', { as, body: multipart({}, { field, bytes, type }) });

  test('POST /uploads/images stores an image under a generated name with its variants', async () => {
    const { data } = assertOk(await upload(await png(1600, 900)));
    assert.match(data.original, /^\/uploads\/editor\/[0-9a-f-]{36}\.png$/);
    await assertImageVariants(t, data);
    const served = await t.call('GET', data.original);
    assert.equal(served.status, 200);
  });

  test('only images: checked by content, 5 MB at most, one file in "image"', async () => {
    const script = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'editor', 'image', 'image/svg+xml');
    assertError(script, 422, 0, ['image']);
    assert.equal(script.body.errors.image[0], 'The file must be a JPEG, PNG, WebP or GIF image');
    assertError(await upload(Buffer.from('MZ\x90\x00 not an exe'), 'editor', 'image', 'image/png'), 422, 0, ['image']);
    assertError(await upload(Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1024, 7)), 422, 0, ['image']);
    assertError(await upload(await png(), 'editor', 'file'), 422, 0, ['file']);
    assertError(await t.call('POST', '/api/uploads/images', { as: 'editor', body: multipart({}) }), 422, 0, ['image']);
  });

  test('only staff who write rich text may upload (403 for others)', async () => {
    for (const as of ['loan', 'news']) {
      const res = await upload(await png(), as);
      assertError(res, 403, 403);
      assert.match(res.body.result, /"news-create"/);
    }
  });
});
