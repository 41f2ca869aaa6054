import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertError, assertOk, describeApp } from '../test/harness.ts';
import { IDEMPOTENCY_TTL_MS, purgeIdempotencyKeys } from './idempotency.ts';

describeApp('Idempotency-Key', (t) => {
  const storeId = async () =>
    assertOk(await t.call('GET', '/api/balances', { as: 'ads', query: { count: 1 } })).data[0].store.id as number;
  const order = (storeIdValue: number, amount: number) => ({
    type: 'deposit',
    store_id: storeIdValue,
    amount,
    place: 'office_hn',
    payment_method: 'cash',
  });
  const create = (key: string, body: Record<string, unknown>, as = 'ads') =>
    t.call('POST', '/api/cash/create-order', { as, body, headers: { 'idempotency-key': key } });
  const orders = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('cash_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('the same key again answers the first answer and creates nothing more; another body with it is refused', async () => {
    const store = await storeId();
    const before = await orders();
    const first = await create('deposit-7f3a', order(store, 1_500_000));
    const created = assertOk(first).data;
    const again = await create('deposit-7f3a', order(store, 1_500_000));
    assert.equal(again.status, 200);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.body, first.body, 'the very answer of the first request');
    assert.equal(await orders(), before + 1);

    const other = await create('deposit-7f3a', order(store, 2_000_000));
    assertError(other, 422, 0, ['Idempotency-Key']);
    assert.equal(await orders(), before + 1);

    // A key is its user's: another person's same key is a new request.
    const admins = assertOk(await create('deposit-7f3a', order(store, 1_500_000), 'admin')).data;
    assert.notEqual(admins.id, created.id);
    assert.equal(await orders(), before + 2);
  });

  test('a malformed key is 400; a body the schema refuses leaves the key free; without the header nothing changes', async () => {
    const store = await storeId();
    for (const key of ['with space', 'x'.repeat(256), 'đồng'])
      assertError(await create(key, order(store, 1_000_000)), 400, 0);
    // A body the schema refuses never ran: the key stays free for the corrected request.
    const bad = await create('fix-and-retry', order(store, 5_500));
    assertError(bad, 422, 0, ['amount']);
    const fixed = await create('fix-and-retry', order(store, 1_000_000));
    assertOk(fixed);
    assert.equal(fixed.headers['idempotent-replayed'], undefined);
    const before = await orders();
    assertOk(await t.call('POST', '/api/cash/create-order', { as: 'ads', body: order(store, 1_000_000) }));
    assertOk(await t.call('POST', '/api/cash/create-order', { as: 'ads', body: order(store, 1_000_000) }));
    assert.equal(await orders(), before + 2, 'without a key each request is its own');
  });

  test('ten requests with one key at once: one order; the others answer it again or "still being processed"', async () => {
    const store = await storeId();
    const before = await orders();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create('burst-42', order(store, 3_000_000))));
    assert.equal(await orders(), before + 1);
    const ran = answers.filter((a) => a.status === 200 && a.headers['idempotent-replayed'] !== 'true');
    assert.equal(ran.length, 1);
    for (const a of answers) {
      if (a.status === 200) assert.deepEqual(a.body, ran[0]!.body);
      else assertError(a, 409, 409);
    }
  });

  test('keys are forgotten after 24 hours', async () => {
    const store = await storeId();
    assertOk(await create('purge-me', order(store, 1_000_000)));
    const later = new Date(Date.now() + IDEMPOTENCY_TTL_MS + 60_000);
    assert.ok((await purgeIdempotencyKeys(t.app.db, later)) >= 1);
    const left = await t.app.db.selectFrom('idempotency_keys').select('key').where('key', '=', 'purge-me').execute();
    assert.deepEqual(left, []);
  });
});
