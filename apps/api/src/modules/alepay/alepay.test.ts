import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { alepaySettings, startProblems } from '../../config.ts';
import { startFakeAlepay } from '../../test/fake-alepay.ts';
import { type TestApp, assertError, assertOk, describeApp, valuesOf } from '../../test/harness.ts';
import { checkLedger } from '../wallets/public.ts';
import { reconcileAlepay } from './alepay.repository.ts';
import { GATEWAY_NOT_CONFIGURED, GATEWAY_STATUS, alepaySignature } from './gateway.ts';

const KEY = 'alepay-sandbox-checksum-key';

/** The demo's stores with an ads account, their balance, and top-ups started for them. */
function topUps(t: TestApp) {
  const storeId = async (index: number) =>
    assertOk(await t.call('GET', '/api/balances', { as: 'ads', query: { count: 20 } })).data[index].store.id as number;
  const balance = async (store: number) => {
    const row = await t.app.db
      .selectFrom('ledger_accounts')
      .select(['credits_posted', 'debits_posted'])
      .where('store_id', '=', store)
      .executeTakeFirstOrThrow();
    return row.credits_posted - row.debits_posted;
  };
  const start = async (store: number, amount: number) =>
    assertOk(await t.call('POST', '/api/alepays', { as: 'ads', body: { store_id: store, amount } })).data;
  return {
    storeId,
    balance,
    start,
    /** A top-up of `amount` started for the `index`-th store, with the store's balance before it. */
    topUp: async (index: number, amount: number) => {
      const store = await storeId(index);
      const before = await balance(store);
      return { store, before, order: await start(store, amount) };
    },
  };
}

/** What a return from the gateway says of `order` when it claims the payment went through (unsigned). */
const paidClaim = (order: { order_code: string; transaction_code: string }) => ({
  orderCode: order.order_code,
  transactionCode: order.transaction_code,
  errorCode: '000',
  cancel: 'false',
});

