import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot, typeDateTime } from './screen-helpers.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();

const WORDS = {
  vi: {
    above: 'Số tiền tối đa bằng số tiền đã duyệt',
    future: 'Thời gian chi trả không thể ở tương lai',
    store: 'Chọn cửa hàng',
    amount: 'Vui lòng nhập số tiền',
  },
  en: {
    above: 'Money is at most the approved',
    future: 'The payout time cannot be in the future',
    store: 'Choose the store',
    amount: 'Amount is required',
  },
} as const;

for (const locale of ['vi', 'en'] as const) {
  test(`a payout above the approved amount or in the future, and a cash order without its store or amount, are refused on their fields before anything is sent (${locale})`, async () => {
    const words = WORDS[locale];
    const api = await apiAs(e2e.url);
    const loans = (await api.get('/loans?loan_status=approved&count=5')).data as {
      id: number;
      approved_amount: number;
    }[];
    const loan = loans[0]!;
    const { context, page } = await e2e.adminPage({ locale });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /\/api\/(loans|cash)/.test(request.url())) sent.push(request.url());
    });

    await navigate(page, `/loans/${loan.id}/disbursement`);
    await page.locator('[data-testid="disbursement-record"]').click();
    const dialog = page.locator('[data-testid="disbursement-dialog"]');
    await dialog.locator('input[name="money"]').fill('999999999999');
    await typeDateTime(dialog.locator('input[name="disbursed_at"]'), '2030-01-02T10:00');
    await page.locator('[data-testid="disbursement-save"]').click();
    const approved = loan.approved_amount.toLocaleString('vi-VN');
    await dialog
      .locator('.Mui-error', { hasText: `${words.above} ${approved}đ` })
      .first()
      .waitFor();
    await dialog.locator('.Mui-error', { hasText: words.future }).first().waitFor();
    await shot(page, `payout-bounds-${locale}`);
    await assertAccessible(page, 'the payout dialog with its field errors');
    await page.keyboard.press('Escape');

    await navigate(page, '/promo-cashes');
    await page.locator('[data-testid="cash-order-create"]').first().click();
    const create = page.locator('[data-testid="cash-order-create-dialog"]');
    await create.waitFor();
    await page.locator('[data-testid="cash-order-create-save"]').click();
    await create.locator('.Mui-error', { hasText: words.store }).first().waitFor();
    await create.locator('.Mui-error', { hasText: words.amount }).first().waitFor();
    assert.equal(await create.getByText(/Giá trị không hợp lệ|Invalid input|phải là số|must be a number/).count(), 0);
    await shot(page, `cash-order-required-${locale}`);
    assert.deepEqual(sent, [], 'nothing was sent');
    await context.close();
  });
}
