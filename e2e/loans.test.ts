import type {
  CashLoan,
  CashLoanDetail,
  Disbursement,
  EContract,
  Loan,
  LoanDetail,
  PaperworkPair,
  Transaction,
} from '@admin/contract';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { apiAs, type Api, firstWhere } from './staff-api.ts';
import { exportCsv, pictureFile, shot, signInAsAdmin } from './screen-helpers.ts';
import { navigate, signIn, useE2E } from './harness.ts';
import { sendContract, signContract } from './sale-helpers.ts';

const e2e = useE2E();
const rows = '.DataTable-row';

/** Waits until the loan's status chip reads `label`. */
const loanStatusShown = (page: Page, label: string) =>
  page.locator('[data-testid="loan-code"] ~ .StatusTag', { hasText: label }).waitFor();

/** Brings each side's paperwork to approved from the screen: the missing document in, then approve. */
async function approvePaperwork(page: Page, api: Api, transactionId: number) {
  const pair = (await api.get(`/transactions/paperworks/get-by-transaction/${transactionId}`)).data as PaperworkPair;
  for (const party of ['buyer', 'seller'] as const) {
    const paperwork = pair[`paperwork_${party}`]!;
    if (paperwork.status === 'approved') continue;
    if (paperwork.status === 'rejected' || paperwork.missing_types.length > 0) {
      await page
        .locator(`[data-testid="paperwork-file-${party}"]`)
        .setInputFiles(await pictureFile(`${party}.png`, '#475569', 600, 400));
    }
    await page.waitForFunction((sel) => {
      const button = document.querySelector(sel);
      return button !== null && !button.hasAttribute('disabled');
    }, `[data-testid="paperwork-approve-${party}"]`);
    await page.locator(`[data-testid="paperwork-approve-${party}"]`).click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.locator(`[data-testid="paperwork-${party}"] .StatusTag`, { hasText: 'Approved' }).waitFor();
  }
}

