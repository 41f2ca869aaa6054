import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditOf } from '../../test/site-helpers.ts';
import { assertError, assertNewestFirst, assertOk, csvLines, describeApp, valuesOf } from '../../test/harness.ts';

describeApp('ads wallets and cash orders', (t) => {
  const wallets = async (query: Record<string, string | number> = {}) =>
    assertOk(await t.call('GET', '/api/balances', { as: 'ads', query: { count: 100, ...query } }));
  const walletOf = async (id: number) => assertOk(await t.call('GET', `/api/balances/${id}`, { as: 'ads' })).data;
  const create = (body: Record<string, unknown>, as = 'ads') => t.call('POST', '/api/cash/create-order', { as, body });
  /** An order paid in cash at an office (Hà Nội unless `extra` names another place). */
  const cashOrder = (
    type: 'deposit' | 'deduction',
    storeId: number,
    amount: number,
    extra: Record<string, unknown> = {},
  ) => create({ type, store_id: storeId, amount, place: 'office_hn', payment_method: 'cash', ...extra });
  const decide = (id: number, body: Record<string, unknown>, as = 'admin') =>
    t.call('PUT', `/api/cash/change/${id}/status`, { as, body });

  test('the demo ledger proves itself: every cached balance equals its transfers', async () => {
    const check = assertOk(await t.call('GET', '/api/balances/ledger-check', { as: 'admin' })).data;
    assert.deepEqual(check.problems, []);
    assert.ok(check.transfers > 200, `transfers: ${check.transfers}`);
    assertError(await t.call('GET', '/api/balances/ledger-check', { as: 'ads' }), 403, 403);
  });

  test("the create dialog's store search answers stores with their wallet; the requester filter lists requesters", async () => {
    const [w] = (await wallets({ sort_by: 'balance', order_by: 'desc' })).data;
    const found = assertOk(await t.call('GET', '/api/cash/stores', { as: 'ads', query: { q: w.store.name } })).data;
    const hit = found.find((s: { id: number }) => s.id === w.store.id);
    assert.deepEqual(hit.wallet, { id: w.id, balance: w.balance, available: w.available });
    const stations = assertOk(await t.call('GET', '/api/cash/stores', { as: 'ads', query: { is_station: '2' } })).data;
    assert.ok(stations.length > 0);
    const all = (await t.app.db.selectFrom('stores').select(['id', 'is_station']).execute()).filter(
      (s) => s.is_station === 2,
    );
    assert.ok(
      stations.every((s: { id: number }) => all.some((a) => a.id === s.id)),
      'stations only',
    );
    const requesters = assertOk(await t.call('GET', '/api/cash/requesters', { as: 'ads' })).data;
    const orders = assertOk(await t.call('GET', '/api/cash/cash-orders', { as: 'ads', query: { count: 100 } }));
    for (const o of orders.data) assert.ok(requesters.some((r: { id: number }) => r.id === o.requester.id));
    const mine = assertOk(
      await t.call('GET', '/api/cash/cash-orders', { as: 'ads', query: { requester_id: requesters[0].id } }),
    );
    assert.ok(
      mine.data.length > 0 &&
        mine.data.every((o: { requester: { id: number } }) => o.requester.id === requesters[0].id),
    );
  });

  test('GET /balances/export: every filtered account, newest first, in the language asked', async () => {
    const personal = await wallets({ store_type: 'personal' });
    const csv = async (query: Record<string, string>) => {
      const res = await t.call('GET', '/api/balances/export', { as: 'ads', query });
      assert.equal(res.status, 200);
      assert.match(String(res.headers['content-disposition']), /ads-accounts-.*\.csv/);
      return csvLines(res);
    };
    const vi = await csv({ store_type: 'personal' });
    assert.ok(vi[0]!.startsWith('Mã tài khoản,Cửa hàng,Loại cửa hàng,'));
    assert.equal(vi.length - 1, personal.total);
    assert.ok(vi.slice(1).every((l) => l.includes(',Cá nhân,')));
    const ids = vi.slice(1).map((l) => Number(l.slice(0, l.indexOf(','))));
    assertNewestFirst(ids);
    const first = personal.data.find((w: { id: number }) => w.id === ids[0]) ?? (await walletOf(ids[0]!));
    assert.ok(vi[1]!.includes(`,${first.balance},`), 'the balance as a whole number of đồng');
    const en = await csv({ lang: 'en' });
    assert.ok(en[0]!.startsWith('Account,Store,Store type,'));
    assert.equal(en.length - 1, (await wallets()).total);
  });

  test('GET /balances lists wallets with balance, available, top-ups and spend; store type and search filter', async () => {
    const body = await wallets();
    assert.ok(body.total >= 30);
    for (const w of body.data) {
      assert.ok(w.balance >= 0 && w.available <= w.balance);
      assert.equal(typeof w.total_topup, 'number');
    }
    const personal = await wallets({ store_type: 'personal' });
    assert.ok(
      personal.data.length > 0 && personal.data.every((w: { store_type: string }) => w.store_type === 'personal'),
    );
    const rich = await wallets({ sort_by: 'balance', order_by: 'desc' });
    assert.ok(rich.data[0].balance >= rich.data[1].balance);
    const one = await wallets({ q: body.data[2].store.name });
    assert.ok(one.data.some((w: { id: number }) => w.id === body.data[2].id));
    const detail = await walletOf(body.data[0].id);
    assert.equal(detail.balance, body.data[0].balance);
    assert.deepEqual(Object.keys(detail.campaigns).sort(), ['banner', 'label', 'priority']);
    assertError(await t.call('GET', '/api/balances/999999', { as: 'ads' }), 404, 404);
  });

  test('a deposit is approved by a second person only: the requester gets 409, the approval credits amount and bonus once', async () => {
    const wallet = (await wallets()).data[0];
    const before = await walletOf(wallet.id);
    const created = assertOk(await cashOrder('deposit', wallet.store.id, 1_000_000, { note: 'Nộp tại văn phòng' }));
    assert.equal(created.messages, 'Create successfully');
    const order = created.data;
    assert.equal(order.status, 'pending');
    assert.equal(order.bonus_amount, 70_000);
    assert.match(order.code, /^CO\d{6}$/);
    const own = await decide(order.id, { status: 'approved' }, 'ads');
    assertError(own, 409, 409);
    assert.match(own.body.result, /requester cannot approve/);
    const approvals = await Promise.all(Array.from({ length: 5 }, () => decide(order.id, { status: 'approved' })));
    assert.equal(approvals.filter((a) => a.status === 200).length, 1);
    for (const a of approvals.filter((x) => x.status !== 200)) assertError(a, 409, 409);
    const after = await walletOf(wallet.id);
    assert.equal(after.balance, before.balance + 1_070_000);
    const transfers = assertOk(
      await t.call('GET', `/api/balances/${wallet.id}/transactions`, { as: 'ads', query: { direction: 'in' } }),
    ).data;
    assert.equal(transfers[0].kind, 'bonus');
    assert.equal(transfers[0].amount, 70_000);
    assert.equal(transfers[1].kind, 'topup_cash');
    assert.equal(transfers[1].balance_after, before.balance + 1_000_000);
    const decided = assertOk(await t.call('GET', '/api/cash/cash-orders', { as: 'ads', query: { q: order.code } }))
      .data[0];
    assert.equal(decided.status, 'approved');
    assert.equal(decided.approver.name, 'Nguyễn Thành Công');
    assert.equal(decided.transfer_id, transfers[1].id);
    assertError(await decide(order.id, { status: 'rejected', reason: 'late' }), 409, 409);
    const audit = await auditOf(t, 'cash_order', order.id);
    assert.deepEqual(
      audit.map((a) => a.action),
      ['create', 'status'],
    );
  });

  test('a deduction holds the amount (available drops), a rejection needs a reason and restores it', async () => {
    const wallet = (await wallets({ funded: '1' })).data[1];
    const before = await walletOf(wallet.id);
    const tooMuch = await create({
      type: 'deduction',
      store_id: wallet.store.id,
      amount: Math.ceil((before.available + 1_000) / 1000) * 1000,
      place: 'bank_transfer',
      payment_method: 'bank_transfer',
    });
    assertError(tooMuch, 409, 409);
    assert.match(tooMuch.body.result, /^Insufficient balance: available [\d.]+ đ$/);
    const order = assertOk(await cashOrder('deduction', wallet.store.id, 50_000, { place: 'office_hcm' })).data;
    assert.ok(order.hold_transfer_id);
    const held = await walletOf(wallet.id);
    assert.equal(held.available, before.available - 50_000);
    assert.equal(held.balance, before.balance);
    assertError(await decide(order.id, { status: 'rejected' }), 422, 0, ['reason']);
    assertOk(await decide(order.id, { status: 'rejected', reason: 'Cửa hàng không yêu cầu' }));
    const restored = await walletOf(wallet.id);
    assert.equal(restored.available, before.available);
    const hold = assertOk(
      await t.call('GET', `/api/balances/${wallet.id}/transactions`, {
        as: 'ads',
        query: { kind: 'deduct_cash', status: 'voided' },
      }),
    ).data[0];
    assert.equal(hold.id, order.hold_transfer_id);
    assert.equal(hold.amount, -50_000);
  });

  test('only the requester cancels; a hold posted through PUT /transactions/{id}/status decides its order', async () => {
    const wallet = (await wallets({ funded: '1' })).data[2];
    const before = await walletOf(wallet.id);
    const order = assertOk(await cashOrder('deduction', wallet.store.id, 20_000)).data;
    assertError(await decide(order.id, { status: 'cancelled' }, 'admin'), 403, 403);
    const own = await t.call('PUT', `/api/transactions/${order.hold_transfer_id}/status`, {
      as: 'ads',
      body: { status: 'posted' },
    });
    assertError(own, 409, 409);
    const posted = assertOk(
      await t.call('PUT', `/api/transactions/${order.hold_transfer_id}/status`, {
        as: 'admin',
        body: { status: 'posted' },
      }),
    );
    assert.equal(posted.messages, 'Update status successfully');
    assert.equal(posted.data.status, 'posted');
    assert.equal(posted.data.balance_after, before.balance - 20_000);
    const decided = assertOk(await t.call('GET', '/api/cash/cash-orders', { as: 'ads', query: { q: order.code } }))
      .data[0];
    assert.equal(decided.status, 'approved');
    assertError(
      await t.call('PUT', `/api/transactions/${order.hold_transfer_id}/status`, {
        as: 'admin',
        body: { status: 'voided', reason: 'x' },
      }),
      409,
      409,
    );
    const second = assertOk(await cashOrder('deposit', wallet.store.id, 100_000)).data;
    const cancelled = assertOk(await decide(second.id, { status: 'cancelled' }, 'ads'));
    assert.equal(cancelled.data.status, 'cancelled');
    assert.equal(cancelled.data.approver, null);
  });

  test('notes: a cash order and a wallet transfer note change (audited); nothing else of a transfer does', async () => {
    const order = assertOk(await t.call('GET', '/api/cash/cash-orders', { as: 'ads', query: { status: 'approved' } }))
      .data[0];
    const noted = assertOk(
      await t.call('PUT', `/api/cash/update-note/${order.id}`, { as: 'ads', body: { note: 'Đã đối soát' } }),
    );
    assert.equal(noted.data.note, 'Đã đối soát');
    assertError(await t.call('PUT', '/api/cash/update-note/999999', { as: 'ads', body: { note: 'x' } }), 404, 404);
    const transfer = assertOk(
      await t.call('PUT', `/api/transactions/${order.transfer_id}/note`, {
        as: 'ads',
        body: { note: 'Phiếu thu 0012' },
      }),
    ).data;
    assert.equal(transfer.note, 'Phiếu thu 0012');
    // the transfer's history: its posting when the order was approved, then the note
    const audit = await auditOf(t, 'wallet_transfer', order.transfer_id);
    assert.deepEqual(
      audit.map((a) => a.action),
      ['status', 'update'],
    );
    assert.equal(JSON.parse(audit[1]!.after_json!).note, 'Phiếu thu 0012');
    const cleared = assertOk(
      await t.call('PUT', `/api/transactions/${order.transfer_id}/note`, { as: 'ads', body: { note: null } }),
    ).data;
    assert.equal(cleared.note, null);
    assert.equal(cleared.amount, transfer.amount);
    assertError(await t.call('PUT', '/api/transactions/999999/note', { as: 'ads', body: { note: 'x' } }), 404, 404);
  });

  test('cash orders list filters by status, type, store type, requester, place and day range', async () => {
    const all = assertOk(await t.call('GET', '/api/cash/cash-orders', { as: 'ads', query: { count: 200 } }));
    assert.ok(all.total >= 40);
    const statuses = new Set(valuesOf(all.data, 'status'));
    for (const s of ['pending', 'approved', 'rejected', 'cancelled']) assert.ok(statuses.has(s), s);
    for (const [key, value] of [
      ['status', 'pending'],
      ['type', 'deduction'],
      ['store_type', 'alliance'],
      ['place', 'bank_transfer'],
    ] as const) {
      const rows = assertOk(
        await t.call('GET', '/api/cash/cash-orders', { as: 'ads', query: { [key]: value, count: 200 } }),
      ).data as Record<string, string>[];
      assert.ok(rows.length > 0, key);
      assert.ok(
        rows.every((o) => o[key] === value),
        key,
      );
    }
    const ads = await t.userId('ads');
    const mine = assertOk(await t.call('GET', '/api/cash/cash-orders', { as: 'ads', query: { requester_id: ads } }));
    assert.ok(mine.data.length > 0 && mine.data.every((o: { requester: { id: number } }) => o.requester.id === ads));
    const none = assertOk(
      await t.call('GET', '/api/cash/cash-orders', {
        as: 'ads',
        query: { start_date: '2020-01-01', end_date: '2020-01-31' },
      }),
    );
    assert.equal(none.total, 0);
  });

  test('GET /balances/{id}?at= answers the balance at that time', async () => {
    const wallet = (await wallets({ funded: '1' })).data[0];
    const long = assertOk(
      await t.call('GET', `/api/balances/${wallet.id}`, { as: 'ads', query: { at: '2020-01-01' } }),
    ).data;
    assert.deepEqual(long.balance_at, { at: '2019-12-31T17:00:00.000Z', balance: 0 });
    const now = assertOk(
      await t.call('GET', `/api/balances/${wallet.id}`, {
        as: 'ads',
        query: { at: new Date(Date.now() + 60_000).toISOString() },
      }),
    ).data;
    assert.equal(now.balance_at.balance, now.balance);
  });
});
