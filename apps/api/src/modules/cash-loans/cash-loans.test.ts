import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CASH_LOAN_STATUSES, CASH_LOAN_TRANSITIONS, gradeOfCic } from '@admin/contract';
import { assertError, assertNewestFirst, assertOk, csvLines, describeApp } from '../../test/harness.ts';

describeApp('cash loans', (t) => {
  const db = () => t.app.db;
  const used = new Set<number>();
  async function pick(status: string) {
    const rows = await db()
      .selectFrom('cash_loans')
      .select('id')
      .where('status', '=', status as 'applied')
      .orderBy('id')
      .execute();
    const row = rows.find((r) => !used.has(r.id));
    if (!row) throw new Error(`no cash loan in ${status}`);
    used.add(row.id);
    return row.id;
  }
  const histories = async (id: number) =>
    (await db().selectFrom('cash_loan_histories').select('id').where('cash_loan_id', '=', id).execute()).length;
  const move = (id: number, status: string, body: object = {}) =>
    t.call('PUT', `/api/v1/cash-loans/${id}/status/${status}`, { as: 'loan', body });

  test('list, filters, search, detail and histories', async () => {
    const all = assertOk(await t.call('GET', '/api/v1/cash-loans', { as: 'loan' }));
    assert.equal(all.total, 80);
    assert.equal(typeof all.data[0].amount, 'number');
    for (const status of CASH_LOAN_STATUSES) {
      const page = assertOk(await t.call('GET', '/api/v1/cash-loans', { as: 'loan', query: { status } }));
      assert.ok(page.total > 0 && page.data.every((r: { status: string }) => r.status === status), status);
    }
    const first = all.data.at(-1);
    const folded = first.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd');
    const found = assertOk(await t.call('GET', '/api/v1/cash-loans', { as: 'loan', query: { q: folded } }));
    assert.ok(found.data.some((r: { id: number }) => r.id === first.id));
    const detail = assertOk(await t.call('GET', `/api/v1/cash-loans/${first.id}`, { as: 'loan' })).data;
    assert.match(detail.code, /^CL\d{6}$/);
    assert.deepEqual(detail.allowed_statuses, [...CASH_LOAN_TRANSITIONS[detail.status as 'applied']]);
    // the ID number whole for those who decide on the loan, its last three digits for a supervisor who reads them
    const withNumber = all.data.find((r: { id_number: string | null }) => r.id_number)!;
    assert.match(withNumber.id_number, /^\d{9,12}$/);
    const masked = `${'•'.repeat(withNumber.id_number.length - 3)}${withNumber.id_number.slice(-3)}`;
    const seen = assertOk(await t.call('GET', '/api/v1/cash-loans', { as: 'supervisor' }));
    assert.equal(seen.data.find((r: { id: number }) => r.id === withNumber.id).id_number, masked);
    const one = assertOk(await t.call('GET', `/api/v1/cash-loans/${withNumber.id}`, { as: 'supervisor' })).data;
    assert.equal(one.id_number, masked);
    const history = assertOk(await t.call('GET', `/api/v1/cash-loans/${first.id}/histories`, { as: 'loan' })).data;
    assert.equal(history.at(-1).type, 'created');
  });

  test('the export: every filtered application, newest first, in the language asked', async () => {
    const approved = assertOk(await t.call('GET', '/api/v1/cash-loans', { as: 'loan', query: { status: 'approved' } }));
    const res = await t.call('GET', '/api/v1/cash-loans/export', {
      as: 'loan',
      query: { status: 'approved', lang: 'vi' },
    });
    assert.equal(res.status, 200);
    const lines = csvLines(res);
    assert.ok(lines[0]!.startsWith('Mã hồ sơ,Ngày tạo,Người vay,'));
    assert.equal(lines.length - 1, approved.total);
    assert.ok(lines.slice(1).every((l) => l.includes(',Đã duyệt,')));
    const ids = lines.slice(1).map((l) => Number(l.slice(2, l.indexOf(','))));
    assertNewestFirst(ids);
    const en = await t.call('GET', '/api/v1/cash-loans/export', { as: 'loan', query: { lang: 'en' } });
    const enLines = csvLines(en);
    assert.ok(enLines[0]!.startsWith('Application,Created,Applicant,'));
    assert.equal(enLines.length - 1, 80);
  });

  test('every status pair: the table or 409; same status answers 2; one history row per change', async () => {
    for (const from of CASH_LOAN_STATUSES) {
      const id = await pick(from);
      const h0 = await histories(id);
      for (const to of CASH_LOAN_STATUSES) {
        if (CASH_LOAN_TRANSITIONS[from].includes(to)) continue;
        const res = await move(id, to, { reason: 'x' });
        if (to === from) {
          assert.equal(res.status, 200);
          assert.equal(res.body.result_code, 2);
        } else assertError(res, 409, 409);
      }
      assert.equal(await histories(id), h0);
    }
    const a = await pick('applied');
    assertError(await move(a, 'rejected'), 422, 0, ['reason']);
    const moved = assertOk(await move(a, 'processing')).data;
    assert.equal(moved.status, 'processing');
    assert.equal(moved.assigned_to.name, 'Phạm Thu Hà');
    const h = await histories(a);
    assertOk(await move(a, 'rejected', { reason: 'Thu nhập không đủ' }));
    assert.equal(await histories(a), h + 1);
    const approved = await pick('approved');
    const amount = Number(
      (await db().selectFrom('cash_loans').select('amount').where('id', '=', approved).executeTakeFirstOrThrow())
        .amount,
    );
    assertError(await move(approved, 'disbursed', { disbursed_amount: amount + 1000 }), 422, 0, ['disbursed_amount']);
    assert.equal(assertOk(await move(approved, 'disbursed')).data.disbursed_amount, amount);
    // repeated: the same amount (or none) is the same payout; another amount is refused, naming the recorded one
    const h2 = await histories(approved);
    for (const again of [
      await move(approved, 'disbursed', { disbursed_amount: amount }),
      await move(approved, 'disbursed'),
    ]) {
      assert.equal(again.status, 200);
      assert.equal(again.body.result_code, 2, 'the same payout again: a warning, nothing changed');
    }
    const other = await move(approved, 'disbursed', { disbursed_amount: amount - 1000 });
    assertError(other, 409, 409);
    assert.match(other.body.result, new RegExp(`already disbursed with ${amount.toLocaleString('vi-VN')}`));
    assert.equal(await histories(approved), h2);
  });

  test('scores: grade bands at every boundary, frozen after submission, submission needs grade C or better', async () => {
    for (const [score, grade] of [
      [149, null],
      [150, 'E'],
      [321, 'E'],
      [322, 'D'],
      [430, 'D'],
      [431, 'C'],
      [569, 'C'],
      [570, 'B'],
      [679, 'B'],
      [680, 'A'],
    ] as const) {
      if (grade === null) continue;
      assert.equal(gradeOfCic(score), grade, String(score));
    }
    const id = await pick('processing');
    const put = (body: object) => t.call('PUT', `/api/v1/cash-loans/${id}/update-scores`, { as: 'loan', body });
    assertError(await put({ cic_score: 149 }), 422, 0, ['cic_score']);
    assertError(await put({}), 422, 0, ['cic_score']);
    assert.equal(assertOk(await put({ cic_score: 430 })).data.risk_grade, 'D');
    const refused = await move(id, 'submitted');
    assertError(refused, 409, 409);
    assert.match(refused.body.result, /Risk grade D/);
    assert.equal(assertOk(await put({ cic_score: 431, note: 'CIC cập nhật' })).data.risk_grade, 'C');
    const recomputed = assertOk(await put({ recompute: true })).data;
    assert.ok(recomputed.internal_score >= 0 && recomputed.internal_score <= 100);
    assertOk(await move(id, 'submitted'));
    assertError(await put({ cic_score: 800 }), 409, 409);
    const history = assertOk(await t.call('GET', `/api/v1/cash-loans/${id}/histories`, { as: 'loan' })).data;
    assert.equal(history[0].to_status, 'submitted');
    assert.equal(history[1].type, 'scores_updated');
    assert.deepEqual(history[2].data.after.risk_grade, 'C');
  });
});