describeApp('Alepay orders through the gateway sandbox', (t) => {
  const { balance, start, topUp } = topUps(t);
  const signedReturn = (params: Record<string, string>) => {
    const query = new URLSearchParams({ ...params, signature: alepaySignature(params, KEY) });
    return `/api/alepays/return?${query}`;
  };

  test('a sandbox top-up end to end: checkout page, payment, return delivered five times, callback too: credited once with its bonus', async () => {
    const { store, before, order } = await topUp(3, 500_000);
    assert.equal(order.status, 'pending');
    assert.match(order.order_code, /^AP\d+[0-9A-F]{6}$/);
    assert.equal(order.bonus_amount, 25_000);
    const page = await t.call('GET', order.checkout_url);
    assert.equal(page.status, 200);
    assert.match(String(page.body), /data-testid="sandbox-success"/);
    const paid = await t.call('GET', `${order.checkout_url}?result=success`);
    assert.equal(paid.status, 302);
    const back = String(paid.headers.location);
    assert.ok(back.startsWith('/api/alepays/return?'));
    const returns = await Promise.all(Array.from({ length: 5 }, () => t.call('GET', back)));
    for (const r of returns) {
      assert.equal(r.status, 302);
      assert.equal(r.headers.location, `/promo-alepay?order=${order.id}&status=success`);
    }
    const params = Object.fromEntries(new URL(back, 'http://x').searchParams);
    const hooks = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/api/alepays/webhook', { body: params })),
    );
    for (const h of hooks) assert.equal(assertOk(h).data.status, 'success');
    assert.equal(await balance(store), before + 525_000);
    const done = assertOk(await t.call('GET', `/api/alepays/${order.id}`, { as: 'ads' })).data;
    assert.equal(done.status, 'success');
    assert.ok(done.transfer_id && done.bonus_transfer_id && done.paid_at);
    const credits = await t.app.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('ref_type', '=', 'alepay_order')
      .where('ref_id', '=', order.id)
      .execute();
    assert.equal(credits.length, 2);
    assert.deepEqual((await checkLedger(t.app.db)).problems, []);
  });

  test('a bad signature changes nothing (400); a signed claim of payment the gateway does not confirm changes nothing', async () => {
    const { store, before, order } = await topUp(4, 200_000);
    const claim = paidClaim(order);
    const forged = await t.call(
      'GET',
      `/api/alepays/return?${new URLSearchParams({ ...claim, signature: 'f'.repeat(64) })}`,
    );
    assertError(forged, 400, 0);
    assertError(await t.call('POST', '/api/alepays/webhook', { body: { ...claim, signature: 'abc' } }), 400, 0);
    // Correctly signed (a leaked key, a replay), but the gateway says it is not paid: still pending.
    const unpaid = await t.call('GET', signedReturn(claim));
    assert.equal(unpaid.headers.location, `/promo-alepay?order=${order.id}&status=pending`);
    assert.equal(await balance(store), before);
    // The payer cancels at the gateway.
    const cancelled = await t.call('GET', `${order.checkout_url}?result=cancel`);
    const final = await t.call('GET', String(cancelled.headers.location));
    assert.equal(final.headers.location, `/promo-alepay?order=${order.id}&status=cancelled`);
    assertError(await t.call('GET', '/api/alepays/999999', { as: 'ads' }), 404, 404);
  });

  test('reconciliation: a stuck paid order is credited, an unpaid one expires, a late payment of an expired order is credited once', async () => {
    const { store, before, order: paid } = await topUp(5, 100_000);
    const unpaid = await start(store, 300_000);
    const gateway = t.app.paymentGateway!;
    // The payer paid, but the browser never came back.
    assert.equal((await t.call('GET', `${paid.checkout_url}?result=success`)).status, 302);
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    await t.app.db
      .updateTable('alepay_orders')
      .set({ created_at: old })
      .where('id', 'in', [paid.id, unpaid.id])
      .execute();
    await t.app.db
      .updateTable('alepay_orders')
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', unpaid.id)
      .execute();
    const first = await reconcileAlepay(t.app.db, gateway);
    assert.ok(first.moved.success >= 1 && first.moved.expired >= 1);
    const status = async (id: number) =>
      assertOk(await t.call('GET', `/api/alepays/${id}`, { as: 'ads' })).data.status as string;
    assert.equal(await status(paid.id), 'success');
    assert.equal(await status(unpaid.id), 'expired');
    assert.equal(await balance(store), before + 100_000);
    // The expired order is paid after all: real money, credited (once, however often it is checked).
    assert.equal((await t.call('GET', `${unpaid.checkout_url}?result=success`)).status, 302);
    await reconcileAlepay(t.app.db, gateway);
    await reconcileAlepay(t.app.db, gateway);
    const rechecked = assertOk(await t.call('POST', `/api/alepays/${unpaid.id}/recheck`, { as: 'admin' }));
    assert.equal(rechecked.data.status, 'success');
    assert.equal(await balance(store), before + 400_000);
    assert.deepEqual((await checkLedger(t.app.db)).problems, []);
  });

  test('GET /alepays filters by status, store type and search', async () => {
    const all = assertOk(await t.call('GET', '/api/alepays', { as: 'ads', query: { count: 200 } }));
    assert.ok(all.total > 20);
    const statuses = new Set(valuesOf(all.data, 'status'));
    for (const s of ['pending', 'review', 'success', 'failed', 'cancelled', 'expired']) assert.ok(statuses.has(s), s);
    const failed = assertOk(await t.call('GET', '/api/alepays', { as: 'ads', query: { status: 'failed' } }));
    assert.ok(failed.data.length > 0 && failed.data.every((o: { status: string }) => o.status === 'failed'));
    const one = assertOk(await t.call('GET', '/api/alepays', { as: 'ads', query: { q: all.data[0].order_code } }));
    assert.equal(one.data[0].id, all.data[0].id);
  });
});

const LIVE_KEYS = { tokenKey: 'merchant-token-key', checksumKey: 'merchant-checksum-key' };
const fake = await startFakeAlepay(LIVE_KEYS);
after(() => fake.close());

