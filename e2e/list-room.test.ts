import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';

const e2e = useE2E();
const rows = '.DataTable-row';

/** The rows wholly inside the window and above the pager. */
const rowsSeen = (page: Page) =>
  page.evaluate(() => {
    const pager = document.querySelector('.MuiTablePagination-root')?.getBoundingClientRect().top ?? innerHeight;
    return [...document.querySelectorAll('.DataTable-row')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= Math.min(innerHeight, pager);
    }).length;
  });

for (const locale of ['vi', 'en'] as const) {
  test(`at 1366 × 768 a list shows at least 12 rows, fills the window, and its density is remembered (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale });
    await page.setViewportSize({ width: 1366, height: 768 });
    for (const path of ['/transactions', '/loans', '/finance-loans', '/news', '/leads']) {
      await navigate(page, path);
      await page.locator(rows).nth(12).waitFor();
      await page.waitForFunction(
        () => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, .is-placeholder'),
      );
      assert.ok((await rowsSeen(page)) >= 12, `${path}: ${await rowsSeen(page)} rows`);
      // no room left under the table: the card ends where the page's padding starts
      const gap = await page.evaluate(
        () =>
          innerHeight - document.querySelector('.MuiCard-root:has(.DataTable-root)')!.getBoundingClientRect().bottom,
      );
      assert.ok(gap >= 0 && gap <= 24, `${path}: ${gap}px under the list`);
    }
    await shot(page, `list-compact-${locale}`);
    await assertAccessible(page, 'a compact list');
    // the taller rows, chosen once, stay chosen on the next list and after a reload
    const density = page.locator('[data-testid="table-density"]');
    assert.equal(await density.getAttribute('data-density'), 'compact');
    await density.click();
    await page.locator('[data-testid="table-density"][data-density="comfortable"]').waitFor();
    const tall = await page
      .locator(rows)
      .first()
      .evaluate((row) => row.getBoundingClientRect().height);
    assert.ok(tall >= 52, `comfortable rows are ${tall}px`);
    await page.reload();
    await page.locator(rows).first().waitFor();
    await page.locator('[data-testid="table-density"][data-density="comfortable"]').waitFor();
    await shot(page, `list-comfortable-${locale}`);
    await context.close();
  });

  test(`a list the server fails says so once, in place, with which list and a retry; a slow one shows rows of its shape (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale, path: '/partners' });
    await page.locator(rows).first().waitFor();
    let failing = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v2\/transactions\?/, async (route) => {
      if (failing)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"result_code":0,"result":"Server Error"}',
        });
      await held;
      return route.continue();
    });
    await navigate(page, '/transactions');
    const failed = page.locator('[data-testid="list-error"]');
    await failed.waitFor();
    const title = locale === 'vi' ? 'Không tải được danh sách: Giao dịch' : 'Could not load the list: Transactions';
    await failed.getByText(title).waitFor();
    assert.match((await failed.locator('[data-testid="list-error-reason"]').textContent()) ?? '', /\(HTTP 500\)$/);
    assert.equal(await page.locator('[role="dialog"]').count(), 0, 'no error dialog besides it');
    await shot(page, `list-failed-named-${locale}`);
    await assertAccessible(page, 'a list that failed');
    // the retry asks again; while the answer is slow, rows of the list's shape and no "0 of 0"
    failing = false;
    await page.locator('[data-testid="list-retry"]').click();
    await page.locator('.DataTable-placeholder').nth(4).waitFor();
    assert.equal(await page.getByText(/^0–0/).count(), 0);
    await shot(page, `list-loading-${locale}`);
    release();
    await page.locator(rows).first().waitFor();
    assert.equal(await page.locator('.DataTable-placeholder').count(), 0);
    await context.close();
  });
}

for (const locale of ['vi', 'en'] as const) {
  test(`a list's XLSX export is a sheet staff can work in: header frozen and filtered, widths, real dates, words (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale, path: '/transactions?type=finance' });
    await page.locator(rows).first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-testid="export-xlsx"]').click(),
    ]);
    assert.match(download.suggestedFilename(), /^transactions-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const files = unzipSync(readFileSync((await download.path())!));
    const sheet = Buffer.from(files['xl/worksheets/sheet1.xml']!).toString('utf8');
    assert.match(sheet, /<pane ySplit="1"[^>]*state="frozen"/);
    assert.match(sheet, /<autoFilter ref="A1:[A-Z]+1"\/>/);
    assert.match(sheet, /<cols>(<col [^>]*customWidth="1"\/>)+<\/cols>/);
    // the second column is the day it was made: a number the sheet formats as a date, not text
    assert.match(sheet, /<c r="B2" s="\d+"><v>\d{5}(\.\d+)?<\/v><\/c>/);
    const styles = Buffer.from(files['xl/styles.xml']!).toString('utf8');
    assert.match(styles, /formatCode="dd-mm-yyyy hh:mm"/);
    assert.match(sheet, locale === 'vi' ? />Đã giải ngân</ : />Disbursed</);
    assert.doesNotMatch(sheet, />\w+-(disbursed|rejected)</, 'no loan status code');
    await context.close();
  });
}
