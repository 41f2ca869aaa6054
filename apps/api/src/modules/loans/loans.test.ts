import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loanStatusesFor, loanTargets } from '@admin/contract';
import sharp from 'sharp';
import { assertError, assertOk, auditCount, csvLines, describeApp } from '../../test/harness.ts';
import { notifyDisbursement } from './disbursements.repository.ts';

describeApp('loans, paperwork and disbursements', (t) => {
  const db = () => t.app.db;
  const used = new Set<number>();
  const loanRow = (id: number) => db().selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const histories = async (id: number) =>
    (await db().selectFrom('loan_histories').select('id').where('loan_id', '=', id).execute()).length;
  const audits = (entity: string, id: number) => auditCount(t, entity, id);

  /**
   * A seeded loan in this status, not used yet; `{code}` stands for the loan's own product code
   * ('{code}-rejected'). Answers its id and product code.
   */
  async function pickLoanOf(status: string, options: { ready?: boolean } = {}) {
    const prefixed = status.startsWith('{code}');
    const rows = await db()
      .selectFrom('loans as l')
      .innerJoin('transactions as t', 't.id', 'l.transaction_id')
      .leftJoin('e_contracts as c', 'c.id', 't.e_contract_id')
      .select(['l.id', 'l.product_code', 'l.loan_status', 'c.status as contract'])
      .where('l.loan_status', prefixed ? 'like' : '=', prefixed ? `%${status.slice(6)}` : status)
      .orderBy('l.id')
      .execute();
    for (const row of rows) {
      if (used.has(row.id)) continue;
      if (prefixed && row.loan_status !== `${row.product_code}${status.slice(6)}`) continue;
      if (options.ready !== undefined && (row.contract === 'completed') !== options.ready) continue;
      used.add(row.id);
      return { id: row.id, code: row.product_code };
    }
    throw new Error(`no loan in ${status}`);
  }
  const pickLoan = async (status: string, options: { ready?: boolean } = {}) => (await pickLoanOf(status, options)).id;
  const put = (id: number, body: object, as = 'loan') => t.call('PUT', `/api/loans/${id}`, { as, body });

  test('the list filters by status (prefixed ones too) and kind; non-existent finds no loan', async () => {
    const rejected = assertOk(
      await t.call('GET', '/api/loans', { as: 'loan', query: { loan_status: 'svfc-rejected' } }),
    );
    assert.ok(rejected.total > 0);
    assert.ok(rejected.data.every((l: { loan_status: string }) => l.loan_status === 'svfc-rejected'));
    // any lender's refusal: each row is refused by its own lender, and svfc's are among them
    const lenders = assertOk(
      await t.call('GET', '/api/loans', { as: 'loan', query: { loan_status: 'lender-rejected', count: 200 } }),
    );
    assert.ok(lenders.total >= rejected.total);
    assert.ok(
      lenders.data.length > 0 &&
        lenders.data.every(
          (l: { loan_status: string; product_code: string }) => l.loan_status === `${l.product_code}-rejected`,
        ),
    );
    // the export takes the same filter, names the lender in the status, in the language asked
    const csv = await t.call('GET', '/api/loans/export', {
      as: 'loan',
      query: { loan_status: 'lender-rejected', lang: 'vi' },
    });
    const rows = csvLines(csv);
    assert.ok(rows[0]!.startsWith('Khoản vay,Giao dịch,Ngày tạo,Hình thức,Đơn vị cho vay,Trạng thái vay,'));
    assert.equal(rows.length - 1, lenders.total);
    assert.ok(rows.slice(1).some((l) => l.includes(',SVFC từ chối,')));
    const english = await t.call('GET', '/api/loans/export', { as: 'loan', query: { lang: 'en', kind: 'credit' } });
    const englishRows = csvLines(english);
    assert.ok(englishRows[0]!.startsWith('Loan,Transaction,Created,Kind,'));
    assert.ok(englishRows.length > 1 && englishRows.slice(1).every((l) => l.includes(',Credit,')));
    const none = assertOk(await t.call('GET', '/api/loans', { as: 'loan', query: { loan_status: 'non-existent' } }));
    assert.equal(none.total, 0);
    const credit = assertOk(await t.call('GET', '/api/loans', { as: 'loan', query: { kind: 'credit', count: 200 } }));
    assert.ok(credit.total > 0 && credit.data.every((l: { kind: string }) => l.kind === 'credit'));
    assert.equal(typeof credit.data[0].requested_amount, 'number');
    for (const status of loanStatusesFor('svfc')) {
      const page = assertOk(
        await t.call('GET', '/api/loans', { as: 'loan', query: { loan_status: status, count: 1 } }),
      );
      assert.ok(page.total > 0, `a demo loan is ${status}`);
    }
  });

  test('detail, buyer with private ID-card links, history', async () => {
    const id = await pickLoan('submitted');
    const detail = assertOk(await t.call('GET', `/api/loans/${id}`, { as: 'loan' })).data;
    assert.deepEqual(detail.allowed_statuses, ['approved', `${detail.product_code}-rejected`, 'processing', 'aborted']);
    assert.equal(detail.bank_locked, false);
    const a0 = await audits('loan_kyc_access', id);
    const buyer = assertOk(await t.call('GET', `/api/loans/${id}/buyer`, { as: 'loan' })).data;
    assert.equal(await audits('loan_kyc_access', id), a0 + 1);
    // the number whole for those who approve paperwork, its last three digits for a supervisor who reads loans
    assert.match(buyer.id_number, /^\d{9,12}$/);
    const seen = assertOk(await t.call('GET', `/api/loans/${id}/buyer`, { as: 'supervisor' })).data;
    assert.equal(seen.id_number, `${'•'.repeat(buyer.id_number.length - 3)}${buyer.id_number.slice(-3)}`);
    const front: string = buyer.identity_card_image.front_image.original;
    assert.match(front, /^\/api\/private-files\//);
    const image = await t.call('GET', front);
    assert.equal(image.status, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    const forged = `${front.slice(0, -3)}abc`;
    assert.equal((await t.call('GET', forged)).status, 404);
    assert.equal((await t.call('GET', '/uploads/demo/id_card_front.png')).status, 404, 'not in the public uploads');
    const history = assertOk(await t.call('GET', `/api/loans/${id}/history`, { as: 'loan' })).data;
    assert.equal(history[0].to_status, 'submitted');
    assert.equal(history.at(-1).type, 'created');
  });

  test('every status pair outside the table answers 409; same status answers 2 and writes nothing; wrong prefix and non-existent 422', async () => {
    for (const status of [
      'applied',
      'processing',
      'submitted',
      'approved',
      '{code}-disbursed',
      'disbursed',
      'rejected',
      '{code}-rejected',
      'aborted',
      'done',
    ]) {
      const { id, code } = await pickLoanOf(status);
      const from = status.replace('{code}', code);
      const before = await loanRow(id);
      const h0 = await histories(id);
      for (const to of loanStatusesFor(code)) {
        if (to === from) {
          const res = await put(id, { loan_status: to });
          assert.equal(res.status, 200);
          assert.equal(res.body.result_code, 2);
          assert.deepEqual(res.body.warnings, [`Loan is already ${to}`]);
          continue;
        }
        if (loanTargets(from, code).includes(to)) continue;
        const res = await put(id, { loan_status: to, reason: 'x', approved_amount: 1000, tenor_months: 12 });
        assertError(res, 409, 409);
      }
      const other = code === 'svfc' ? 'hdsaison' : 'svfc';
      assertError(await put(id, { loan_status: `${other}-rejected`, reason: 'x' }), 422, 0, ['loan_status']);
      assertError(await put(id, { loan_status: 'non-existent' }), 422, 0, ['loan_status']);
      assert.deepEqual(await loanRow(id), before);
      assert.equal(await histories(id), h0);
    }
  });

  test('allowed moves with their guards; approval below the request is a warning', async () => {
    const a = await pickLoan('applied');
    const moved = assertOk(await put(a, { loan_status: 'processing' })).data;
    assert.equal(moved.loan_status, 'processing');
    assert.equal(moved.assigned_to.name, 'Phạm Thu Hà');
    assertError(await put(a, { loan_status: 'rejected' }), 422, 0, ['reason']);
    const s = await pickLoan('submitted');
    const loan = await loanRow(s);
    assertError(await put(s, { loan_status: 'approved' }), 422, 0, ['approved_amount', 'tenor_months']);
    assertError(
      await put(s, {
        loan_status: 'approved',
        approved_amount: Number(loan.requested_amount) + 1000,
        tenor_months: 12,
      }),
      422,
      0,
      ['approved_amount'],
    );
    const h0 = await histories(s);
    const a0 = await audits('loan', s);
    const res = await put(s, {
      loan_status: 'approved',
      approved_amount: Number(loan.requested_amount) - 5_000_000,
      tenor_months: 12,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.result_code, 2);
    assert.match(res.body.warnings[0], /the buyer must add 5\.000\.000 đ/);
    assert.equal(res.body.data.loan_status, 'approved');
    assert.equal(await histories(s), h0 + 1);
    assert.equal(await audits('loan', s), a0 + 1);
    const tx = await db()
      .selectFrom('transactions')
      .select('loan_status')
      .where('loan_id', '=', s)
      .executeTakeFirstOrThrow();
    assert.equal(tx.loan_status, 'approved');
    // The lender withdraws: {code}-rejected needs a reason.
    const lenderRejected = `${loan.product_code}-rejected`;
    assertError(await put(s, { loan_status: lenderRejected }), 422, 0, ['reason']);
    assert.equal(
      assertOk(await put(s, { loan_status: lenderRejected, reason: 'Lender withdrew' })).data.loan_status,
      lenderRejected,
    );
    // The status call never reaches the lender's payout.
    const ap = await pickLoan('approved');
    const refused = await put(ap, { loan_status: `${(await loanRow(ap)).product_code}-disbursed` });
    assertError(refused, 409, 409);
    assert.match(refused.body.result, /Record the disbursement/);
    // loans-status is needed for status, loans-update for bank accounts.
    assertError(await put(ap, { loan_status: 'aborted', reason: 'x' }, 'supervisor'), 403, 403);
  });

  test('bank accounts: all three fields, a reason after approval, locked after the disbursement', async () => {
    const p = await pickLoan('processing');
    assertError(await put(p, { seller_bank_account: '0123456789' }), 422, 0, [
      'seller_bank_account_name',
      'seller_bank_name',
    ]);
    const h0 = await histories(p);
    const a0 = await audits('loan', p);
    const edited = assertOk(
      await put(p, {
        seller_bank_account: '0123456789',
        seller_bank_account_name: 'Nguyễn Văn Á',
        seller_bank_name: 'Vietcombank',
      }),
    ).data;
    assert.equal(edited.seller_bank_account_name, 'NGUYEN VAN A');
    assert.equal(await histories(p), h0 + 1);
    assert.equal(await audits('loan', p), a0 + 1);
    const history = assertOk(await t.call('GET', `/api/loans/${p}/history`, { as: 'loan' })).data;
    assert.deepEqual(history[0].data.seller_bank_account[1], '****6789');
    const ap = await pickLoan('approved');
    const body = { buyer_bank_account: '99887766', buyer_bank_account_name: 'Trần Thị B', buyer_bank_name: 'ACB' };
    assertError(await put(ap, body), 422, 0, ['reason']);
    assertOk(await put(ap, { ...body, reason: 'Khách đổi tài khoản' }));
    const d = await pickLoan('{code}-disbursed');
    const locked = await put(d, { ...body, reason: 'x' });
    assertError(locked, 409, 409);
    assert.match(locked.body.result, /locked/);
    assertError(await put(d, body, 'supervisor'), 403, 403);
  });

  test('a disbursement is recorded once: 20 concurrent posts make one row, replays answer 2, another body 409', async () => {
    const id = await pickLoan('approved', { ready: true });
    const loan = await loanRow(id);
    const body = { money: Number(loan.approved_amount), contract_no: `SV-${id}-2025` };
    const url = `/api/transactions/loans/${id}/disbursement`;
    assertError(
      await t.call('POST', url, { as: 'loan', body: { ...body, money: Number(loan.approved_amount) + 1000 } }),
      422,
      0,
      ['money'],
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', url, { as: 'loan', body })));
    assert.ok(
      answers.every((a) => a.status === 200),
      JSON.stringify(answers.map((a) => [a.status, a.body.result])),
    );
    assert.equal(answers.filter((a) => a.body.result_code === 1).length, 1);
    assert.equal(answers.filter((a) => a.body.result_code === 2).length, 19);
    assert.ok(answers.every((a) => a.body.data.contract_no === body.contract_no));
    const rows = await db().selectFrom('disbursements').select('id').where('loan_id', '=', id).execute();
    assert.equal(rows.length, 1);
    assert.equal((await loanRow(id)).loan_status, `${loan.product_code}-disbursed`);
    const other = await t.call('POST', url, { as: 'loan', body: { ...body, contract_no: 'SV-OTHER' } });
    assertError(other, 409, 409);
    assert.match(other.body.result, /already recorded for LN/);
    const got = assertOk(await t.call('GET', `/api/loans/${id}/disbursement`, { as: 'loan' })).data;
    assert.equal(got.money, body.money);
    assert.equal(got.bank_account, loan.seller_bank_account);
    // not ready: no signed contract or paperwork
    const notReady = await pickLoan('approved', { ready: false });
    assertError(
      await t.call('POST', `/api/transactions/loans/${notReady}/disbursement`, {
        as: 'loan',
        body: { money: 1_000_000, contract_no: 'SV-NR-1' },
      }),
      409,
      409,
    );

    // maker-checker
    const confirm = (as: string) => t.call('POST', `/api/loans/${id}/loan-disbursed`, { as });
    const self = await confirm('loan');
    assertError(self, 403, 403);
    const admin = await t.call('POST', url, { as: 'admin', body });
    assert.equal(admin.body.result_code, 2);
    const txBefore = await db()
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', loan.transaction_id)
      .executeTakeFirstOrThrow();
    const done = assertOk(await confirm('supervisor'));
    assert.equal(done.messages, 'Successully');
    assert.equal(done.data.confirmed_by.name, 'Lương Quốc Bảo');
    assert.equal((await loanRow(id)).loan_status, 'disbursed');
    const txAfter = await db()
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', loan.transaction_id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(txAfter.paid_amount), Number(txBefore.paid_amount) + body.money);
    if (Number(txAfter.paid_amount) === Number(txAfter.price)) assert.equal(txAfter.status, 'paid');
    const outbox = await db()
      .selectFrom('notification_outbox')
      .selectAll()
      .where('ref_id', '=', done.data.id)
      .execute();
    assert.equal(outbox.length, 1);
    assert.equal(outbox[0]!.status, 'pending');
    assertError(await confirm('supervisor'), 409, 409);
    // frozen after confirmation
    assertError(
      await put(id, {
        seller_bank_account: '1234567',
        seller_bank_account_name: 'X',
        seller_bank_name: 'ACB',
        reason: 'x',
      }),
      409,
      409,
    );

    // the notification: sent, then not again within 10 minutes
    const sent = assertOk(await t.call('POST', `/api/transactions/loans/${id}/disbursement/notify`, { as: 'loan' }));
    assert.equal(sent.data.notification_status, 'sent');
    assertError(await t.call('POST', `/api/transactions/loans/${id}/disbursement/notify`, { as: 'loan' }), 409, 409);
    await db()
      .updateTable('disbursements')
      .set({ notified_at: '2020-01-01T00:00:00.000Z' })
      .where('loan_id', '=', id)
      .execute();
    const admin2 = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const failed = await notifyDisbursement(db(), { userId: admin2.id, username: 'admin', ip: null }, id, {
      name: 'down',
      async send() {
        throw new Error('gateway down');
      },
    });
    assert.equal(failed.data.notification_status, 'failed');
    assert.match(failed.warnings[0]!, /gateway down/);
  });

  test('the maker may not confirm even with the permission (four-eyes)', async () => {
    const id = await pickLoan('approved', { ready: true });
    const loan = await loanRow(id);
    assertOk(
      await t.call('POST', `/api/transactions/loans/${id}/disbursement`, {
        as: 'admin',
        body: { money: Number(loan.approved_amount), contract_no: `SV-${id}-A` },
      }),
    );
    const self = await t.call('POST', `/api/loans/${id}/loan-disbursed`, { as: 'admin' });
    assertError(self, 409, 409);
    assert.match(self.body.result, /someone other than who recorded it/);
    assertOk(await t.call('POST', `/api/loans/${id}/loan-disbursed`, { as: 'supervisor' }));
  });

  test('paperwork: confirm from waiting only, reason to reject, documents to approve, resubmission', async () => {
    const waiting = await db()
      .selectFrom('paperworks')
      .selectAll()
      .where('status', '=', 'waiting')
      .where('party', '=', 'buyer')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const pair = assertOk(
      await t.call('GET', `/api/transactions/paper-works/get-by-transaction/${waiting.transaction_id}`, {
        as: 'loan',
      }),
    ).data;
    assert.equal(pair.paperwork_buyer.id, waiting.id);
    assert.ok(pair.paperwork_buyer.missing_types.length > 0);
    const same = assertOk(
      await t.call('GET', `/api/transactions/paperworks/get-by-transaction/${waiting.transaction_id}`, {
        as: 'loan',
      }),
    );
    assert.deepEqual(same.data.paperwork_buyer.required_types, pair.paperwork_buyer.required_types);
    const confirm = (id: number, body: object, spelling = 'transactions/paperworks') =>
      t.call('POST', `/api/${spelling}/${id}/confirm`, { as: 'loan', body });
    assertError(await confirm(waiting.id, { approve: false }), 422, 0, ['reason']);
    const missing = await confirm(waiting.id, { approve: true });
    assertError(missing, 422, 0, ['documents']);
    assert.match(missing.body.result, new RegExp(pair.paperwork_buyer.missing_types[0]));
    const rejected = assertOk(await confirm(waiting.id, { approve: false, reason: 'Ảnh mờ' }, 'paperworks'));
    assert.equal(rejected.messages, 'Successully');
    assert.equal(rejected.data.status, 'rejected');
    assertError(await confirm(waiting.id, { approve: true }, 'transactions/paper-works'), 409, 409);
    // resubmission
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const boundary = '----money';
    const form = (type: string, file: Buffer | null) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`),
        ...(file
          ? [
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
              ),
              file,
              Buffer.from('\r\n'),
            ]
          : []),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const upload = (type: string, file: Buffer | null) =>
      t.call('POST', `/api/transactions/paperworks/${waiting.id}/documents`, {
        as: 'loan',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: form(type, file),
      });
    assertError(await upload('passport', png), 422, 0, ['type']);
    assertError(await upload('id_card_back', null), 422, 0, ['file']);
    assertError(await upload('id_card_back', Buffer.from('not an image')), 422, 0, ['file']);
    let again = assertOk(await upload(pair.paperwork_buyer.missing_types[0], png)).data;
    assert.equal(again.status, 'waiting');
    assert.equal(again.reason, null);
    assert.equal(again.version, waiting.version + 1);
    for (const type of again.missing_types) again = assertOk(await upload(type, png)).data;
    const approved = assertOk(await confirm(waiting.id, { approve: true }, 'transactions/paper-works')).data;
    assert.equal(approved.status, 'approved');
    const doc = await t.call('GET', approved.documents.at(-1).url);
    assert.equal(doc.status, 200);
    assertError(await upload('id_card_front', png), 409, 409);
    const one = assertOk(await t.call('GET', `/api/paperworks/${waiting.id}`, { as: 'loan' })).data;
    assert.equal(one.status, 'approved');
  });

  test("GET /paperworks/{id}/confirm (the spec client's call) decides a bundle as the POST does", async () => {
    const bundles = await db()
      .selectFrom('paperworks')
      .selectAll()
      .where('status', '=', 'waiting')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    assert.equal(bundles.length, 2);
    const [first, second] = bundles as [(typeof bundles)[0], (typeof bundles)[0]];
    const decide = (id: number, query: Record<string, string>, as: string | null = 'loan') =>
      t.call('GET', `/api/paperworks/${id}/confirm`, { as: as ?? undefined, query });
    const unchanged = async (id: number) =>
      (await db().selectFrom('paperworks').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    // the same gates as the POST: a token, the permission, the input
    assertError(await decide(first.id, { approve: 'false', reason: 'x' }, null), 401, 6002);
    assertError(await decide(first.id, { approve: 'false', reason: 'x' }, 'news'), 403, 403);
    assertError(await decide(first.id, { approve: 'false' }), 422, 0, ['reason']);
    assertError(await decide(first.id, { approve: 'maybe' }), 422, 0, ['approve']);
    assertError(await decide(999_999, { approve: 'false', reason: 'x' }), 404, 404);
    // a HEAD request (a link checker, a prefetch) does not decide anything
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/paperworks/${first.id}/confirm?approve=false&reason=x`,
      headers: { authorization: `Bearer ${(await t.signIn('loan')).token}` },
    });
    assert.notEqual(head.statusCode, 200);
    assert.equal(await unchanged(first.id), 'waiting');
    // reject with a reason: the bundle, the spec's message, one event, one audit entry, never cached
    const events = async (transactionId: number) =>
      (await db().selectFrom('transaction_events').select('id').where('transaction_id', '=', transactionId).execute())
        .length;
    const e0 = await events(first.transaction_id);
    const a0 = await audits('paperwork', first.id);
    const rejected = await decide(first.id, { approve: 'false', reason: 'Ảnh CCCD bị mờ' });
    const body = assertOk(rejected);
    assert.equal(body.messages, 'Successully');
    assert.equal(body.data.status, 'rejected');
    assert.equal(body.data.reason, 'Ảnh CCCD bị mờ');
    assert.equal(rejected.headers['cache-control'], 'no-store');
    assert.equal(await events(first.transaction_id), e0 + 1);
    assert.equal(await audits('paperwork', first.id), a0 + 1);
    // conditional on the status read: decided once, the same call again is 409 and writes nothing
    assertError(await decide(first.id, { approve: 'false', reason: 'again' }), 409, 409);
    assert.equal(await audits('paperwork', first.id), a0 + 1);
    // approve checks the documents as the POST does
    const pair = assertOk(
      await t.call('GET', `/api/transactions/paperworks/get-by-transaction/${second.transaction_id}`, { as: 'loan' }),
    ).data;
    const bundle = pair.paperwork_buyer?.id === second.id ? pair.paperwork_buyer : pair.paperwork_seller;
    const approving = await decide(second.id, { approve: 'true' });
    if (bundle.missing_types.length) {
      assertError(approving, 422, 0, ['documents']);
      assert.equal(await unchanged(second.id), 'waiting');
      // the POST's other spelling decides it as well
      const declined = await t.call('POST', `/api/transactions/paperworks/${second.id}/confirm`, {
        as: 'loan',
        body: { approve: false, reason: 'Thiếu giấy tờ' },
      });
      assert.equal(assertOk(declined).data.status, 'rejected');
    } else assert.equal(assertOk(approving).data.status, 'approved');
  });

  test('banks: the NAPAS list for any signed-in user', async () => {
    const banks = assertOk(await t.call('GET', '/api/banks', { as: 'news' })).data;
    assert.ok(banks.length >= 50);
    assert.ok(banks.some((b: { code: string; bin: string }) => b.code === 'VCB' && b.bin === '970436'));
  });
});
