import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { SHOTS_DIR, useE2E } from './harness.ts';
import { choose, pictureFile, shot, signInAsAdmin } from './content-helpers.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

const bannerOrder = (page: Page) =>
  page
    .locator('[data-testid="banner-rows"] > [data-banner-id]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-banner-id'))));

describe('banners, events, pop-ups and pages', () => {
  test('banners: create with a picture, land on its edit page, reorder by dragging, unpublish', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await page.goto('/banners/create');
    await page.locator('input[name="title"]').fill('Tuần lễ xe ga giảm giá');
    await page.locator('input[name="link"]').fill('/khuyen-mai/xe-ga');
    await page.locator('[data-testid="field-page"]').click();
    await page.locator('[data-testid^="option-page-"]').first().click();
    await choose(page, 'position', 'top');
    await page.locator('[data-testid="field-platform-ios"]').uncheck();
    // no picture yet: the form asks for one
    await page.locator('[data-testid="form-save"]').click();
    await page.getByText('Hãy chọn hình ảnh').waitFor();
    await page.locator('[data-testid="banner-thumbnail"]').setInputFiles(await pictureFile('banner.png', '#ef4444'));
    await shot(page, 'banner-create-vi');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL(/\/banners\/\d+\/edit$/);
    const id = Number(/\/banners\/(\d+)\/edit$/.exec(page.url())?.[1]);
    assert.equal(await page.locator('input[name="title"]').inputValue(), 'Tuần lễ xe ga giảm giá');
    assert.equal(await page.locator('textarea[name="description"]').inputValue(), '');
    assert.equal(await page.locator('[data-testid="field-platform-ios"]').isChecked(), false);

    // an edit without a new picture keeps the old one
    await page.locator('textarea[name="description"]').fill('Giảm đến 3 triệu cho xe ga');
    await page.locator('[data-testid="form-save"]').click();
    await page.getByText('Cập nhật banner thành công').waitFor();
    await page.waitForURL(`**/banners/${id}/edit`);

    await page.goto('/banners');
    await page.locator(`[data-testid="banner-row-${id}"]`).waitFor();
    const height = await page
      .locator(`[data-testid="banner-row-${id}"]`)
      .evaluate((el) => el.getBoundingClientRect().height);
    assert.equal(Math.round(height), 123);
    await shot(page, 'banners-vi');

    const before = await bannerOrder(page);
    assert.ok(before.length >= 3, 'several banners to order');
    const [first, second] = before;
    const handle = await page.locator(`[data-testid="banner-drag-${first}"]`).boundingBox();
    const target = await page.locator(`[data-testid="banner-row-${second}"]`).boundingBox();
    assert.ok(handle && target);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(
        handle.x + handle.width / 2,
        handle.y + handle.height / 2 + (target.height * 1.1 * step) / 12,
      );
    }
    await page.mouse.up();
    await page.getByText('Đã lưu thứ tự').waitFor();
    const after = await bannerOrder(page);
    assert.deepEqual(after.slice(0, 2), [second, first]);
    await page.reload();
    await page.locator(`[data-testid="banner-row-${first}"]`).waitFor();
    assert.deepEqual((await bannerOrder(page)).slice(0, 2), [second, first], 'the order is saved');

    const status = page.locator(`[data-testid="banner-status-${id}"]`);
    assert.equal(await status.isChecked(), true);
    await status.click();
    await page.waitForFunction(
      (sel) => !(document.querySelector(sel) as HTMLInputElement | null)?.checked,
      `[data-testid="banner-status-${id}"]`,
    );

    // a 403 on update shows the error and goes back (spec section 6)
    await page.locator(`[data-testid="banner-edit-${id}"]`).click();
    await page.waitForURL(`**/banners/${id}/edit`);
    await page.route(`**/api/banners/${id}`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ result_code: 403, result: 'You need the permission banners-update' }),
          })
        : route.continue(),
    );
    await page.locator('[data-testid="form-save"]').click();
    await page.locator('[data-testid="alert-dialog"]').getByText('banners-update').waitFor();
    await page.waitForURL((url) => url.pathname === '/banners');
    await page.unroute(`**/api/banners/${id}`);

    await page.goto('/banners/setting');
    await page.locator('[data-testid^="banner-setting-page-"]').first().waitFor();
    await shot(page, 'banner-setting-vi');
    await context.close();
  });

  test('events: the SEO title check, create and edit messages, a 403 on delete ignored', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await page.goto('/events');
    const firstRow = page.locator('.DataTable-row').first();
    await firstRow.waitFor();
    await shot(page, 'events-vi');
    const takenTitle =
      (await firstRow.locator('.DataTable-cell[data-field="title"] p').first().textContent())?.trim() ?? '';

    await page.locator('[data-testid="event-create"]').click();
    await page.locator('input[name="title"]').fill('Ngày hội xe cũ Đà Lạt');
    await page.locator('input[name="seo_title"]').fill(takenTitle);
    await page.locator('[data-testid="event-check-title"]').click();
    const check = page.locator('[data-testid="event-title-check"]');
    await check.getByText('đã được dùng').waitFor();
    await page.locator('input[name="seo_title"]').fill('Ngày hội xe cũ Đà Lạt 2026');
    await page.locator('[data-testid="event-check-title"]').click();
    await check.getByText('ngay-hoi-xe-cu-da-lat-2026').waitFor();
    await check.getByText('có thể dùng').waitFor();
    await check.getByRole('button').click();
    assert.equal(await page.locator('input[name="slug"]').inputValue(), 'ngay-hoi-xe-cu-da-lat-2026');
    await page.locator('input[name="location"]').fill('Cung Văn hoá Hữu Nghị, Hà Nội');
    await page.locator('input[name="start_time"]').fill('2026-12-05T08:00');
    await page.locator('input[name="end_time"]').fill('2026-12-06T17:00');
    await page.locator('[data-testid="event-image"]').setInputFiles(await pictureFile('su-kien.png', '#10b981'));
    await shot(page, 'event-create-vi');
    await page.locator('[data-testid="form-save"]').click();
    await page.getByText('Tạo thành công').waitFor();
    await page.waitForURL((url) => url.pathname === '/events');

    await page.goto('/events?q=%C4%90%C3%A0%20L%E1%BA%A1t');
    const row = page.locator('.DataTable-row', { hasText: 'Ngày hội xe cũ Đà Lạt' });
    await row.waitFor();
    const id = await row.getAttribute('data-id');
    await page.locator(`[data-testid="event-edit-${id}"]`).click();
    await page.waitForURL(`**/events/${id}/edit`);
    assert.equal(await page.locator('input[name="start_time"]').inputValue(), '2026-12-05T08:00');
    await page.locator('input[name="title"]').fill('Ngày hội xe cũ Đà Lạt mùa đông');
    await page.locator('[data-testid="form-save"]').click();
    await page.getByText('Sửa thành công').waitFor();
    await page.waitForURL((url) => url.pathname === '/events');

    // a 403 on delete is ignored silently: no dialog, the event stays
    await page.goto(`/events?q=m%C3%B9a%20%C4%91%C3%B4ng`);
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    await page.route(`**/api/events/${id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ result_code: 403, result: 'You need the permission events-delete' }),
          })
        : route.continue(),
    );
    await page.locator(`[data-testid="event-delete-${id}"]`).click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.waitForTimeout(500);
    assert.equal(await page.locator('[data-testid="alert-dialog"]').count(), 0, 'no error dialog');
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    await context.close();
  });

  test('pages and pop-ups: a page shows its banners and pop-ups; a pop-up is created on it (English)', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page);
    await page.goto('/pages');
    await page.locator('.DataTable-row').first().waitFor();
    await shot(page, 'pages-en');
    await page.locator('[data-testid="page-create"]').click();
    await page.locator('input[name="title"]').fill('Summer sale landing');
    await page.locator('[data-testid="page-content"]').click();
    await page.keyboard.type('Deals on scooters all summer.');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL(/\/pages\/\d+\/edit$/);
    const pageId = Number(/\/pages\/(\d+)\/edit$/.exec(page.url())?.[1]);
    await page.locator('[data-testid="page-popups"]').getByText('None').waitFor();

    await page.goto('/popups/create');
    await page.locator('input[name="title"]').fill('Summer voucher');
    await page.locator('input[name="link"]').fill('/summer');
    await choose(page, 'page', pageId);
    await choose(page, 'frequency', 'daily');
    await page
      .locator('[data-testid="popup-image"]')
      .setInputFiles(await pictureFile('popup.png', '#8b5cf6', 600, 600));
    await shot(page, 'popup-create-en');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL((url) => url.pathname === '/popups');
    await page.locator('.DataTable-row', { hasText: 'Summer voucher' }).waitFor();
    await shot(page, 'popups-en');

    await page.goto(`/pages/${pageId}/edit`);
    await page.locator('[data-testid="page-popups"]').getByText('Summer voucher').waitFor();
    await shot(page, 'page-edit-en');

    await page.goto('/pages?q=Summer');
    const status = page.locator(`[data-testid="page-status-${pageId}"]`);
    await status.click();
    await page.waitForFunction(
      (sel) => !(document.querySelector(sel) as HTMLInputElement | null)?.checked,
      `[data-testid="page-status-${pageId}"]`,
    );
    await context.close();
  });
});
