import assert from 'node:assert/strict';
import { unzipSync } from 'fflate';
import { test } from 'node:test';
import { TRANSACTION_STATUSES, TRANSACTION_TRANSITIONS, type TransactionStatus, codeOf } from '@admin/contract';
import {
  assertError,
  assertNewestFirst,
  assertOk,
  auditCount,
  csvLines,
  describeApp,
  valuesOf,
} from '../../test/harness.ts';

describeApp('transactions', (t) => {
  const db = () => t.app.db;
  const used = new Set<number>();

  /** A seeded transaction of this type and status not used by another test yet. */
  async function pick(
    status: TransactionStatus,
    type: 'cash' | 'finance' | 'credit' = 'cash',
    extra?: (id: number) => Promise<boolean>,
  ) {
    const rows = await db()
      .selectFrom('transactions')
      .select('id')
      .where('status', '=', status)
      .where('type', '=', type)
      .orderBy('id')
      .execute();
    for (const row of rows) {
      if (used.has(row.id)) continue;
      if (extra && !(await extra(row.id))) continue;
      used.add(row.id);
      return row.id;
    }
    throw new Error(`no ${type} transaction in ${status}`);
  }
  const row = (id: number) =>
    db().selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The sale's row and its loan's (none when the sale has no loan). */
  const saleLoan = async (id: number) => {
    const tx = await row(id);
    const loan = await db().selectFrom('loans').selectAll().where('id', '=', tx.loan_id!).executeTakeFirst();
    return { tx, loan };
  };
  const product = async (id: number) => {
    const tx = await row(id);
    return db().selectFrom('products').selectAll().where('id', '=', tx.product_id).executeTakeFirstOrThrow();
  };
  const events = async (id: number) =>
    (await db().selectFrom('transaction_events').select('id').where('transaction_id', '=', id).execute()).length;
  const change = (id: number, status: string, reason?: string, as = 'loan') =>
    t.call('PUT', `/api/transactions/${id}/change-status`, { as, body: { status, reason } });

  test('the list pages 50, answers money as numbers and filters by type, status and loan status', async () => {
    const body = assertOk(await t.call('GET', '/api/transactions', { as: 'loan' }));
    assert.equal(body.per_page, 50);
    assert.ok(body.total >= 250, `total ${body.total}`);
    const first = body.data[0];
    assert.equal(typeof first.price, 'number');
    assert.equal(typeof first.paid_amount, 'number');
    assert.match(first.code, /^TX\d{6}$/);
    for (const type of ['cash', 'finance', 'credit']) {
      for (const status of TRANSACTION_STATUSES) {
        const page = assertOk(
          await t.call('GET', '/api/v2/transactions', { as: 'loan', query: { type, status, count: 5 } }),
        );
        assert.ok(page.total > 0, `${type} ${status}`);
        assert.ok(page.data.every((r: { type: string; status: string }) => r.type === type && r.status === status));
      }
    }
    const none = assertOk(
      await t.call('GET', '/api/transactions', { as: 'loan', query: { loan_status: 'non-existent', count: 200 } }),
    );
    assert.ok(none.total > 0);
    assert.ok(
      none.data.every(
        (r: { loan_status: string; loan_id: number | null }) => r.loan_status === 'non-existent' && r.loan_id === null,
      ),
    );
    const svfc = assertOk(
      await t.call('GET', '/api/transactions', { as: 'loan', query: { loan_status: 'svfc-rejected' } }),
    );
    assert.ok(svfc.total > 0);
    assert.ok(svfc.data.every((r: { loan_status: string }) => r.loan_status === 'svfc-rejected'));
    const byPrice = assertOk(
      await t.call('GET', '/api/transactions', {
        as: 'loan',
        query: { sort_by: 'price', order_by: 'asc', count: 20 },
      }),
    );
    const prices = byPrice.data.map((r: { price: number }) => r.price);
    assert.deepEqual(
      prices,
      [...prices].sort((a, b) => a - b),
    );
  });

  test('search without diacritics finds buyer names, phones and codes', async () => {
    const tx = await row(3);
    const folded = tx.buyer_name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase();
    const byName = assertOk(await t.call('GET', '/api/transactions', { as: 'loan', query: { q: folded, count: 200 } }));
    assert.ok(byName.data.some((r: { id: number }) => r.id === 3));
    const byPhone = assertOk(await t.call('GET', '/api/transactions', { as: 'loan', query: { q: tx.buyer_phone } }));
    assert.ok(byPhone.data.some((r: { id: number }) => r.id === 3));
    const byCode = assertOk(await t.call('GET', '/api/transactions', { as: 'loan', query: { q: 'tx3' } }));
    assert.ok(byCode.data.some((r: { id: number }) => r.id === 3));
    assert.equal(assertOk(await t.call('GET', '/api/transactions', { as: 'loan', query: { q: 'zzqqxx' } })).total, 0);
  });

  test('a search answers what the texts say now: kept matches follow every change, as a scan would', async () => {
    const list = async (query: Record<string, string>) =>
      assertOk(await t.call('GET', '/api/transactions', { as: 'loan', query: { ...query, count: 200 } }));
    const scan = async (q: string, status?: TransactionStatus) => {
      let rows = db().selectFrom('transactions').select('id').where('search_text', 'like', `%${q}%`);
      if (status) rows = rows.where('status', '=', status);
      return (await rows.orderBy('id', 'desc').execute()).map((r) => r.id);
    };
    const word = (await row(3)).search_text.split(' ').find((w) => w.length > 3)!;
    for (const [q, status] of [[word], [word, 'new'], ['09'], ['09', 'completed']] as [string, TransactionStatus?][]) {
      const page = await list(status ? { q, status } : { q });
      const expected = await scan(q, status);
      assert.equal(page.total, expected.length, `${q} ${status ?? ''}`);
      assert.deepEqual(valuesOf(page.data, 'id'), expected.slice(0, 200));
    }
    // a write from anywhere (here straight to the database, as another API process would) is seen at once
    assert.equal((await list({ q: 'kiemtragiu' })).total, 0);
    const before = (await row(3)).search_text;
    await db()
      .updateTable('transactions')
      .set({ search_text: `${before} kiemtragiu` })
      .where('id', '=', 3)
      .execute();
    try {
      assert.deepEqual(valuesOf((await list({ q: 'kiemtragiu' })).data, 'id'), [3]);
    } finally {
      await db().updateTable('transactions').set({ search_text: before }).where('id', '=', 3).execute();
    }
    assert.equal((await list({ q: 'kiemtragiu' })).total, 0);
    const added = await db()
      .insertInto('transactions')
      .values({ ...(await row(3)), id: undefined, holds_product: 0, search_text: 'kiemtragiu' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      assert.deepEqual(valuesOf((await list({ q: 'kiemtragiu' })).data, 'id'), [added.id]);
    } finally {
      await db().deleteFrom('transactions').where('id', '=', added.id).execute();
    }
    assert.equal((await list({ q: 'kiemtragiu' })).total, 0);
  });

  test('the export: every filtered row, headers and words in the language asked, CSV or XLSX', async () => {
    const total = assertOk(
      await t.call('GET', '/api/v2/transactions', { as: 'loan', query: { type: 'cash', status: 'completed' } }),
    ).total;
    assert.ok(total > 0);
    const lines = async (lang: string) => {
      const res = await t.call('GET', '/api/v2/transactions/export', {
        as: 'loan',
        query: { type: 'cash', status: 'completed', lang },
      });
      assert.equal(res.status, 200);
      assert.match(String(res.headers['content-disposition']), /filename="transactions-\d{4}-\d{2}-\d{2}\.csv"/);
      return csvLines(res);
    };
    const vi = await lines('vi');
    assert.ok(vi[0]!.startsWith('Mã giao dịch,Ngày tạo,Hình thức,Trạng thái,'));
    assert.equal(vi.length - 1, total, 'one line per filtered transaction');
    assert.ok(vi.slice(1).every((l) => l.includes(',Tiền mặt,Hoàn tất,')));
    const en = await lines('en');
    assert.ok(en[0]!.startsWith('Transaction,Created,Payment type,Status,'));
    assert.ok(en.length > 1 && en.slice(1).every((l) => l.includes(',Cash,Completed,')));
    const codes = en.slice(1).map((l) => Number(l.slice(2, l.indexOf(','))));
    assertNewestFirst(codes);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/v2/transactions/export?format=xlsx&type=finance',
      headers: { authorization: `Bearer ${(await t.signIn('loan')).token}` },
    });
    assert.equal(xlsx.statusCode, 200);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
    const sheet = Buffer.from(unzipSync(xlsx.rawPayload)['xl/worksheets/sheet1.xml']!).toString('utf8');
    // "Ngày tạo" is a real date (a number with a date format), and the loan column says words, not codes
    assert.match(sheet, /<c r="B2" s="\d+"><v>\d{5}(\.\d+)?<\/v><\/c>/);
    assert.doesNotMatch(sheet, />(svfc|hdsaison|\w+)-(disbursed|rejected)</);
    assert.match(sheet, />Đã giải ngân</);
  });

  test('the detail carries payments, loan, contract, paperwork, allowed statuses and the timeline', async () => {
    const id = await pick('paid', 'finance');
    const body = assertOk(await t.call('GET', `/api/v2/transactions/${id}`, { as: 'loan' }));
    assert.equal(body.data.code, codeOf('TX', id));
    assert.equal(body.data.loan.loan_status, 'disbursed');
    assert.equal(body.data.e_contract.status, 'completed');
    assert.equal(body.data.paperwork.buyer.status, 'approved');
    assert.deepEqual(body.data.allowed_statuses, ['delivered']);
    assert.ok(body.data.events.length >= 3);
    assert.ok(body.data.payments.length >= 1);
    const same = assertOk(await t.call('GET', `/api/transactions/${id}/detail`, { as: 'loan' }));
    assert.deepEqual(same.data, body.data);
    assertError(await t.call('GET', '/api/v2/transactions/999999', { as: 'loan' }), 404, 404);
  });

  test('every status pair outside the table answers 409 naming the current and allowed statuses, changing nothing', async () => {
    for (const from of TRANSACTION_STATUSES) {
      const id = await pick(from);
      const before = await row(id);
      const productBefore = await product(id);
      const eventsBefore = await events(id);
      for (const to of TRANSACTION_STATUSES) {
        if (TRANSACTION_TRANSITIONS[from].includes(to)) continue;
        const res = await change(id, to, 'a reason');
        assertError(res, 409, 409);
        assert.match(res.body.result, new RegExp(`'${from}' cannot become '${to}'`), `${from} → ${to}`);
        assert.deepEqual(res.body.errors.current, [from]);
        assert.deepEqual(res.body.errors.allowed, from === 'paid' ? ['delivered'] : [...TRANSACTION_TRANSITIONS[from]]);
      }
      assert.deepEqual(await row(id), before);
      assert.deepEqual(await product(id), productBefore);
      assert.equal(await events(id), eventsBefore);
    }
  });

  test('every allowed pair succeeds when its guards hold, with the product following', async () => {
    // new → confirmed: the product is held
    const a = await pick('new');
    const productId = (await row(a)).product_id;
    const sellerBefore = await db()
      .selectFrom('stores')
      .selectAll()
      .where('id', '=', (await row(a)).seller_store_id)
      .executeTakeFirstOrThrow();
    assert.equal(assertOk(await change(a, 'confirmed')).data.status, 'confirmed');
    assert.equal((await product(a)).sales_status, 'pending');
    assert.equal((await row(a)).holds_product, 1);
    // confirmed → cancelled: the product is back on sale
    assertError(await change(a, 'cancelled'), 422, 0, ['reason']);
    assert.equal(assertOk(await change(a, 'cancelled', 'Người mua đổi ý')).data.status, 'cancelled');
    assert.equal((await product(a)).sales_status, 'ing');
    // new → cancelled
    const b = await pick('new');
    assert.equal(
      assertOk(await change(b, 'cancelled', 'Không liên lạc được')).data.cancel_reason,
      'Không liên lạc được',
    );
    // new → confirmed, paid in full, received, delivered, completed
    const c = await pick('new', 'cash');
    const price = Number((await row(c)).price);
    assertOk(await change(c, 'confirmed'));
    assertError(await change(c, 'paid'), 409, 409);
    assertOk(
      await t.call('PUT', `/api/v2/transactions/${c}/update-received-time`, {
        as: 'loan',
        body: { received_at: new Date(Date.now() + 1000).toISOString() },
      }),
    );
    const paid = assertOk(
      await t.call('POST', `/api/transactions/${c}/payments`, {
        as: 'loan',
        body: { amount: price, method: 'cash' },
      }),
    );
    assert.equal(paid.data.status, 'paid', 'the last payment of a confirmed cash sale makes it paid');
    assert.equal(paid.data.paid_amount, price);
    assert.equal(assertOk(await change(c, 'delivered')).data.status, 'delivered');
    // completing needs the e-contract and both paperwork bundles
    const refused = await change(c, 'completed');
    assertError(refused, 409, 409);
    assert.match(refused.body.result, /e-contract/);
    // a seeded delivered sale has them: it completes, the product is sold, the counters move once
    const d = await pick('delivered', 'cash');
    const dRow = await row(d);
    const seller = () =>
      db().selectFrom('stores').selectAll().where('id', '=', dRow.seller_store_id).executeTakeFirstOrThrow();
    const s0 = await seller();
    const p0 = await product(d);
    assert.equal(assertOk(await change(d, 'completed')).data.status, 'completed');
    const s1 = await seller();
    assert.equal((await product(d)).sales_status, 'done');
    assert.equal(s1.sold_products, s0.sold_products + 1);
    assert.equal(Number(s1.total_sale_amount), Number(s0.total_sale_amount) + Number(p0.price));
    assert.equal((await row(d)).holds_product, 0);
    void sellerBefore;
    void productId;
  });

  test('confirming while another transaction holds the product answers 409', async () => {
    const holder = await pick('confirmed');
    const held = await row(holder);
    const { id: second } = await db()
      .insertInto('transactions')
      .values({ ...held, id: undefined, status: 'new', holds_product: 0, confirmed_at: null, search_text: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The product is 'pending': it is not on sale.
    const res = await change(second, 'confirmed');
    assertError(res, 409, 409);
    assert.equal((await row(second)).status, 'new');
  });

  test('two staff acting at once: one wins, the other gets 409', async () => {
    const id = await pick('new');
    const answers = await Promise.all([
      change(id, 'confirmed', undefined, 'loan'),
      change(id, 'confirmed', undefined, 'admin'),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    assert.equal((await product(id)).sales_status, 'pending');
    const confirmations = await db()
      .selectFrom('transaction_events')
      .select('id')
      .where('transaction_id', '=', id)
      .where('to_status', '=', 'confirmed')
      .execute();
    assert.equal(confirmations.length, 1);
  });

  test('bulk status: each transaction moves as its own change would, or is refused with its reason', async () => {
    const ids: number[] = [];
    const all = await db()
      .selectFrom('transactions')
      .select(['id', 'status'])
      .where('status', '=', 'new')
      .where('type', '<>', 'cash')
      .orderBy('id', 'desc')
      .execute();
    for (const r of all) if (!used.has(r.id) && ids.length < 30) ids.push(r.id);
    ids.forEach((id) => used.add(id));
    const blocked = await pick('completed');
    const versions = await db()
      .selectFrom('transactions')
      .select(['id', 'row_version'])
      .where('id', 'in', ids)
      .execute();
    const items = versions.map((v) => ({ id: v.id, version: v.row_version }));
    const stale = items[0]!;
    const bulk = (body: unknown) => t.call('POST', '/api/transactions/bulk/status', { as: 'loan', body });
    // the first one's version is gone: someone else changed it meanwhile
    await db()
      .updateTable('transactions')
      .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
      .where('id', '=', stale.id)
      .execute();
    const before = (await db().selectFrom('transaction_events').select('id').execute()).length;
    const res = assertOk(
      await bulk({
        items: [...items, { id: blocked }, { id: 999_999 }],
        status: 'cancelled',
        reason: 'Dọn yêu cầu cũ',
      }),
    );
    assert.equal(res.data.done, ids.length - 1);
    assert.equal(res.data.refused, 3);
    const refused = res.data.results.filter((r: { ok: boolean }) => !r.ok);
    assert.deepEqual(refused[0], {
      id: stale.id,
      ok: false,
      reason: { code: 'changed_meanwhile', params: { record: codeOf('TX', stale.id) } },
    });
    assert.deepEqual(refused[1], {
      id: blocked,
      ok: false,
      reason: {
        code: 'move_refused',
        params: { kind: 'transaction', record: codeOf('TX', blocked), from: 'completed', to: 'cancelled' },
      },
    });
    assert.deepEqual(refused[2].reason, { code: 'not_found', params: { record: codeOf('TX', 999_999) } });
    const statuses = await db().selectFrom('transactions').select(['id', 'status']).where('id', 'in', ids).execute();
    assert.ok(statuses.every((s) => s.status === (s.id === stale.id ? 'new' : 'cancelled')));
    assert.equal((await row(blocked)).status, 'completed');
    const events = (await db().selectFrom('transaction_events').select('id').execute()).length;
    assert.ok(events >= before + ids.length - 1);
    const audited = await db()
      .selectFrom('audit_logs')
      .select('entity_id')
      .where('entity', '=', 'transaction')
      .where('action', '=', 'status')
      .where(
        'entity_id',
        'in',
        ids.map((id) => String(id)),
      )
      .execute();
    assert.equal(audited.length, ids.length - 1);
    // a reason is needed to cancel: said per row
    const second = await pick('new');
    const noReason = assertOk(await bulk({ items: [{ id: second }], status: 'cancelled' }));
    assert.equal(noReason.data.refused, 1);
    assert.equal((await row(second)).status, 'new');
    assertError(await bulk({ items: [], status: 'cancelled' }), 422, 0, ['items']);
  });

  test('received time: 409 before confirmation, 422 in the future or before confirmation, a paid sale becomes delivered', async () => {
    const n = await pick('new');
    const put = (id: number, received_at: string) =>
      t.call('PUT', `/api/v2/transactions/${id}/update-received-time`, { as: 'loan', body: { received_at } });
    assertError(await put(n, '2025-06-01 10:00'), 409, 409);
    const p = await pick('paid');
    assertError(await put(p, new Date(Date.now() + 3_600_000).toISOString()), 422, 0, ['received_at']);
    assertError(await put(p, '2020-01-01 08:00'), 422, 0, ['received_at']);
    assertError(await put(p, 'yesterday'), 422, 0, ['received_at']);
    const at = new Date(Date.now() - 120_000).toISOString();
    const body = assertOk(await put(p, at));
    assert.equal(body.data.status, 'delivered');
    assert.equal(body.data.received_at, at);
  });

  test('payments: never beyond the price, never voided once paid', async () => {
    const id = await pick('new');
    const price = Number((await row(id)).price);
    const pay = (amount: number) =>
      t.call('POST', `/api/transactions/${id}/payments`, {
        as: 'loan',
        body: { amount, method: 'bank_transfer', reference: 'FT123' },
      });
    assertError(await pay(price + 1000), 422, 0, ['amount']);
    assertError(await pay(1500), 422, 0, ['amount']);
    const first = assertOk(await pay(1_000_000));
    assert.equal(first.data.paid_amount, 1_000_000);
    const paymentId = first.data.payments[0].id;
    assertError(
      await t.call('PUT', `/api/transactions/${id}/payments/${paymentId}/void`, { as: 'loan', body: {} }),
      422,
      0,
      ['reason'],
    );
    const voided = assertOk(
      await t.call('PUT', `/api/transactions/${id}/payments/${paymentId}/void`, {
        as: 'loan',
        body: { reason: 'Nhập nhầm' },
      }),
    );
    assert.equal(voided.data.paid_amount, 0);
    assertError(
      await t.call('PUT', `/api/transactions/${id}/payments/${paymentId}/void`, {
        as: 'loan',
        body: { reason: 'again' },
      }),
      409,
      409,
    );
    const paid = await pick('paid');
    const seeded = await db()
      .selectFrom('transaction_payments')
      .select('id')
      .where('transaction_id', '=', paid)
      .executeTakeFirstOrThrow();
    assertError(
      await t.call('PUT', `/api/transactions/${paid}/payments/${seeded.id}/void`, {
        as: 'loan',
        body: { reason: 'x' },
      }),
      409,
      409,
    );
    assertError(
      await t.call('POST', `/api/transactions/${paid}/payments`, {
        as: 'loan',
        body: { amount: 1000, method: 'cash' },
      }),
      409,
      409,
    );
  });

  /** A confirmed loan sale whose lender's payout is recorded and waits for its confirmation. */
  const payoutWaiting = (type: 'finance' | 'credit') =>
    pick('confirmed', type, async (id) => (await saleLoan(id)).loan?.loan_status.endsWith('-disbursed') === true);
  const detail = async (id: number) => assertOk(await t.call('GET', `/api/v2/transactions/${id}`, { as: 'loan' })).data;
  const pay = (id: number, amount: number) =>
    t.call('POST', `/api/transactions/${id}/payments`, { as: 'loan', body: { amount, method: 'bank_transfer' } });
  const confirmPayout = async (id: number) =>
    assertOk(await t.call('POST', `/api/loans/${(await row(id)).loan_id}/loan-disbursed`, { as: 'supervisor' }));
  /** The system's move of the sale to paid: one event without an actor, one audit entry. */
  async function assertPaidBySystem(id: number, audits: number) {
    const tx = await row(id);
    assert.equal(tx.status, 'paid');
    assert.equal(Number(tx.paid_amount), Number(tx.price));
    assert.ok(tx.paid_at);
    const moved = await db()
      .selectFrom('transaction_events')
      .selectAll()
      .where('transaction_id', '=', id)
      .where('to_status', '=', 'paid')
      .execute();
    assert.equal(moved.length, 1);
    assert.equal(moved[0]!.from_status, 'confirmed');
    assert.equal(moved[0]!.actor_id, null);
    assert.equal(await auditCount(t, 'transaction', id), audits + 1);
  }

  test("the buyer's down payment, when it is the last money in, makes a loan sale paid", async () => {
    const id = await payoutWaiting('finance');
    const down = (await detail(id)).payments.find((p: { voided_at: string | null }) => !p.voided_at);
    assert.ok(down, 'the seeded down payment');
    assertOk(
      await t.call('PUT', `/api/transactions/${id}/payments/${down.id}/void`, {
        as: 'loan',
        body: { reason: 'Chuyển khoản chưa về' },
      }),
    );
    await confirmPayout(id);
    const waiting = await row(id);
    assert.equal(waiting.status, 'confirmed', 'the down payment is still missing');
    assert.equal((await detail(id)).left_to_pay, Number(waiting.price) - Number(waiting.paid_amount));
    const audits = await auditCount(t, 'transaction', id);
    const answer = assertOk(await pay(id, Number(waiting.price) - Number(waiting.paid_amount)));
    assert.equal(answer.data.status, 'paid');
    await assertPaidBySystem(id, audits);
  });

  test("the lender's payout, when it is the last money in, makes a loan sale paid; money in never passes the price", async () => {
    const id = await payoutWaiting('credit');
    const down = (await detail(id)).payments.find((p: { voided_at: string | null }) => !p.voided_at);
    assertOk(
      await t.call('PUT', `/api/transactions/${id}/payments/${down.id}/void`, {
        as: 'loan',
        body: { reason: 'Nhập nhầm' },
      }),
    );
    const tx = await row(id);
    const payout = await db()
      .selectFrom('disbursements')
      .select('money')
      .where('loan_id', '=', tx.loan_id!)
      .executeTakeFirstOrThrow();
    const left = Number(tx.price) - Number(tx.paid_amount) - Number(payout.money);
    assert.equal((await detail(id)).left_to_pay, left, 'what is due leaves room for the payout');
    // the payout recorded is counted: the buyer pays what it leaves, not the whole price
    const over = await pay(id, Number(tx.price) - Number(tx.paid_amount));
    assertError(over, 422, 0, ['amount']);
    assert.equal((await row(id)).paid_amount, tx.paid_amount);
    assertOk(await pay(id, left));
    assert.equal((await row(id)).status, 'confirmed', 'the payout is not confirmed yet');
    const audits = await auditCount(t, 'transaction', id);
    await confirmPayout(id);
    await assertPaidBySystem(id, audits);
  });

  test('a payout is at most what is left to pay: the down payment and the loan never pass the price', async () => {
    const id = await pick('confirmed', 'finance', async (id) => {
      const tx = await row(id);
      const loan = await db()
        .selectFrom('loans as l')
        .innerJoin('e_contracts as c', 'c.transaction_id', 'l.transaction_id')
        .select(['l.loan_status', 'c.status'])
        .where('l.id', '=', tx.loan_id!)
        .where('c.status', '=', 'completed')
        .executeTakeFirst();
      return loan?.loan_status === 'approved';
    });
    const { tx, loan } = await saleLoan(id);
    assert.ok(loan);
    // the buyer paid 1.000.000 đ more than the down payment: the lender's payout covers less
    assertOk(await pay(id, 1_000_000));
    const record = (money: number, contract_no: string) =>
      t.call('POST', `/api/transactions/loans/${loan.id}/disbursement`, { as: 'loan', body: { money, contract_no } });
    const over = await record(Number(loan.approved_amount), `OVER-${id}`);
    assertError(over, 422, 0, ['money']);
    assert.equal(
      (await db().selectFrom('disbursements').select('id').where('loan_id', '=', loan.id).execute()).length,
      0,
    );
    const left = Number(tx.price) - Number(tx.paid_amount) - 1_000_000;
    assertOk(await record(left, `LEFT-${id}`));
    const audits = await auditCount(t, 'transaction', id);
    await confirmPayout(id);
    await assertPaidBySystem(id, audits);
  });

  test('the detail says which moves the server takes now and why not, as the change-status route answers', async () => {
    type Action = { status: string; allowed: boolean; reasons: { code: string; params: object }[] };
    const actions = async (id: number) =>
      Object.fromEntries(((await detail(id)).actions as Action[]).map((a) => [a.status, a]));
    // a new cash request: both moves are open
    const id = await pick('new', 'cash');
    const price = Number((await row(id)).price);
    const fresh = await actions(id);
    assert.deepEqual(Object.keys(fresh), ['confirmed', 'cancelled']);
    assert.ok(fresh.confirmed!.allowed && fresh.cancelled!.allowed);
    assert.deepEqual(fresh.confirmed!.reasons, []);
    // paid in full while new: the confirmation makes it paid, the last money having come in before
    assertOk(await pay(id, price));
    assert.equal((await row(id)).status, 'new');
    assert.equal(assertOk(await change(id, 'confirmed')).data.status, 'paid');
    const moves = await db()
      .selectFrom('transaction_events')
      .select(['from_status', 'to_status', 'actor_id'])
      .where('transaction_id', '=', id)
      .where('type', '=', 'status_changed')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      moves.map((m) => [m.from_status, m.to_status, m.actor_id === null]),
      [
        ['new', 'confirmed', false],
        ['confirmed', 'paid', true],
      ],
    );
    // paid, no received time: delivering is refused, with the reason the route gives
    const paid = await actions(id);
    assert.deepEqual(paid, {
      delivered: { status: 'delivered', allowed: false, reasons: [{ code: 'received_time_missing', params: {} }] },
    });
    const refused = await change(id, 'delivered');
    assertError(refused, 409, 409);
    assert.match(refused.body.result, /set the received time/);
    // the vehicle handed over: delivered; completing waits for the contract and both bundles, each named
    assertOk(
      await t.call('PUT', `/api/v2/transactions/${id}/update-received-time`, {
        as: 'loan',
        body: { received_at: new Date(Date.now() + 1000).toISOString() },
      }),
    );
    const delivered = id;
    assert.equal((await row(delivered)).status, 'delivered');
    const completing = (await actions(delivered)).completed!;
    assert.equal(completing.allowed, false);
    assert.deepEqual(
      completing.reasons.map((r) => r.code),
      ['contract_not_signed', 'paperwork_not_approved', 'paperwork_not_approved'],
    );
    assert.deepEqual(
      completing.reasons.slice(1).map((r) => r.params),
      [{ party: 'buyer' }, { party: 'seller' }],
    );
    assertError(await change(delivered, 'completed'), 409, 409);
    // a seeded delivered sale with everything done completes, as its detail said
    const ready = await pick('delivered', 'cash', async (d) => (await row(d)).e_contract_id !== null);
    assert.deepEqual((await actions(ready)).completed, { status: 'completed', allowed: true, reasons: [] });
    assert.equal(assertOk(await change(ready, 'completed')).data.status, 'completed');
    assert.deepEqual(await actions(ready), {});
    // a loan sale waiting for its payout: not paid (loan and money named), not cancelled (the lender paid)
    const waiting = await payoutWaiting('finance');
    const { tx, loan } = await saleLoan(waiting);
    assert.ok(loan);
    assert.deepEqual(await actions(waiting), {
      paid: {
        status: 'paid',
        allowed: false,
        reasons: [
          { code: 'loan_not_disbursed', params: { status: loan.loan_status } },
          { code: 'not_paid_in_full', params: { paid: Number(tx.paid_amount), price: Number(tx.price) } },
        ],
      },
      cancelled: {
        status: 'cancelled',
        allowed: false,
        reasons: [{ code: 'lender_paid', params: { status: loan.loan_status } }],
      },
    });
    assertError(await change(waiting, 'cancelled', 'Người mua đổi ý'), 409, 409);
  });

  test('a status change writes its event and audit entry with it', async () => {
    const id = await pick('new');
    const audits = () => auditCount(t, 'transaction', id);
    const e0 = await events(id);
    const a0 = await audits();
    assertOk(await change(id, 'cancelled', 'Hết nhu cầu'));
    assert.equal(await events(id), e0 + 1);
    assert.equal(await audits(), a0 + 1);
    const detail = assertOk(await t.call('GET', `/api/v2/transactions/${id}`, { as: 'loan' }));
    assert.equal(detail.data.events[0].to_status, 'cancelled');
    assert.equal(detail.data.events[0].actor.name, 'Phạm Thu Hà');
  });
});