describe('loans', () => {
  test('a finance sale: paperwork, e-contract, loan approval, disbursement, and its confirmation by a second person', async () => {
    const api = await apiAs(e2e.url);
    // a confirmed finance sale whose loan the lender has under review
    const submitted = (await api.get('/loans?kind=finance&loan_status=submitted&count=50')).data as Loan[];
    const loan = await firstWhere(submitted, async (l) => {
      const sale = (await api.get(`/v2/transactions/${l.transaction_id}`)).data as Transaction;
      return sale.status === 'confirmed';
    });
    assert.ok(loan, 'the demo data has a confirmed finance sale with a submitted loan');

    const { context, page } = await e2e.adminPage({
      locale: 'en',
      path: `/loans?kind=finance&loan_status=submitted&q=${loan.code}`,
    });
    await page.locator(`[data-testid="loan-open-${loan.id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/transactions/${loan.transaction_id}/finances/${loan.id}`);
    await loanStatusShown(page, 'Submitted');
    await page.locator('[data-testid="loan-buyer"] img').first().waitFor();
    await shot(page, 'loan-overview-en');
    await assertAccessible(page, 'a loan (en)');

    // the seller's payee account is set before the lender decides
    await page.locator('[data-testid="bank-edit-seller"]').click();
    await page.locator('[data-testid="bank-dialog"] [role="combobox"]').click();
    await page.locator('[role="option"]', { hasText: 'Vietcombank' }).first().click();
    await page.locator('[data-testid="bank-dialog"] input[name="account"]').fill('12');
    await page.locator('[data-testid="bank-save"]').click();
    await page.locator('[data-testid="bank-dialog"] .Mui-error', { hasText: '6 to 20 digits' }).first().waitFor();
    await page.locator('[data-testid="bank-dialog"] input[name="account"]').fill('0071000123456');
    await page.locator('[data-testid="bank-dialog"] input[name="name"]').fill('Nguyễn Văn Bán');
    await page.locator('[data-testid="bank-save"]').click();
    await page.locator('[data-testid="bank-seller"]', { hasText: '0071000123456' }).waitFor();

    // the lender approves the amount asked, over 24 months
    await page.locator('[data-testid="loan-move-approved"]').click();
    const amount = page.locator('[data-testid="loan-move-dialog"] input[name="approved_amount"]');
    assert.equal(await amount.inputValue(), loan.requested_amount.toLocaleString('vi-VN'), 'money typed as shown');
    await page.locator('[data-testid="loan-move-dialog"] input[name="tenor_months"]').fill('24');
    await page.locator('[data-testid="loan-move-dialog"] input[name="partner_contract_no"]').fill('SVFC-2026-0042');
    await shot(page, 'loan-approve-dialog-en');
    await page.locator('[data-testid="loan-move-save"]').click();
    await loanStatusShown(page, 'Approved');

    // paperwork of both sides, then the sale contract signed by both
    await page.locator('[data-testid="loan-tab-paperwork"]').click();
    await page.waitForURL((url) => url.pathname.endsWith('/paperwork'));
    await page.locator('[data-testid="paperwork"][aria-busy]').waitFor({ state: 'detached' });
    await approvePaperwork(page, api, loan.transaction_id);
    await shot(page, 'loan-paperwork-en');
    await navigate(page, `/transactions/transactions-details?type=finance&id=${loan.transaction_id}&tab=e-contract`);
    await page.locator('[data-testid="e-contract"]').waitFor();
    // a confirmed sale's contract may be out for signature already
    if ((await page.locator('[data-testid="e-contract"] .StatusTag', { hasText: 'Sent' }).count()) === 0) {
      await sendContract(page);
    }
    await signContract(api, loan.transaction_id);

    // the payout is recorded from the sale's last tab; who recorded it cannot confirm it
    await navigate(
      page,
      `/transactions/transactions-details?type=finance&id=${loan.transaction_id}&tab=disbursement-information`,
    );
    await page.locator('[data-testid="disbursement-record"]').click();
    assert.equal(
      await page.locator('[data-testid="disbursement-dialog"] input[name="contract_no"]').inputValue(),
      'SVFC-2026-0042',
    );
    await page.locator('[data-testid="disbursement-save"]').click();
    await page.locator('[data-testid="disbursement-confirm"][disabled]').waitFor();
    await shot(page, 'transaction-disbursement-recorded-en');
    await assertAccessible(page, 'the disbursement tab (en)');
    const recorded = (await api.get(`/loans/${loan.id}`)).data as LoanDetail;
    assert.equal(recorded.loan_status, `${loan.product_code}-disbursed`);
    await context.close();

    // a supervisor confirms it from the loan's disbursement screen
    const second = await e2e.newPage({ locale: 'vi' });
    await signIn(second.page, 'supervisor', 'supervisor123');
    await second.page.locator('[data-testid="sidebar"]').waitFor();
    await navigate(second.page, `/loans/${loan.id}/disbursement`);
    await second.page.locator('[data-testid="disbursement-confirm"]:not([disabled])').click();
    // money leaves: a summary of what, to whom, under which contract; the safe choice in focus
    const summary = second.page.locator('[data-testid="confirm-dialog"]');
    await summary.getByText(loan.requested_amount.toLocaleString('vi-VN'), { exact: false }).waitFor();
    await summary.getByText('SVFC-2026-0042', { exact: false }).waitFor();
    assert.equal(
      await second.page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
      'confirm-cancel',
    );
    await shot(second.page, 'loan-disbursement-summary-vi');
    await second.page.locator('[data-testid="confirm-yes"]').click();
    await second.page.locator('[data-testid="disbursement-panel"]', { hasText: 'Lương Quốc Bảo' }).waitFor();
    await shot(second.page, 'loan-disbursement-confirmed-vi');
    await assertAccessible(second.page, 'the disbursement (vi)');
    const paid = (await api.get(`/loans/${loan.id}`)).data as LoanDetail;
    assert.equal(paid.loan_status, 'disbursed');
    const payout = (await api.get(`/loans/${loan.id}/disbursement`)).data as Disbursement;
    assert.equal(payout.money, loan.requested_amount);
    assert.equal(payout.bank_account, '0071000123456', 'the payee account as it was when recorded');
    assert.notEqual(payout.confirmed_by?.id, payout.recorded_by?.id);
    await second.page.locator('[data-testid="loan-tab-overview"]').click();
    await second.page.locator('[data-testid="timeline-disbursement_confirmed"]').waitFor();
    assert.equal(await second.page.locator('[data-testid="bank-edit-seller"]').count(), 0, 'accounts locked');
    await second.context.close();
  });

  test('a rejected paperwork is resubmitted and approved; both languages', async () => {
    const api = await apiAs(e2e.url);
    const candidates = (await api.get('/loans?kind=finance&count=100')).data as Loan[];
    const loan = await firstWhere(candidates, async (l) => {
      const pair = (await api.get(`/transactions/paperworks/get-by-transaction/${l.transaction_id}`))
        .data as PaperworkPair;
      // waiting, at most one document short: the resubmitted picture is that document (offered first)
      return pair.paperwork_buyer?.status === 'waiting' && pair.paperwork_buyer.missing_types.length <= 1;
    });
    assert.ok(loan, 'a loan whose buyer paperwork waits for review');
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: `/loans/${loan.id}/paperwork` });
    await page.locator('[data-testid="paperwork-reject-buyer"]').click();
    await page.locator('[data-testid="reason-input"]').fill('Ảnh CCCD bị mờ, chụp lại giúp');
    await page.locator('[data-testid="reason-confirm"]').click();
    await page.locator('[data-testid="paperwork-buyer"] .StatusTag', { hasText: 'Bị từ chối' }).waitFor();
    await page.locator('[data-testid="paperwork-buyer"]', { hasText: 'Ảnh CCCD bị mờ' }).waitFor();
    await page.locator('[data-testid="reason-dialog"]').waitFor({ state: 'detached' });
    await shot(page, 'loan-paperwork-rejected-vi');
    await assertAccessible(page, 'a rejected paperwork (vi)');
    // the buyer sends a new picture: the bundle waits again, and is approved
    await page
      .locator('[data-testid="paperwork-file-buyer"]')
      .setInputFiles(await pictureFile('cccd.png', '#334155', 600, 400));
    await page.locator('[data-testid="paperwork-buyer"] .StatusTag', { hasText: 'Chờ duyệt' }).waitFor();
    await page.locator('[data-testid="paperwork-approve-buyer"]').click();
    // what is approved is said first, with the focus on the safe choice
    await page.locator('[data-testid="confirm-dialog"]', { hasText: 'giấy tờ' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'confirm-cancel');
    await shot(page, 'paperwork-approve-summary-vi');
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.locator('[data-testid="paperwork-buyer"] .StatusTag', { hasText: 'Đã duyệt' }).waitFor();
    const pair = (await api.get(`/transactions/paperworks/get-by-loan/${loan.id}`)).data as PaperworkPair;
    assert.equal(pair.paperwork_buyer?.status, 'approved');
    await navigate(page, '/loans');
    await page.locator(rows).first().waitFor();
    await shot(page, 'loans-vi');
    await navigate(page, `/transactions/${loan.transaction_id}/finances/${loan.id}`);
    await page.locator('[data-testid="loan-buyer"] img').first().waitFor();
    await shot(page, 'loan-overview-vi');
    await context.close();

    const english = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(english.page, '/loans');
    await english.page.locator(rows).first().waitFor();
    await shot(english.page, 'loans-en');
    await assertAccessible(english.page, '/loans (en)');
    await navigate(english.page, '/loans?loan_status=lender-rejected');
    await english.page.locator(rows).first().waitFor();
    // the export takes the list's filter and the UI language
    const csv = await exportCsv(english.page.locator('[data-testid="export-csv"]'), 'loans');
    const refused = (await api.get('/loans?loan_status=lender-rejected&count=1')).total!;
    assert.equal(csv.length, 1 + refused);
    assert.ok(csv[0]!.startsWith('Loan,Transaction,'));
    assert.ok(csv.slice(1).every((line) => line.includes(',Rejected by ')));
    const statuses = await english.page.locator(`${rows} .StatusTag`).allTextContents();
    assert.ok(statuses.length > 0 && statuses.every((s) => s.startsWith('Rejected by ')), statuses.join(', '));
    await english.context.close();
  });

  test('the addresses of a loan and a contract open their tabs', async () => {
    const api = await apiAs(e2e.url);
    const credit = ((await api.get('/loans?kind=credit&count=1')).data as Loan[])[0]!;
    const finance = ((await api.get('/loans?kind=finance&count=1')).data as Loan[])[0]!;
    const { context, page } = await e2e.adminPage({
      locale: 'vi',
      path: `/transactions/${credit.transaction_id}/credit/${credit.id}`,
    });
    await page.locator('[data-testid="loan-code"]', { hasText: credit.code }).waitFor();
    await page.locator('[data-testid="loan-tab-overview"][aria-selected="true"]').waitFor();
    await shot(page, 'loan-credit-vi');
    for (const tab of ['paperwork', 'disbursement']) {
      await page.locator('[data-testid="tabs-next"]').click();
      await page.waitForURL((url) => url.pathname === `/loans/${credit.id}/${tab}`);
      // the next click belongs to this tab's screen, not the one leaving
      await page.locator(`[data-testid="loan-tab-${tab}"][aria-selected="true"]`).waitFor();
    }
    await page.locator('[data-testid="disbursement-panel"]').waitFor();
    assert.equal(await page.locator('[data-testid="tabs-next"]').isDisabled(), true, 'no tab after the last');
    await shot(page, 'loan-disbursement-vi');

    await navigate(page, `/transactions/${finance.transaction_id}/finances/${finance.id}/view-detail`);
    await page.locator('[data-testid="loan-code"]', { hasText: finance.code }).waitFor();
    await navigate(page, `/transactions/${finance.transaction_id}/finances/${finance.id}/disbursed`);
    await page.locator('[data-testid="disbursement-panel"]').waitFor();

    const contract = (await api.get(`/transactions/${finance.transaction_id}/e-contract`)).data as EContract | null;
    const contractId = contract?.id ?? 1;
    await navigate(page, `/transactions/${finance.transaction_id}/e-contract/${contractId}/paperwork`);
    await page.waitForURL((url) => url.searchParams.get('tab') === 'paperwork');
    await navigate(page, `/transactions/${finance.transaction_id}/e-contract/${contractId}`);
    await page.waitForURL((url) => url.searchParams.get('tab') === 'e-contract');
    await page.locator('[data-testid="e-contract"]').waitFor();
    await context.close();
  });

  test('cash loans: scored, moved with a reason, in both languages', async () => {
    const api = await apiAs(e2e.url);
    const applied = (await api.get('/v1/cash-loans?status=applied&count=2')).data as CashLoan[];
    assert.equal(applied.length, 2, 'two applied cash loans in the demo data');
    const [good, bad] = applied as [CashLoan, CashLoan];
    for (const locale of ['en', 'vi'] as const) {
      const { context, page } = await e2e.adminPage({ locale, path: '/finance-loans' });
      await page.locator(rows).first().waitFor();
      await shot(page, `cash-loans-${locale}`);
      await assertAccessible(page, `/finance-loans (${locale})`);
      await context.close();
    }

    const { context, page } = await e2e.adminPage({
      locale: 'en',
      path: `/finance-loans?status=applied&q=${good.code}`,
    });
    await page.locator(`[data-testid="cash-loan-open-${good.id}"]`).click();
    await page.locator('[data-testid="cash-loan-code"]', { hasText: good.code }).waitFor();
    // a CIC score out of range is refused on its field; 720 is grade A
    await page.locator('[data-testid="scores-edit"]').click();
    await page.locator('[data-testid="scores-dialog"] input[name="cic_score"]').fill('900');
    await page.locator('[data-testid="scores-save"]').click();
    await page.locator('[data-testid="scores-dialog"] .Mui-error', { hasText: '150 to 850' }).first().waitFor();
    await page.locator('[data-testid="scores-dialog"] input[name="cic_score"]').fill('720');
    await page.locator('[data-testid="scores-save"]').click();
    await page.locator('[data-testid="cash-loan-grade"]', { hasText: 'A' }).waitFor();
    for (const to of ['processing', 'submitted'] as const) {
      await page.locator(`[data-testid="cash-loan-move-${to}"]`).click();
      await page.locator('[data-testid="cash-loan-move-save"]').click();
      await page.locator('[data-testid="cash-loan-move-dialog"]').waitFor({ state: 'detached' });
    }
    await page.locator('[data-testid="cash-loan-code"] ~ .StatusTag', { hasText: 'Submitted' }).waitFor();
    await page.locator('[data-testid="timeline-scores_updated"]').waitFor();
    await shot(page, 'cash-loan-detail-en');
    await assertAccessible(page, 'a cash loan (en)');

    // a rejection needs its reason
    await navigate(page, `/finance-loans/${bad.id}/view-detail`);
    await page.locator('[data-testid="cash-loan-move-rejected"]').click();
    await page.locator('[data-testid="cash-loan-move-save"]').click();
    await page.locator('[data-testid="cash-loan-move-dialog"] .Mui-error').first().waitFor();
    await page
      .locator('[data-testid="cash-loan-move-dialog"] input[name="reason"]')
      .fill('Thu nhập không chứng minh được');
    await page.locator('[data-testid="cash-loan-move-save"]').click();
    await page.locator('[data-testid="cash-loan-code"] ~ .StatusTag', { hasText: 'Rejected' }).waitFor();
    await context.close();

    const after = (await api.get(`/v1/cash-loans/${good.id}`)).data as CashLoanDetail;
    assert.equal(after.status, 'submitted');
    assert.equal(after.risk_grade, 'A');
    const refused = (await api.get(`/v1/cash-loans/${bad.id}`)).data as CashLoanDetail;
    assert.equal(refused.status, 'rejected');
    assert.equal(refused.status_reason, 'Thu nhập không chứng minh được');
  });
});
