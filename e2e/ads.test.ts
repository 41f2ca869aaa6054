import type {
  AdCampaign,
  AlepayOrder,
  CashOrder,
  StatisticsPoint,
  TopupSetting,
  Wallet,
  WalletDetail,
  WalletTransfer,
} from '@admin/contract';
import { vietnamDay } from '@admin/contract';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { apiAs } from './staff-api.ts';
import { shot } from './screen-helpers.ts';
import { appIdle, navigate, quickMessage, signIn, useE2E } from './harness.ts';

const e2e = useE2E();
const rows = '.DataTable-row';
const money = (n: number) => `${n.toLocaleString('vi-VN')}`;

/** Waits until no request is in flight and no skeleton is shown. */
const settled = (page: Page) => appIdle(page);

/** Waits for a list's first row and for the page to settle, then takes its screenshot. */
async function listShot(page: Page, name: string) {
  await page.locator(rows).first().waitFor();
  await settled(page);
  await shot(page, name);
}

/** Opens a list in a fresh signed-in page of this locale, takes its screenshot and closes the page. */
async function listShotIn(locale: 'vi' | 'en', path: string, name: string) {
  const { context, page } = await e2e.adminPage({ locale, path });
  await listShot(page, name);
  await context.close();
}

/** Picks a store in one of the ads dialogs' store searches by typing its name. */
async function pickStore(page: Page, testId: string, name: string) {
  await page.locator(`[data-testid="${testId}"]`).fill(name);
  await page.locator('li[role="option"]', { hasText: name }).first().click();
}

