import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, describeApp } from './harness.ts';

const BOUNDARY = '----admin-test-boundary';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describeApp('Multipart forms cut short', (t) => {
  const send = (as: string, url: string, body: string) =>
    t.call('POST', url, { as, body, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });

  test('a form without its closing boundary is 422 and saves nothing; the same form whole is saved', async () => {
    const product = assertOk(await t.call('GET', '/api/v2/products/2/detail', { as: 'admin' })).data;
    const fields = field('title', 'Cut short title') + field('price', '12300000');
    const cut = await send('admin', '/api/v2/products/station/update/2', fields);
    assertError(cut, 422, 0, ['body']);
    const after = assertOk(await t.call('GET', '/api/v2/products/2/detail', { as: 'admin' })).data;
    assert.equal(after.title, product.title);
    assert.equal(after.price, product.price);
    // the last field itself cut in the middle
    const halfField = `${field('title', 'Cut short title')}--${BOUNDARY}\r\nContent-Disposition: form-data; name="price"\r\n\r\n123`;
    assertError(await send('admin', '/api/v2/products/station/update/2', halfField), 422, 0, ['body']);
    // whole, it is taken
    const whole = await send('admin', '/api/v2/products/station/update/2', `${fields}--${BOUNDARY}--\r\n`);
    assert.equal(assertOk(whole).data.price, 12_300_000);
  });

  test('a picture upload cut short is 422 and stores nothing', async () => {
    const cut = await send(
      'admin',
      '/api/uploads/images',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`,
    );
    assert.equal(cut.status, 422, JSON.stringify(cut.body));
  });
});
