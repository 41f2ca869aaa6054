import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { navigate, signInAsAdmin, useE2E } from './harness.ts';
import { choose, openList, pictureFile, rowId, shot, switchOff } from './screen-helpers.ts';

const e2e = useE2E();

describe('partners', () => {
  test('partners: create one with a logo, deactivate it', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/partners' });
    await openList(page, '/partners', 'partners-vi');
    await assertAccessible(page, '/partners');
    await page.locator('[data-testid="partner-create"]').click();
    await page.locator('input[name="name"]').fill('Ngân hàng Thử Nghiệm Sài Gòn');
    await choose(page, 'type', 'bank');
    await page.locator('input[name="hotline"]').fill('1900 1234');
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.locator('[data-testid="form-save"]').click();
    await page.locator('#email-helper-text').waitFor();
    await page.locator('input[name="email"]').fill('lienhe@thunghiem.vn');
    await page
      .locator('[data-testid="partner-logo"]')
      .setInputFiles(await pictureFile('logo.png', '#0ea5e9', 300, 300));
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL((url) => url.pathname === '/partners');
    await navigate(page, '/partners?q=Th%E1%BB%AD%20Nghi%E1%BB%87m');
    const id = await rowId(page, 'Ngân hàng Thử Nghiệm Sài Gòn');
    await switchOff(page, `partner-active-${id}`);
    await context.close();
  });
});

describe('leaving a form', () => {
  test('a changed form asks before the user leaves it; an untouched one does not', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/partners/create' });
    await page.locator('[data-testid="partner-form"]').waitFor();
    await page.locator('[data-testid="form-cancel"]').click();
    await page.waitForURL((url) => url.pathname === '/partners');

    await page.locator('[data-testid="partner-create"]').click();
    await page.locator('input[name="name"]').fill('Ngân hàng chưa lưu');
    await page.locator('[data-testid="form-cancel"]').click();
    const dialog = page.locator('[data-testid="confirm-dialog"]');
    await dialog.waitFor();
    assert.match(await dialog.innerText(), /Leave without saving\?/);
    await shot(page, 'leave-guard-en');
    await assertAccessible(page, 'the leave dialog');
    await page.locator('[data-testid="confirm-cancel"]').click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/partners/create');
    assert.equal(await page.locator('input[name="name"]').inputValue(), 'Ngân hàng chưa lưu');

    await page.locator('[data-testid="menu-partners"]').click();
    await dialog.waitFor();
    await page.locator('[data-testid="confirm-cancel"]').click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/partners/create');

    // the browser's back button inside the app asks too
    await page.goBack();
    await dialog.waitFor();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.waitForURL((url) => url.pathname === '/partners');
    await context.close();
  });
  test('a list the server fails to give: the error in place with a retry, no count of 0; the retry shows the rows', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/partners',
      (route) =>
        fail
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"result_code":0,"result":"boom"}' })
          : route.continue(),
    );
    await signInAsAdmin(page, '/partners');
    // one failure message, in place of the rows (spec section 8: a list's failure is not a dialog)
    const failed = page.locator('[data-testid="list-error"]');
    await failed.waitFor();
    assert.match(await failed.innerText(), /Không tải được danh sách: Đối tác/);
    assert.equal(await page.locator('[data-testid="alert-close"]').count(), 0, 'no error dialog besides it');
    assert.equal(await page.locator('.DataTable-row').count(), 0);
    // the title's line under it says the list's count: none while the count is not known
    await page.locator('h1').waitFor();
    assert.equal(await page.locator('h1 + *').count(), 0, 'no count of 0');
    await shot(page, 'list-failed-vi');
    fail = false;
    await page.locator('[data-testid="list-retry"]').click();
    await page.locator('.DataTable-row').first().waitFor();
    assert.equal(await failed.count(), 0);
    // and the count, once known
    assert.match(await page.locator('h1 + *').innerText(), /^\d+ đối tác/);
    await context.close();
  });
});
