import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { before, describe, test } from 'node:test';
import { assertError, assertOk, auditCount, describeApp, useTestApp } from '../../test/harness.ts';

/** The harness's JWT secret (startTestApp): the callback secrets derive from it. */
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');
const secretOf = (code: string) => hmac(JWT_SECRET, `lender-callback:${code}`);
// the secrets derived from the JWT secret, unless a test sets the shared one (this file's process only)
delete process.env.LENDER_CALLBACK_SECRET;

describeApp('lender callback sandbox', (t) => {
  const db = () => t.app.db;
  const used = new Set<number>();

  /**
   * A seeded loan of this lender (svfc by default) in this status, not used yet; `ready`: signed
   * contract and approved paperwork; `keep`: a test that changes nothing leaves it for others.
   */
  async function pickLoan(status: string, options: { lender?: string; ready?: boolean; keep?: boolean } = {}) {
    const rows = await db()
      .selectFrom('loans as l')
      .innerJoin('transactions as t', 't.id', 'l.transaction_id')
      .leftJoin('e_contracts as c', 'c.id', 't.e_contract_id')
      .select(['l.id', 'l.product_code', 'c.status as contract'])
      .where('l.loan_status', '=', status)
      .orderBy('l.id')
      .execute();
    for (const row of rows) {
      if (used.has(row.id)) continue;
      if (options.lender === undefined ? row.product_code !== 'svfc' : row.product_code !== options.lender) continue;
      if (options.ready !== undefined) {
        const papers = await db()
          .selectFrom('paperworks as p')
          .innerJoin('loans as l', 'l.transaction_id', 'p.transaction_id')
          .select('p.status')
          .where('l.id', '=', row.id)
          .execute();
        const ready =
          row.contract === 'completed' && papers.length === 2 && papers.every((p) => p.status === 'approved');
        if (ready !== options.ready) continue;
      }
      if (!options.keep) used.add(row.id);
      return db().selectFrom('loans').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    }
    throw new Error(`no ${options.lender ?? 'svfc'} loan in ${status}`);
  }

  /** An svfc loan waiting for the lender: a seeded one, else a processing one staff submit now. */
  async function submittedLoan() {
    try {
      return await pickLoan('submitted');
    } catch {
      const loan = await pickLoan('processing');
      assertOk(await t.call('PUT', `/api/loans/${loan.id}`, { as: 'loan', body: { loan_status: 'submitted' } }));
      return db().selectFrom('loans').selectAll().where('id', '=', loan.id).executeTakeFirstOrThrow();
    }
  }

  /** Everything a callback may change about a loan. */
  async function snapshot(id: number) {
    const count = async (table: 'loan_histories' | 'disbursements') =>
      (await db().selectFrom(table).select('id').where('loan_id', '=', id).execute()).length;
    return {
      loan: await db().selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      histories: await count('loan_histories'),
      disbursements: await count('disbursements'),
      audits: await auditCount(t, 'loan', id),
    };
  }

  /** Posts a callback: the body as given (a string is sent as is), signed with the lender's secret unless told. */
  function callback(body: object | string, options: { code?: string; signature?: string | null } = {}) {
    const code = options.code ?? 'svfc';
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const signature = options.signature === undefined ? hmac(secretOf(code), raw) : options.signature;
    if (signature !== null) headers['x-signature'] = signature;
    return t.call('POST', `/api/partners-sandbox/${code}/callback`, { headers, body: raw });
  }

  const approval = (loan: { id: number; requested_amount: number }, extra: object = {}) => ({
    event: 'approved',
    loan_id: loan.id,
    approved_amount: Number(loan.requested_amount),
    tenor_months: 12,
    contract_no: `SVFC-CB-${loan.id}`,
    ...extra,
  });

  test('a missing or bad signature answers 400 and changes nothing; an unknown lender 404', async () => {
    const loan = await pickLoan('submitted', { keep: true });
    const before = await snapshot(loan.id);
    const body = JSON.stringify(approval(loan));
    const missing = await callback(body, { signature: null });
    assertError(missing, 400, 0);
    assert.match(missing.body.result, /Missing X-Signature/);
    for (const signature of [
      'not-hex',
      '',
      'f'.repeat(64),
      hmac(secretOf('svfc'), body.replace('"tenor_months":12', '"tenor_months":24')),
      hmac(secretOf('fecredit'), body),
      hmac(JWT_SECRET, body),
    ]) {
      const res = await callback(body, { signature });
      assertError(res, 400, 0);
      assert.match(res.body.result, signature === '' ? /Missing X-Signature/ : /Bad signature/);
    }
    // the signature covers the raw body: the same JSON spaced otherwise is another body
    const spaced = JSON.stringify(approval(loan), null, 2);
    assertError(await callback(spaced, { signature: hmac(secretOf('svfc'), body) }), 400, 0);
    // an unsigned body is refused before it is read: no field errors
    assertError(await callback('{"event":"approved"}', { signature: null }), 400, 0);
    const unknown = await callback(body, { code: 'nobank' });
    assertError(unknown, 404, 404);
    assert.match(unknown.body.result, /Unknown lender 'nobank'/);
    assertError(await callback(body, { code: 'NOT_A_CODE' }), 404, 404);
    assert.deepEqual(await snapshot(loan.id), before);
  });

  test('a signed body still names what each event needs (422), and changes nothing', async () => {
    const loan = await pickLoan('submitted', { keep: true });
    const before = await snapshot(loan.id);
    const approved = await callback({ event: 'approved', loan_id: loan.id });
    assertError(approved, 422, 0, ['approved_amount', 'tenor_months', 'contract_no']);
    assert.deepEqual(approved.body.errors.contract_no, ['Contract number is required when the loan is approved']);
    assertError(await callback({ event: 'rejected', loan_id: loan.id, reason: '  ' }), 422, 0, ['reason']);
    assertError(await callback({ event: 'disbursed', loan_id: loan.id }), 422, 0, ['money', 'contract_no']);
    assertError(await callback({ event: 'paid', loan_id: loan.id }), 422, 0, ['event']);
    assertError(await callback({ event: 'approved' }), 422, 0, ['loan_id']);
    assertError(await callback(approval(loan, { approved_amount: 1.5, tenor_months: 0 })), 422, 0, [
      'approved_amount',
      'tenor_months',
    ]);
    // more than requested: the staff approval's own check
    assertError(await callback(approval(loan, { approved_amount: Number(loan.requested_amount) + 1000 })), 422, 0, [
      'approved_amount',
    ]);
    assert.deepEqual(await snapshot(loan.id), before);
  });

  test('approved: the loan takes the amount, tenor and contract as partner:svfc; the same callback again answers 2', async () => {
    const loan = await submittedLoan();
    const before = await snapshot(loan.id);
    const body = approval(loan, { application_id: loan.partner_application_id });
    // any spacing works when the signature is of the bytes sent
    const res = assertOk(await callback(JSON.stringify(body, null, 2)));
    assert.equal(res.messages, 'Callback applied');
    assert.equal(res.data.id, loan.id);
    assert.equal(res.data.loan_status, 'approved');
    assert.equal(res.data.approved_amount, Number(loan.requested_amount));
    assert.equal(res.data.tenor_months, 12);
    assert.equal(res.data.partner_contract_no, `SVFC-CB-${loan.id}`);
    assert.ok(res.data.decided_at);
    const history = assertOk(await t.call('GET', `/api/loans/${loan.id}/history`, { as: 'loan' })).data;
    assert.equal(history[0].type, 'status_changed');
    assert.equal(history[0].from_status, 'submitted');
    assert.equal(history[0].to_status, 'approved');
    assert.deepEqual(history[0].actor, { id: null, name: 'partner:svfc' });
    const audit = await db()
      .selectFrom('audit_logs')
      .selectAll()
      .where('entity', '=', 'loan')
      .where('entity_id', '=', String(loan.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(audit.user_id, null);
    assert.equal(audit.username, 'partner:svfc');
    assert.equal(audit.action, 'status');
    const tx = await db()
      .selectFrom('transactions')
      .select('loan_status')
      .where('loan_id', '=', loan.id)
      .executeTakeFirstOrThrow();
    assert.equal(tx.loan_status, 'approved');
    const applied = await snapshot(loan.id);
    assert.equal(applied.histories, before.histories + 1);
    assert.equal(applied.audits, before.audits + 1);

    // the replay: 200, result_code 2, the loan, nothing written
    const again = await callback(body);
    assert.equal(again.status, 200);
    assert.equal(again.body.result_code, 2);
    assert.match(again.body.warnings[0], /Callback already applied: LN\d+ is approved/);
    assert.equal(again.body.data.loan_status, 'approved');
    assert.deepEqual(await snapshot(loan.id), applied);
    // another approval of an approved loan is refused
    const other = await callback(approval(loan, { tenor_months: 24 }));
    assertError(other, 409, 409);
    assert.match(other.body.result, /already 'approved'/);
    assert.deepEqual(await snapshot(loan.id), applied);
  });

  test('approved below the request answers 2 with the shortfall; another application id is refused', async () => {
    const loan = await submittedLoan();
    const wrongApp = await callback(approval(loan, { application_id: 'SVFC-APP-0' }));
    assertError(wrongApp, 409, 409);
    assert.match(wrongApp.body.result, /not SVFC-APP-0/);
    const res = await callback(approval(loan, { approved_amount: Number(loan.requested_amount) - 5_000_000 }));
    assert.equal(res.status, 200);
    assert.equal(res.body.result_code, 2);
    assert.match(res.body.warnings[0], /the buyer must add 5\.000\.000 đ/);
    assert.equal(res.body.data.loan_status, 'approved');
  });

  test('the same approval sent ten times at once is applied once', async () => {
    const loan = await submittedLoan();
    const before = await snapshot(loan.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => callback(approval(loan))));
    assert.ok(
      answers.every((a) => a.status === 200),
      JSON.stringify(answers.map((a) => [a.status, a.body.result])),
    );
    assert.equal(answers.filter((a) => a.body.result_code === 1).length, 1);
    assert.equal(answers.filter((a) => a.body.result_code === 2).length, 9);
    assert.equal((await snapshot(loan.id)).histories, before.histories + 1);
  });

  test('rejected: {code}-rejected with the reason, from submitted or approved; a replay answers 2', async () => {
    const loan = await submittedLoan();
    const body = { event: 'rejected', loan_id: loan.id, reason: 'Điểm tín dụng không đạt' };
    const res = assertOk(await callback(body));
    assert.equal(res.data.loan_status, 'svfc-rejected');
    assert.equal(res.data.status_reason, 'Điểm tín dụng không đạt');
    const history = assertOk(await t.call('GET', `/api/loans/${loan.id}/history`, { as: 'loan' })).data;
    assert.equal(history[0].to_status, 'svfc-rejected');
    assert.equal(history[0].reason, 'Điểm tín dụng không đạt');
    assert.equal(history[0].actor.name, 'partner:svfc');
    const applied = await snapshot(loan.id);
    const again = await callback(body);
    assert.equal(again.status, 200);
    assert.equal(again.body.result_code, 2);
    assert.deepEqual(await snapshot(loan.id), applied);
    assertError(await callback({ ...body, reason: 'Hồ sơ thiếu' }), 409, 409);
    // the lender withdraws an approval
    const approved = await pickLoan('approved');
    const withdrawn = assertOk(await callback({ event: 'rejected', loan_id: approved.id, reason: 'Rút phê duyệt' }));
    assert.equal(withdrawn.data.loan_status, 'svfc-rejected');
  });

  test('a move the loan does not allow answers 409 naming its status, and changes nothing', async () => {
    const rejected = await pickLoan('svfc-rejected', { keep: true });
    const processing = await pickLoan('processing', { keep: true });
    const disbursed = await pickLoan('disbursed', { keep: true });
    for (const [loan, body, status] of [
      [rejected, approval(rejected), 'svfc-rejected'],
      [processing, approval(processing), 'processing'],
      [processing, { event: 'rejected', loan_id: processing.id, reason: 'x' }, 'processing'],
      [
        processing,
        { event: 'disbursed', loan_id: processing.id, money: 1_000_000, contract_no: 'SV-X-1' },
        'processing',
      ],
      [disbursed, { event: 'rejected', loan_id: disbursed.id, reason: 'x' }, 'disbursed'],
    ] as const) {
      const before = await snapshot(loan.id);
      const res = await callback(body);
      assertError(res, 409, 409);
      assert.match(res.body.result, new RegExp(`'${status}'`));
      assert.deepEqual(await snapshot(loan.id), before);
    }
  });

  test('disbursed: recorded as the lender did it (svfc-disbursed), then confirmed by any staff member', async () => {
    const loan = await pickLoan('approved', { ready: true });
    const before = await snapshot(loan.id);
    const body = {
      event: 'disbursed',
      loan_id: loan.id,
      money: Number(loan.approved_amount),
      contract_no: `SVFC-D-${loan.id}`,
      disbursed_at: '2025-03-01T09:30:00+07:00',
    };
    assertError(await callback({ ...body, money: Number(loan.approved_amount) + 1000 }), 422, 0, ['money']);
    assert.deepEqual(await snapshot(loan.id), before);
    const res = assertOk(await callback(body));
    assert.equal(res.data.loan_status, 'svfc-disbursed');
    assert.equal(res.data.partner_contract_no, body.contract_no);
    const rows = await db().selectFrom('disbursements').selectAll().where('loan_id', '=', loan.id).execute();
    assert.equal(rows.length, 1);
    assert.equal(Number(rows[0]!.money), body.money);
    assert.equal(rows[0]!.recorded_by, null);
    assert.equal(rows[0]!.disbursed_at, '2025-03-01T02:30:00.000Z');
    const got = assertOk(await t.call('GET', `/api/loans/${loan.id}/disbursement`, { as: 'loan' })).data;
    assert.equal(got.recorded_by, null);
    assert.equal(got.bank_account, loan.seller_bank_account);
    const history = assertOk(await t.call('GET', `/api/loans/${loan.id}/history`, { as: 'loan' })).data;
    assert.equal(history[0].type, 'disbursement_recorded');
    assert.deepEqual(history[0].actor, { id: null, name: 'partner:svfc' });
    const events = await db()
      .selectFrom('transaction_events')
      .selectAll()
      .where('transaction_id', '=', loan.transaction_id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(events.actor_name, 'partner:svfc');
    // the replay, and another payout
    const recorded = await snapshot(loan.id);
    const again = await callback(body);
    assert.equal(again.status, 200);
    assert.equal(again.body.result_code, 2);
    assert.equal(again.body.data.loan_status, 'svfc-disbursed');
    assert.deepEqual(await snapshot(loan.id), recorded);
    const other = await callback({ ...body, contract_no: 'SVFC-OTHER' });
    assertError(other, 409, 409);
    assert.match(other.body.result, /already recorded/);
    // staff confirm it: no recorder user, so the four-eyes rule lets any staff member confirm
    const done = assertOk(await t.call('POST', `/api/loans/${loan.id}/loan-disbursed`, { as: 'supervisor' }));
    assert.equal(done.data.confirmed_by.name, 'Lương Quốc Bảo');
    assert.equal(done.data.recorded_by, null);
    const after = await snapshot(loan.id);
    assert.equal(after.loan.loan_status, 'disbursed');
    // a late replay of the payout still answers 2 and changes nothing
    const late = await callback(body);
    assert.equal(late.body.result_code, 2);
    assert.equal(late.body.data.loan_status, 'disbursed');
    assert.deepEqual(await snapshot(loan.id), after);
  });

  test('a payout on a loan not ready (contract or paperwork) is refused', async () => {
    const loan = await pickLoan('approved', { ready: false, keep: true });
    const before = await snapshot(loan.id);
    const res = await callback({ event: 'disbursed', loan_id: loan.id, money: 1_000_000, contract_no: 'SVFC-NR-1' });
    assertError(res, 409, 409);
    assert.match(res.body.result, /cannot be disbursed/);
    assert.equal(res.body.reason.code, 'not_disbursable');
    assert.match(res.body.reason.params.record, /^LN\d{6}$/);
    assert.ok(res.body.reasons.length > 0);
    for (const said of res.body.reasons)
      assert.ok(
        ['contract_not_signed', 'paperwork_not_approved', 'seller_bank_missing'].includes(said.code),
        said.code,
      );
    assert.deepEqual(await snapshot(loan.id), before);
  });

  test("a callback for another lender's loan is refused, even signed by that lender for this URL", async () => {
    const loan = await pickLoan('submitted', { lender: 'fecredit' });
    const before = await snapshot(loan.id);
    const body = JSON.stringify(approval(loan));
    const res = await callback(body);
    assertError(res, 404, 404);
    assert.match(res.body.result, /is not a loan of svfc/);
    assertError(await callback(body, { signature: hmac(secretOf('fecredit'), body) }), 400, 0);
    assertError(await callback(approval({ id: 2_000_000_000, requested_amount: 1 })), 404, 404);
    assert.deepEqual(await snapshot(loan.id), before);
    // its own lender may
    assert.equal(assertOk(await callback(body, { code: 'fecredit' })).data.loan_status, 'approved');
  });

  test('LENDER_CALLBACK_SECRET, when set, is the secret of every lender', async () => {
    const loan = await pickLoan('approved', { ready: false });
    const body = JSON.stringify({ event: 'rejected', loan_id: loan.id, reason: 'Hồ sơ thiếu' });
    process.env.LENDER_CALLBACK_SECRET = 'a-shared-sandbox-secret';
    try {
      assertError(await callback(body), 400, 0);
      const res = await callback(body, { signature: hmac('a-shared-sandbox-secret', body) });
      assert.equal(assertOk(res).data.loan_status, 'svfc-rejected');
    } finally {
      delete process.env.LENDER_CALLBACK_SECRET;
    }
  });
});

describe('lender callback sandbox in production', () => {
  let nodeEnv: string | undefined;
  before(() => {
    nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
  });
  const t = useTestApp({ name: 'sqlite' });
  before(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });

  test('the route is not registered (404)', async () => {
    const body = JSON.stringify({ event: 'rejected', loan_id: 1, reason: 'x' });
    const res = await t.call('POST', '/api/partners-sandbox/svfc/callback', {
      headers: { 'content-type': 'application/json', 'x-signature': hmac(secretOf('svfc'), body) },
      body,
    });
    assert.equal(res.status, 404);
    assert.ok(!t.app.routeAccess.some((r) => r.url.startsWith('/api/partners-sandbox')));
  });
});
