import assert from 'node:assert/strict';
import { test } from 'node:test';
import { productCreateBody } from './products.ts';
import { moneyInput } from './wallets.ts';

const amount = moneyInput('Amount', 1_000, 100_000_000);

test('an amount in JSON is a JSON integer: strings, hex, exponents and padded text are refused', () => {
  assert.equal(amount.safeParse(100_000).data, 100_000);
  for (const text of ['100000', '0x186A0', '1e5', ' 100000 ', '100000.0', '']) {
    assert.equal(amount.safeParse(text).success, false, JSON.stringify(text));
  }
  for (const bad of [100_000.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, -5_000, true, null]) {
    assert.equal(amount.safeParse(bad).success, false, String(bad));
  }
});

test('a number in a multipart form is its plain decimal digits', () => {
  const form = { title: 'Honda Vision 2022', store_id: '3', detail_model_id: '4', location_id: '5', price: '100000' };
  assert.equal(productCreateBody.safeParse(form).data?.price, 100_000);
  for (const price of ['0x186A0', '1e5', ' 100000 ', '100000.0', '+100000', '']) {
    const parsed = productCreateBody.safeParse({ ...form, price });
    assert.equal(parsed.success, false, JSON.stringify(price));
  }
  assert.equal(productCreateBody.safeParse({ ...form, used_distance: '1e3' }).success, false);
  assert.equal(productCreateBody.safeParse({ ...form, used_distance: '1200' }).data?.used_distance, 1200);
});
