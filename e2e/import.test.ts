import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';

const e2e = useE2E();

/** The words each language's screens say, and the file a campaign's staff would bring. */
const CASES = [
  {
    locale: 'vi' as const,
    header: 'Khách hàng,Số điện thoại,Nguồn,Khu vực',
    source: 'Trả góp',
    summary: '2 dòng hợp lệ, 1 dòng lỗi',
    badPhone: 'Số điện thoại không hợp lệ',
    badSource: '“Chợ” không phải giá trị được chấp nhận',
    result: 'Đã nhập 2 dòng, 1 dòng không nhập.',
    history: 'Lịch sử nhập',
    phones: ['0933100001', '0933100002'],
  },
  {
    locale: 'en' as const,
    header: 'Customer,Phone,Source,Location',
    source: 'Finance',
    summary: 'Valid rows: 2. Rows with errors: 1.',
    badPhone: 'Phone is invalid',
    badSource: '“Chợ” is not an accepted value',
    result: 'Rows imported: 2. Rows not imported: 1.',
    history: 'Imports',
    phones: ['0933200001', '0933200002'],
  },
];

describe('import', () => {
  for (const c of CASES)
    test(`leads from a file with a bad row (${c.locale}): the preview marks the cell, the valid rows go in, the history shows it`, async () => {
      const { context, page } = await e2e.adminPage({ locale: c.locale, path: '/leads' });
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.locator('.DataTable-row').first().waitFor();
      await page.locator('[data-testid="leads-import"]').click();
      const dialog = page.locator('[data-testid="import-dialog"]');
      await dialog.locator('[data-testid="import-choose"]').waitFor();
      const name = `chien-dich-${c.locale}.csv`;
      const csv = [
        c.header,
        `Khách Nhập Một,${c.phones[0]},${c.source},Hà Nội`,
        `Khách Nhập Hai,${c.phones[1]},${c.source},Hà Nội`,
        `Khách Lỗi,abc,Chợ,Hà Nội`,
      ].join('\r\n');
      await dialog
        .locator('[data-testid="import-file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`) });
      await dialog.locator('[data-testid="import-file-name"]').waitFor();
      await shot(page, `import-choose-${c.locale}`);
      await dialog.locator('[data-testid="import-check"]').click();

      // the preview: the counts, and the bad row's cells in red with their reasons
      await dialog.locator('[data-testid="import-summary"]').getByText(c.summary).waitFor();
      const phone = dialog.locator('[data-testid="import-cell-4-phone"]');
      await phone.getByText(c.badPhone).waitFor();
      assert.equal(await phone.getAttribute('data-invalid'), 'true');
      await dialog.locator('[data-testid="import-cell-4-source"]').getByText(c.badSource).waitFor();
      assert.equal(await dialog.locator('[data-testid="import-cell-2-phone"]').getAttribute('data-invalid'), null);
      await shot(page, `import-preview-${c.locale}`);
      await assertAccessible(page, `the import preview (${c.locale})`);
      if (c.locale === 'vi') {
        await page.setViewportSize({ width: 390, height: 844 });
        await dialog.locator('[data-testid="import-summary"]').waitFor();
        await shot(page, `import-preview-phone-${c.locale}`);
        await assertAccessible(page, `the import preview on a phone (${c.locale})`);
        await page.setViewportSize({ width: 1366, height: 768 });
      }

      // the person imports the valid rows
      await dialog.locator('[data-testid="import-mode-valid_rows"] input').check();
      await dialog.locator('[data-testid="import-start"]').click();
      await dialog.locator('[data-testid="import-result"]').getByText(c.result).waitFor();
      // the report of the refused row, its reasons in the person's language
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.locator('[data-testid="import-report"]').click(),
      ]);
      const report = await readFile((await download.path())!, 'utf8');
      assert.match(report, /Khách Lỗi,abc,Chợ/);
      assert.ok(report.includes(c.badPhone), report);
      await shot(page, `import-result-${c.locale}`);
      await assertAccessible(page, `the import result (${c.locale})`);

      // the history, beside the exports
      await dialog.locator('[data-testid="import-history-link"]').click();
      await page.getByRole('tab', { name: c.history }).waitFor();
      const row = page.locator('.DataTable-row', { hasText: name });
      await row.first().waitFor();
      await row.first().getByText('2 / 1').waitFor();
      await shot(page, `import-history-${c.locale}`);
      await assertAccessible(page, `the import history (${c.locale})`);
      await context.close();
    });
});

describe('import of products', () => {
  test('the products list offers the import: the store to choose, the file, the template', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/products' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.locator('.DataTable-row').first().waitFor();
    await page.locator('[data-testid="products-import"]').click();
    const dialog = page.locator('[data-testid="import-dialog"]');
    await dialog.getByText('Nhập sản phẩm từ tệp').waitFor();
    await dialog.locator('[data-testid="import-store"]').waitFor();
    // without a store and a file there is nothing to check
    assert.equal(await dialog.locator('[data-testid="import-check"]').isDisabled(), true);
    await shot(page, 'import-products-choose-vi');
    await assertAccessible(page, 'the products import (vi)');
    await context.close();
  });
});
