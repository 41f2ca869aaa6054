import type { PaperworkPair, Transaction, TransactionDetail } from '@admin/contract';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { apiAs, firstWhere } from './staff-api.ts';
import { exportCsv, pictureFile, shot, signInAsAdmin, tick, typeDateTime } from './screen-helpers.ts';
import { navigate, useE2E } from './harness.ts';
import { sendContract, signContract } from './sale-helpers.ts';

const e2e = useE2E();
const rows = '.DataTable-row';

const detailUrl = (t: Pick<Transaction, 'id' | 'type'>, tab = 'transactions-details') =>
  `/transactions/transactions-details?type=${t.type}&id=${t.id}&tab=${tab}`;

/** This minute as a datetime input shows it in Vietnam (UTC+7), and as the instant it is. */
function vietnamNow() {
  // the next whole minute: never before the confirmation a moment ago, well within 5 minutes ahead
  const minute = Math.ceil(Date.now() / 60_000) * 60_000;
  return { input: new Date(minute + 7 * 3_600_000).toISOString().slice(0, 16), iso: new Date(minute).toISOString() };
}

/** An amount as the screens write it (Vietnamese grouping, đ). */
const money = (amount: number) => `${amount.toLocaleString('vi-VN')}đ`;

/** The move's button is shown disabled, its reason written beside it and naming it as its description. */
async function moveRefused(page: Page, status: string, reason: string) {
  const button = page.locator(`[data-testid="move-${status}"][disabled]`);
  await button.waitFor();
  const described = await button.getAttribute('aria-describedby');
  assert.ok(described, `move-${status} names its reason`);
  await page.locator(`[id="${described}"]`, { hasText: reason }).waitFor();
}

/** One party's paperwork (the tab open): the missing document comes in, then it is approved. */
async function approvePaperwork(page: Page, party: 'buyer' | 'seller') {
  // the type offered first is the one missing
  const approve = page.locator(`[data-testid="paperwork-approve-${party}"]`);
  assert.equal(await approve.isDisabled(), true, 'not approvable while a document is missing');
  const described = await approve.getAttribute('aria-describedby');
  assert.ok(described && (await page.locator(`[id="${described}"]`).isVisible()), 'the missing documents are named');
  await page
    .locator(`[data-testid="paperwork-file-${party}"]`)
    .setInputFiles(await pictureFile(`${party}.png`, '#64748b', 600, 400));
  await page.waitForFunction(
    (sel) => !document.querySelector(sel)?.hasAttribute('disabled'),
    `[data-testid="paperwork-approve-${party}"]`,
  );
  await approve.click();
  await page.locator('[data-testid="confirm-yes"]').click();
  await page.locator(`[data-testid="paperwork-${party}"] .StatusTag`, { hasText: 'Approved' }).waitFor();
}

/** Waits until the detail shows this status. */
const statusShown = (page: Page, label: string) =>
  page.locator('[data-testid="detail-code"] ~ .StatusTag', { hasText: label }).waitFor();