describe('ads', () => {
  test('a cash deposit asked by the ads manager and approved by another person shows on the account and in the overview', async () => {
    const api = await apiAs(e2e.url);
    const wallet = ((await api.get('/balances?sort_by=balance&order_by=desc&count=5')).data as Wallet[])[1]!;
    const today = vietnamDay(Date.now());
    const dayOf = async () =>
      ((await api.get(`/statistics?start_date=${today}&end_date=${today}`)).data as { points: StatisticsPoint[] })
        .points[0]!;
    const before = await dayOf();

    // the ads manager asks for the deposit (vi)
    const asker = await e2e.newPage({ locale: 'vi' });
    await signIn(asker.page, 'ads', 'ads12345');
    await asker.page.locator('[data-testid="sidebar"]').waitFor();
    await navigate(asker.page, '/promo-cashes');
    await listShot(asker.page, 'promo-cashes-vi');
    await assertAccessible(asker.page, 'the cash orders (vi)');
    await asker.page.locator('[data-testid="cash-order-create"]').click();
    const dialog = asker.page.locator('[data-testid="cash-order-create-dialog"]');
    // nothing chosen: the store and the amount say so
    await asker.page.locator('[data-testid="cash-order-create-save"]').click();
    await dialog
      .locator('.Mui-error', { hasText: /Số tiền|cửa hàng/i })
      .first()
      .waitFor();
    await pickStore(asker.page, 'cash-order-store', wallet.store.name);
    await dialog.locator('[data-testid="cash-order-wallet"]', { hasText: money(wallet.balance) }).waitFor();
    await dialog.locator('input[name="amount"]').fill('2000000');
    assert.equal(await dialog.locator('input[name="amount"]').inputValue(), '2.000.000');
    await shot(asker.page, 'promo-cash-create-vi');
    await assertAccessible(asker.page, 'the cash order dialog (vi)');
    await asker.page.locator('[data-testid="cash-order-create-save"]').click();
    await dialog.waitFor({ state: 'detached' });
    const mine = (
      (await api.get(`/cash/cash-orders?store_id=${wallet.store.id}&status=pending`)).data as CashOrder[]
    )[0]!;
    assert.equal(mine.amount, 2_000_000);
    assert.equal(mine.requester.name, 'Đặng Ngọc Lan');
    await asker.page.locator(`[data-testid="cash-order-note-${mine.id}"]`).waitFor();
    assert.equal(
      await asker.page.locator(`[data-testid="cash-order-approve-${mine.id}"]`).count(),
      0,
      'the requester is not offered the approval',
    );
    await asker.context.close();

    // the admin approves it (en)
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/promo-cashes?status=pending' });
    await page.locator(`[data-testid="cash-order-approve-${mine.id}"]`).click();
    await page.locator('[data-testid="cash-order-decide-dialog"]', { hasText: mine.code }).waitFor();
    await page.locator('[data-testid="cash-order-decide-save"]').click();
    await quickMessage(page, `Order ${mine.code} updated`);
    const approved = ((await api.get(`/cash/cash-orders?q=${mine.code}`)).data as CashOrder[])[0]!;
    assert.equal(approved.status, 'approved');
    await navigate(page, '/promo-cashes');
    await listShot(page, 'promo-cashes-en');

    // the account shows the new balance and the deposit at the top of its history
    const after = (await api.get(`/balances/${wallet.id}`)).data as WalletDetail;
    assert.equal(after.balance, wallet.balance + 2_000_000 + approved.bonus_amount);
    await navigate(page, `/promo-accounts?q=${encodeURIComponent(wallet.store.name)}`);
    await page.locator(`[data-testid="wallet-open-${wallet.id}"]`).click();
    await page.waitForURL(`**/promo-accounts/${wallet.id}/edit`);
    await page.locator('[data-testid="account-balance-value"]', { hasText: money(after.balance) }).waitFor();
    const history = (await api.get(`/balances/${wallet.id}/transactions?kind=topup_cash`)).data as WalletTransfer[];
    const deposit = history.find((tr) => tr.id === approved.transfer_id)!;
    assert.equal(deposit.amount, 2_000_000);
    const row = page.locator(`[data-testid="account-history"] ${rows}`, { hasText: deposit.code });
    await row.filter({ hasText: '+2.000.000' }).waitFor();
    await settled(page);
    await shot(page, 'promo-account-en');
    await assertAccessible(page, 'the ads account (en)');
    // its note, in the 560 px dialog
    await page.locator(`[data-testid="transfer-note-${deposit.id}"]`).click();
    const noteDialog = page.locator('[data-testid="note-dialog"]');
    await noteDialog.waitFor();
    assert.equal(Math.round((await noteDialog.boundingBox())!.width), 560);
    await noteDialog.locator('input[name="note"]').fill('Receipt 0042, counted twice');
    await page.locator('[data-testid="note-save"]').click();
    await row.filter({ hasText: 'Receipt 0042' }).waitFor();
    // the kind filter keeps the cash top-ups only
    await page.locator('[data-testid="transfers-kind-filter"]').click();
    await page.locator('li[role="option"]', { hasText: 'Cash top-up' }).click();
    await page.waitForURL(/kind=topup_cash/);
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('[data-testid="account-history"] .DataTable-row')];
      return shown.length > 0 && shown.every((r) => r.textContent?.includes('Cash top-up'));
    });

    // the overview's day shows the deposit in its figures and its chart
    const now = await dayOf();
    assert.equal(now.topup, before.topup + 2_000_000);
    await navigate(page, '/promo-overview');
    await page
      .locator(`[data-testid="overview-day-${today}"]`, { hasText: money(now.topup) })
      .first()
      .waitFor();
    await page.locator('[data-testid="overview-chart"] .DayChart-bar').first().waitFor();
    await settled(page);
    await shot(page, 'promo-overview-en');
    await assertAccessible(page, 'the ads overview (en)');
    await context.close();

    const vi = await e2e.adminPage({ locale: 'vi', path: '/promo-overview' });
    await vi.page.locator('[data-testid="overview-chart"] .DayChart-bar').first().waitFor();
    await vi.page.locator('[data-testid="overview-topups"]', { hasText: 'Tiền nạp' }).waitFor();
    await settled(vi.page);
    await shot(vi.page, 'promo-overview-vi');
    await navigate(vi.page, '/promo-accounts');
    await listShot(vi.page, 'promo-accounts-vi');
    await assertAccessible(vi.page, 'the ads accounts (vi)');
    await navigate(vi.page, `/promo-accounts/${wallet.id}/edit`);
    await vi.page.locator('[data-testid="account-balance-value"]', { hasText: money(after.balance) }).waitFor();
    await settled(vi.page);
    await shot(vi.page, 'promo-account-vi');
    await vi.context.close();
  });

  test('an Alepay top-up through the gateway sandbox credits the wallet once the gateway says so', async () => {
    const api = await apiAs(e2e.url);
    const wallet = ((await api.get('/balances?count=5')).data as Wallet[])[2]!;
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/promo-alepay' });
    await listShot(page, 'promo-alepay-vi');
    await assertAccessible(page, 'the Alepay orders (vi)');
    await page.locator('[data-testid="alepay-create"]').click();
    await pickStore(page, 'alepay-store', wallet.store.name);
    await page.locator('[data-testid="alepay-create-dialog"] input[name="amount"]').fill('1000000');
    await page.locator('[data-testid="alepay-create-save"]').click();
    // the gateway's checkout page: pay
    await page.locator('[data-testid="sandbox-success"]').click();
    await page.waitForURL(/\/promo-alepay\?order=\d+&status=success/);
    await page.locator('[data-testid="alepay-return"]', { hasText: 'Thành công' }).waitFor();
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    const order = (await api.get(`/alepays/${orderId}`)).data as AlepayOrder;
    assert.equal(order.status, 'success');
    assert.equal(order.amount, 1_000_000);
    await page.locator(rows, { hasText: order.order_code }).waitFor();
    const after = (await api.get(`/balances/${wallet.id}`)).data as WalletDetail;
    assert.equal(after.balance, wallet.balance + 1_000_000 + order.bonus_amount);
    await settled(page);
    await shot(page, 'promo-alepay-returned-vi');
    await context.close();

    await listShotIn('en', '/promo-alepay', 'promo-alepay-en');
  });

  test('a product ad paused from its status select and resumed by the undo; its detail dialog', async () => {
    const api = await apiAs(e2e.url);
    const running = (await api.get('/commercial/product-list?status=2')).data as AdCampaign[];
    const ad = running[0]!;
    const { context, page } = await e2e.adminPage({ locale: 'en', path: `/promo-products?q=${ad.code}` });
    const select = page.locator(`[data-testid="ad-status-${ad.id}"]`);
    await select.click();
    await page.locator('li[role="option"]', { hasText: 'Paused' }).click();
    await quickMessage(page);
    assert.equal(((await api.get(`/campaigns/${ad.id}`)).data as AdCampaign).status, 3);
    await select.filter({ hasText: 'Paused' }).waitFor();
    // a pause is one click, taken back by the message's undo
    await page.locator('[data-testid="quick-message-undo"]').click();
    await select.filter({ hasText: 'Running' }).waitFor();
    assert.equal(((await api.get(`/campaigns/${ad.id}`)).data as AdCampaign).status, 2);
    await settled(page);
    await shot(page, 'promo-products-en');
    await assertAccessible(page, 'the product ads (en)');
    await page.locator(`[data-testid="ad-detail-${ad.id}"]`).click();
    const detail = page.locator('[data-testid="ad-detail-dialog"]');
    await detail.locator('[data-testid="ad-detail-days"] tbody tr').first().waitFor();
    assert.ok((await detail.innerText()).includes(ad.code));
    await shot(page, 'promo-ad-detail-en');
    await assertAccessible(page, 'the ad detail (en)');
    await context.close();

    await listShotIn('vi', '/promo-products', 'promo-products-vi');
  });

  test('top-up tiers: a bad amount is refused on its field, a new tier is saved; promo prices saved', async () => {
    const api = await apiAs(e2e.url);
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/promo-settings' });
    const tiers = page.locator('[data-testid="topup-tiers"]');
    await tiers.locator('[data-testid="tier-0"]').waitFor();
    const count = await tiers.locator('[data-testid^="tier-"][data-testid$="0"], [data-testid^="tier-"]').count();
    assert.ok(count > 0);
    await page.locator('[data-testid="tier-add"]').click();
    const last = (await page.locator('[data-testid^="tier-remove-"]').count()) - 1;
    const added = page.locator(`[data-testid="tier-${last}"]`);
    await added.locator('input').first().fill('5500');
    await page.locator('[data-testid="tiers-save"]').click();
    // the contract's message, in Vietnamese once the messages' texts have come (they load with the first error)
    await added
      .locator('.MuiFormHelperText-root.Mui-error')
      .filter({ hasText: /^Số tiền tối thiểu 10\.000 đ$/ })
      .waitFor();
    await shot(page, 'promo-settings-error-vi');
    await added.locator('input').first().fill('3000000');
    await added.locator('input').nth(1).fill('240000');
    await page.locator('[data-testid="tiers-save"]').click();
    await quickMessage(page, 'Đã lưu các mức nạp');
    const saved = (await api.get('/topup-settings')).data as TopupSetting[];
    assert.ok(saved.some((tier) => tier.amount === 3_000_000 && tier.bonus_amount === 240_000));
    // the form holds what was saved, once each
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid^="tier-remove-"]').length === n,
      saved.length,
    );
    await shot(page, 'promo-settings-vi');
    await assertAccessible(page, 'the top-up tiers (vi)');

    await page.locator('[data-testid="settings-tab-packages"]').click();
    const group = page.locator('[data-testid="package-group-1"]');
    await group.locator('input[name="prices.0"]').fill('45000');
    await page.locator('[data-testid="package-save-1"]').click();
    await quickMessage(page, 'giá khuyến mãi');
    const groups = (await api.get('/commercial/setting')).data as { id: number; packages: { price: number }[] }[];
    assert.equal(groups.find((g) => g.id === 1)!.packages[0]!.price, 45_000);
    await shot(page, 'promo-settings-packages-vi');
    await context.close();

    const en = await e2e.adminPage({ locale: 'en', path: '/promo-settings?tab=campaigns' });
    await en.page.locator('[data-testid="campaign-settings"] tbody tr').first().waitFor();
    await en.page.locator('[data-testid="campaign-setting-edit-1"]').click();
    await en.page.locator('[data-testid="campaign-setting-dialog"]').waitFor();
    await shot(en.page, 'promo-settings-campaign-en');
    await en.page.keyboard.press('Escape');
    await navigate(en.page, '/promo-settings');
    await en.page.locator('[data-testid="tier-0"]').waitFor();
    await shot(en.page, 'promo-settings-en');
    await en.context.close();
  });
});