describeApp(
  'Alepay orders through the live gateway client',
  { alepay: { mode: 'live', baseUrl: fake.url, ...LIVE_KEYS } },
  (t) => {
    const { storeId, balance, start, topUp } = topUps(t);
    const back = (params: Record<string, unknown>) =>
      t.call('GET', `/api/alepays/return?${new URLSearchParams(params as Record<string, string>)}`);

    test('a top-up asks the gateway with the merchant token and a valid signature; the sandbox page does not exist', async () => {
      const order = await start(await storeId(2), 150_000);
      assert.equal(order.status, 'pending');
      assert.match(order.checkout_url, /^http:\/\/alepay\.invalid\/checkout\/ALP/);
      const sent = fake.requests.filter((r) => r.path === '/request-payment').at(-1)!.body;
      assert.equal(sent.orderCode, order.order_code);
      assert.equal(sent.amount, 150_000);
      assert.equal(sent.tokenKey, LIVE_KEYS.tokenKey);
      assert.match(String(sent.returnUrl), /^https?:\/\/[^/]+\/api\/alepays\/return$/);
      assert.equal(
        (await t.call('GET', `/api/alepay-sandbox/pay/${order.transaction_code}?result=success`)).status,
        404,
      );
    });

    test('paid at the gateway: credited once, however often the return and the callback arrive', async () => {
      const { store, before, order } = await topUp(3, 400_000);
      const params = fake.pay(order.transaction_code, GATEWAY_STATUS.paid);
      for (const r of await Promise.all(Array.from({ length: 4 }, () => back(params)))) {
        assert.equal(r.headers.location, `/promo-alepay?order=${order.id}&status=success`);
      }
      for (const h of await Promise.all(
        Array.from({ length: 4 }, () => t.call('POST', '/api/alepays/webhook', { body: params })),
      )) {
        assert.equal(assertOk(h).data.status, 'success');
      }
      assert.equal(await balance(store), before + 400_000 + order.bonus_amount);
      assert.deepEqual((await checkLedger(t.app.db)).problems, []);
    });

    test('a forged return, a cancelled or failed payment, another amount or a forged gateway answer credit nothing', async () => {
      const { store, before, order: forgedOrder } = await topUp(4, 100_000);
      // signed with another key
      const claim = paidClaim(forgedOrder);
      assertError(await back({ ...claim, signature: alepaySignature(claim, 'alepay-sandbox-checksum-key') }), 400, 0);
      // correctly signed claim the gateway does not confirm (a replay of another order's return)
      assert.equal(
        (await back({ ...claim, signature: alepaySignature(claim, LIVE_KEYS.checksumKey) })).headers.location,
        `/promo-alepay?order=${forgedOrder.id}&status=pending`,
      );
      // cancelled and failed at the gateway
      const cancelled = await start(store, 110_000);
      assert.match(
        String((await back(fake.pay(cancelled.transaction_code, GATEWAY_STATUS.cancelled))).headers.location),
        /status=cancelled$/,
      );
      const failed = await start(store, 120_000);
      assert.match(
        String((await back(fake.pay(failed.transaction_code, GATEWAY_STATUS.failed))).headers.location),
        /status=failed$/,
      );
      // the gateway reports another amount: not credited, the reason kept
      const other = await start(store, 130_000);
      const paid = fake.pay(other.transaction_code, GATEWAY_STATUS.paid);
      fake.tamper((answer) => ({ ...answer, amount: 13_000 }));
      try {
        assert.match(String((await back(paid)).headers.location), /status=pending$/);
        const kept = assertOk(await t.call('GET', `/api/alepays/${other.id}`, { as: 'ads' })).data;
        assert.match(String(kept.error_message), /amount/);
        // an answer whose signature does not verify (a man in the middle) is refused: nothing changes
        fake.tamper((answer) => ({ ...answer, status: GATEWAY_STATUS.paid }), { signed: false });
        const unpaidClaim = { ...claim, signature: alepaySignature(claim, LIVE_KEYS.checksumKey) };
        assert.match(String((await back(unpaidClaim)).headers.location), /status=pending$/);
        const stamped = assertOk(await t.call('GET', `/api/alepays/${forgedOrder.id}`, { as: 'ads' })).data;
        assert.match(String(stamped.error_message), /wrong signature/);
      } finally {
        fake.tamper(null);
      }
      assert.equal(await balance(store), before);
      // once the gateway tells the truth, the real payment is credited (once)
      assert.match(String((await back(paid)).headers.location), /status=success$/);
      assert.equal(await balance(store), before + 130_000 + other.bonus_amount);
    });
  },
);

describeApp('Alepay without a gateway (production without credentials)', { alepay: { mode: 'off' } }, (t) => {
  test('a top-up is refused with a clear message; the sandbox checkout page does not exist', async () => {
    const store = assertOk(await t.call('GET', '/api/balances', { as: 'ads', query: { count: 5 } })).data[0].store.id;
    const refused = await t.call('POST', '/api/alepays', { as: 'ads', body: { store_id: store, amount: 100_000_000 } });
    assertError(refused, 503, 0);
    assert.equal(refused.body.result, GATEWAY_NOT_CONFIGURED);
    const seeded = await t.app.db
      .selectFrom('alepay_orders')
      .select('transaction_code')
      .where('transaction_code', 'is not', null)
      .executeTakeFirstOrThrow();
    assert.equal(
      (await t.call('GET', `/api/alepay-sandbox/pay/${seeded.transaction_code}?result=success`)).status,
      404,
    );
  });
});

test('production: the sandbox is never the gateway, and no secret falls back to a default', () => {
  const production = { NODE_ENV: 'production' };
  assert.deepEqual(alepaySettings(production), { mode: 'off' });
  assert.deepEqual(alepaySettings({ ...production, ALEPAY_MODE: 'sandbox' }), { mode: 'off' });
  assert.match(startProblems({ ...production, ALEPAY_MODE: 'sandbox' }).join(), /ALEPAY_MODE=sandbox is refused/);
  assert.deepEqual(startProblems({ ...production, ALEPAY_TOKEN_KEY: 'token' }), [
    'ALEPAY_CHECKSUM_KEY is missing: the live Alepay gateway needs it',
  ]);
  assert.deepEqual(startProblems({ ...production, ALEPAY_TOKEN_KEY: 'token', ALEPAY_CHECKSUM_KEY: 'key' }), []);
  assert.deepEqual(startProblems(production), []);
  assert.equal(alepaySettings({}).mode, 'sandbox');
});