describe('transactions', () => {
  test('a cash sale from the request to completed: each move disabled with its reason until the server would take it', async () => {
    const api = await apiAs(e2e.url);
    // a new cash sale whose two paperwork bundles wait for review, each a document short
    const waiting = (await api.get('/v2/transactions?type=cash&status=new')).data as Transaction[];
    const sale = await firstWhere(waiting, async (t) => {
      const pair = (await api.get(`/transactions/paperworks/get-by-transaction/${t.id}`)).data as PaperworkPair;
      return [pair.paperwork_buyer, pair.paperwork_seller].every((p) => p?.status === 'waiting');
    });
    assert.ok(sale, 'the demo data has a new cash sale with its paperwork waiting');
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/transactions?type=cash&status=new' });
    await page.locator(rows).first().waitFor();
    await shot(page, 'transactions-en');
    await assertAccessible(page, '/transactions (en)');
    await navigate(page, '/transactions?type=cash&status=new&q=' + sale.code);
    await page.locator(`[data-testid="transaction-open-${sale.id}"]`).click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(sale.id));
    await statusShown(page, 'New');
    // a new sale can be confirmed or cancelled, nothing else
    assert.deepEqual(
      await page.locator('[data-testid^="move-"]').evaluateAll((b) => b.map((e) => e.getAttribute('data-testid'))),
      ['move-confirmed', 'move-cancelled'],
    );
    await page.locator('[data-testid="move-confirmed"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await statusShown(page, 'Confirmed');
    // the money is not in: "Mark as paid" is there, disabled, with the server's reason beside it
    await moveRefused(page, 'paid', `0đ of ${money(sale.price)} received`);
    assert.equal(await page.locator('[data-testid="move-cancelled"]').isEnabled(), true);

    // the buyer's paperwork is checked and approved; the seller's waits
    await page.locator('[data-testid="tab-paperwork"]').click();
    await approvePaperwork(page, 'buyer');

    // the contract is prepared and sent, then signed by both in their app (the signing sandbox stands in)
    await page.locator('[data-testid="tab-e-contract"]').click();
    await page.locator('[data-testid="e-contract"]').waitFor();
    await sendContract(page);
    await signContract(api, sale.id);
    await page.reload();
    await page.locator('[data-testid="e-contract"] .StatusTag', { hasText: 'Signed' }).first().waitFor();
    await shot(page, 'transaction-e-contract-signed-en');

    // the buyer pays in two parts; the second makes the sale paid
    await page.locator('[data-testid="tab-transactions-details"]').click();
    const first = Math.floor(sale.price / 2 / 1000) * 1000;
    await page.locator('input[name="amount"]').fill(String(first));
    assert.equal(await page.locator('input[name="amount"]').inputValue(), first.toLocaleString('vi-VN'));
    await page.locator('[data-testid="payment-add"]').click();
    await page
      .locator('[data-testid="payments-due"]', { hasText: (sale.price - first).toLocaleString('vi-VN') })
      .waitFor();
    await moveRefused(page, 'paid', `${money(first)} of ${money(sale.price)} received`);
    await page.locator('input[name="amount"]').fill(String(sale.price - first));
    await page.locator('[data-testid="payment-add"]').click();
    await statusShown(page, 'Paid');
    // no vehicle handed over yet: "Mark as delivered" waits for the received time
    await moveRefused(page, 'delivered', 'set the received time (vehicle handover) first');
    await shot(page, 'transaction-paid-en');

    // the buyer takes the vehicle: delivered; completing waits for the seller's paperwork
    const now = vietnamNow();
    await typeDateTime(page.locator('[data-testid="received-at"]'), now.input);
    await page.locator('[data-testid="received-save"]').click();
    await statusShown(page, 'Delivered');
    await moveRefused(page, 'completed', "the seller's paperwork is not approved");
    await page.setViewportSize({ width: 1366, height: 768 });
    await shot(page, 'transaction-complete-refused-en');
    await assertAccessible(page, 'a refused move (en)');
    const vi = await e2e.adminPage({ locale: 'vi', path: detailUrl(sale) });
    await vi.page.setViewportSize({ width: 1366, height: 768 });
    await moveRefused(vi.page, 'completed', 'hồ sơ của người bán chưa được duyệt');
    await shot(vi.page, 'transaction-complete-refused-vi');
    await assertAccessible(vi.page, 'a refused move (vi)');
    await vi.context.close();

    // the seller's paperwork approved, the sale can be completed
    await page.locator('[data-testid="tab-paperwork"]').click();
    await approvePaperwork(page, 'seller');
    await shot(page, 'transaction-paperwork-approved-en');
    await page.locator('[data-testid="tab-transactions-details"]').click();
    await page.locator('[data-testid="move-completed"]:not([disabled])').waitFor();
    assert.equal(await page.locator('[data-testid="move-reasons"]').count(), 0, 'nothing is refused now');
    await page.locator('[data-testid="move-completed"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await statusShown(page, 'Completed');
    assert.equal(await page.locator('[data-testid^="move-"]').count(), 0, 'a completed sale moves no more');

    const after = (await api.get(`/v2/transactions/${sale.id}`)).data as TransactionDetail;
    assert.equal(after.status, 'completed');
    assert.equal(after.paid_amount, sale.price);
    assert.equal(after.received_at, now.iso, 'the time typed is Vietnam time');
    const moves = after.events.filter((e) => e.type === 'status_changed').map((e) => e.to_status);
    assert.deepEqual(moves, ['completed', 'delivered', 'paid', 'confirmed'], 'newest first');
    await page.locator('[data-testid="timeline-payment_recorded"]').first().waitFor();
    await assertAccessible(page, 'a transaction (en)');
    await context.close();
  });

  test('several at once: only the moves every chosen sale allows; each refused sale named, the others moved', async () => {
    const api = await apiAs(e2e.url);
    const cash = (await api.get('/v2/transactions?type=cash')).data as Transaction[];
    const fresh = cash.filter((t) => t.status === 'new').slice(0, 2);
    const done = cash.find((t) => t.status === 'completed');
    assert.ok(fresh.length === 2 && done, 'the first page of cash sales has new and completed ones');
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/transactions?type=cash' });
    await page.locator(rows).first().waitFor();
    // the export takes the list's filter and the UI language
    const csv = await exportCsv(page.locator('[data-testid="export-csv"]'), 'transactions');
    const cashTotal = (await api.get('/v2/transactions?type=cash&count=1')).total!;
    assert.equal(csv.length, 1 + cashTotal, 'a header and every cash sale');
    assert.ok(csv[0]!.startsWith('Mã giao dịch,Ngày tạo,Hình thức,'));
    assert.ok(csv.slice(1).every((line) => line.includes(',Tiền mặt,')));
    const pick = (id: number) => tick(page.locator(`${rows}[data-id="${id}"] input[type="checkbox"]`));

    // a new and a completed sale: no move fits both, so none is offered
    await pick(fresh[0]!.id);
    await pick(done.id);
    await page.locator('[data-testid="bulk-count"]', { hasText: 'Đã chọn 2 dòng' }).waitFor();
    await page.locator('[data-testid="bulk-hidden"]').waitFor();
    assert.equal(await page.locator('[data-testid="bulk-confirmed"]').count(), 0, 'no move fits a completed sale');
    await page.locator(`${rows}[data-id="${done.id}"] input[type="checkbox"]`).uncheck();

    // two new sales, one of them confirmed by someone else meanwhile: it is named, the other moves
    await pick(fresh[1]!.id);
    await api.send('PUT', `/transactions/${fresh[1]!.id}/change-status`, { status: 'confirmed' });
    await page.locator('[data-testid="bulk-confirmed"]').click();
    await page.locator('[data-testid="confirm-dialog"]', { hasText: fresh[0]!.code }).waitFor();
    await page.locator('[data-testid="confirm-yes"]').click();
    const refused = page.locator(`[data-testid="bulk-refused-${fresh[1]!.id}"]`);
    await refused.waitFor();
    assert.match((await refused.textContent()) ?? '', new RegExp(`${fresh[1]!.code}.*(Đã xác nhận|người khác)`));
    await shot(page, 'transactions-bulk-refused-vi');
    await assertAccessible(page, 'the bulk result (vi)');
    const moved = (await api.get(`/v2/transactions/${fresh[0]!.id}`)).data as TransactionDetail;
    assert.equal(moved.status, 'confirmed', 'the other sale moved');
    await page.locator('[data-testid="bulk-result-close"]').click();
    await page.locator('[data-testid="bulk-bar"]').waitFor({ state: 'detached' });
    await context.close();
  });

  test('the tabs of a finance sale: next until the last, back to the list; both languages', async () => {
    const api = await apiAs(e2e.url);
    const sale = ((await api.get('/v2/transactions?type=finance&count=1')).data as Transaction[])[0]!;
    for (const locale of ['vi', 'en'] as const) {
      const { context, page } = await e2e.adminPage({ locale, path: `/transactions/${sale.id}` });
      await page.waitForURL((url) => url.pathname === '/transactions/transactions-details');
      await page.locator('[data-testid="detail-code"]', { hasText: sale.code }).waitFor();
      await shot(page, `transaction-detail-${locale}`);
      await assertAccessible(page, `the detail tab (${locale})`);
      for (const tab of ['e-contract', 'paperwork', 'disbursement-information']) {
        await page.locator('[data-testid="tabs-next"]').click();
        await page.waitForURL((url) => url.searchParams.get('tab') === tab);
        await page.locator(`[data-testid="${tab === 'disbursement-information' ? 'disbursement' : tab}"]`).waitFor();
        await shot(page, `transaction-${tab}-${locale}`);
        await assertAccessible(page, `the ${tab} tab (${locale})`);
      }
      assert.equal(await page.locator('[data-testid="tabs-next"]').isDisabled(), true, 'no tab after the last');
      await page.locator('[data-testid="tabs-back"]').click();
      await page.waitForURL((url) => url.pathname === '/transactions');
      await context.close();
    }
  });

  test('the tab strip: opened transactions stay across screens and reloads, close one by one, end with the session', async () => {
    const api = await apiAs(e2e.url);
    const [a, b] = (await api.get('/v2/transactions?count=2')).data as Transaction[];
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: detailUrl(a!) });
    for (const t of [a!, b!]) {
      await navigate(page, detailUrl(t));
      await page.locator('[data-testid="detail-code"]', { hasText: t.code }).waitFor();
    }
    const tabs = page.locator('[data-testid^="open-tab-"]');
    assert.equal(await tabs.count(), 2);
    assert.equal(await page.locator(`[data-testid="open-tab-${b!.id}"]`).getAttribute('aria-current'), 'page');

    await navigate(page, '/products');
    await page.reload();
    await page.locator(`[data-testid="open-tab-${a!.id}"]`).waitFor();
    assert.equal(await tabs.count(), 2, 'still open after another screen and a reload');
    await shot(page, 'tab-strip-vi');
    await assertAccessible(page, 'the tab strip (vi)');
    await page.locator(`[data-testid="open-tab-${a!.id}"] a`).click();
    await page.locator('[data-testid="detail-code"]', { hasText: a!.code }).waitFor();

    await page.locator(`[data-testid="close-tab-${b!.id}"]`).click();
    assert.equal(await tabs.count(), 1);

    await page.locator('[data-testid="user-menu"]').click();
    await page.locator('[data-testid="user-menu-logout"]').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInAsAdmin(page, '/transactions');
    await page.locator(rows).first().waitFor();
    assert.equal(await page.locator('[data-testid="tab-strip"]').count(), 0, 'a new session opens none');
    await context.close();
  });

  test('the day filter: a Vietnamese calendar (T2 … CN), DD-MM-YYYY, the list by Vietnam days', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/transactions' });
    await page.locator(rows).first().waitFor();
    // the days are behind "More filters": the filters keep to one row
    await page.locator('[data-testid="transactions-more-filters"]').click();
    await page.locator('[data-testid="filter-start_date"]').click();
    await page.locator('[data-testid="filter-start_date"] ~ * button, button[aria-label*="ngày"]').first().click();
    const labels = await page.locator('.MuiDayCalendar-weekDayLabel').allTextContents();
    assert.deepEqual(labels, ['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    await shot(page, 'date-picker-vi');
    await page.getByRole('gridcell', { name: '15', exact: true }).click();
    await page.waitForURL((url) => /^\d{4}-\d{2}-15$/.test(url.searchParams.get('start_date') ?? ''));
    const day = new URL(page.url()).searchParams.get('start_date')!;
    const [y, m] = day.split('-');
    await page.locator(`input[value="15-${m}-${y}"]`).first().waitFor();
    await context.close();
  });
});
