import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { installCatalogueFake } from './catalogue-fake.ts';
import { SHOTS_DIR, signIn, useE2E } from './harness.ts';
import { tinyPng } from './png.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });
const rows = '.MuiDataGrid-row';

describe('stores', () => {
  test('the list with its filters and total sale amount', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/stores');
    await page.locator(rows).first().waitFor();
    await page.locator('[data-testid="stores-total-sale"]', { hasText: '740.500.000đ' }).waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'stores-vi.png') });
    await page.locator('[data-testid="stores-search"]').fill('ha noi');
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'ha noi');
    await page.locator(rows, { hasText: 'Cửa hàng Xe Máy Hà Nội' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.MuiDataGrid-row').length === 1);
    await page.getByRole('combobox', { name: 'Cửa hàng/Trạm' }).click();
    await page.getByRole('option', { name: 'Trạm' }).click();
    await page.waitForURL((url) => url.searchParams.get('is_station') === '2');
    await context.close();
  });

  test('the store page: tabs, general and identity edits, bank dialog, loans, type', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    const state = await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/stores/101');
    await page.locator('[data-testid="store-breadcrumbs"]', { hasText: 'User Management' }).waitFor();

    await page.locator('input[name="name"]').fill('Cửa hàng Xe Máy Hà Nội 2');
    await page.locator('[data-testid="store-general-save"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    await page.getByRole('heading', { name: 'Cửa hàng Xe Máy Hà Nội 2' }).waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'store-general-en.png') });

    await page.locator('[data-testid="store-tab-identity"]').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'identity');
    await page.locator('input[name="id_number"]').fill('12345');
    await page.locator('[data-testid="store-identity-save"]').click();
    await page.getByText('ID number has 9 or 12 digits').waitFor();
    await page.locator('input[name="id_number"]').fill('001099099999');
    await page.locator('[data-testid="identity-Front of the ID card"]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: tinyPng([40, 120, 40]) });
    await page.locator('[data-testid="store-identity-save"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    assert.equal(state.stores[0].identity.id_number, '001099099999');
    assert.ok(state.stores[0].identity.front_image);

    await page.locator('[data-testid="store-tab-products"]').click();
    await page.locator('[data-testid="store-products"] .MuiDataGrid-row').first().waitFor();

    await page.locator('[data-testid="store-tab-bank"]').click();
    await page.locator('[data-testid="store-bank-edit"]').click();
    await page.locator('input[name="bank_account"]').fill('000000');
    await page.screenshot({ path: join(SHOTS_DIR, 'store-bank-en.png') });
    await page.locator('[data-testid="bank-save"]').click();
    await page.locator('[data-testid="bank-dialog"]').waitFor({ state: 'hidden' });
    await page.locator('[data-testid="alert-message"]', { hasText: 'Bank account rejected by the bank' }).waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    await page.locator('[data-testid="store-bank-edit"]').click();
    await page.locator('input[name="bank_account"]').fill('9876543210');
    await page.locator('[data-testid="bank-save"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    await page.locator('[data-testid="store-bank"]', { hasText: '9876543210' }).waitFor();

    await page.locator('[data-testid="store-loanable"] input').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    assert.equal(state.stores[0].is_loanable, 1);

    await page.getByRole('combobox', { name: 'Store or station' }).click();
    await page.getByRole('option', { name: 'Station' }).click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    assert.equal(state.stores[0].is_station, 2);

    await page.locator('[data-testid="store-status"] input').click();
    await page.locator('[data-testid="suspend-reason"]').fill('Đăng tin giả nhiều lần');
    await page.locator('[data-testid="suspend-confirm"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Change status successful!' }).waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    assert.equal(state.stores[0].status, 'suspended');
    assert.equal(state.stores[0].suspended_reason, 'Đăng tin giả nhiều lần');
    await page.screenshot({ path: join(SHOTS_DIR, 'store-suspended-en.png') });
    await page.getByText('Đăng tin giả nhiều lần').waitFor();
    await context.close();
  });
});
