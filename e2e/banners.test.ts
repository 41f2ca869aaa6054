import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { navigate, quickMessage, useE2E } from './harness.ts';
import { choose, pictureFile, refuse, shot, signInAsAdmin, switchOff } from './screen-helpers.ts';

const e2e = useE2E();

const bannerOrder = (page: Page) =>
  page
    .locator('[data-testid="banner-rows"] > [data-banner-id]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-banner-id'))));

/** dnd-kit's hidden instructions: there once the sortable rows have taken the rows' place. */
const sortableRows = (page: Page) => page.locator('[id^="DndDescribedBy"]');

/** Holds back the sortable rows' code until `release()`; `request` resolves when it is asked for. */
async function holdSortableRows(page: Page) {
  let release = () => {};
  let requested = false;
  const held = new Promise<void>((resolve) => void (release = resolve));
  let asked = () => {};
  const request = new Promise<void>((resolve) => void (asked = resolve));
  await page.route('**/sortable-banner-rows-*.js', async (route) => {
    requested = true;
    asked();
    await held;
    await route.continue();
  });
  return { release, request, requested: () => requested };
}

describe('banners', () => {
  test('banners: create with a picture, land on its edit page, reorder by dragging, unpublish', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/banners/create' });
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
    // the edit screen replaces the create one once it has rendered
    await page.locator('h1', { hasText: 'Sửa banner' }).waitFor();
    const id = Number(/\/banners\/(\d+)\/edit$/.exec(page.url())?.[1]);
    assert.equal(await page.locator('input[name="title"]').inputValue(), 'Tuần lễ xe ga giảm giá');
    assert.equal(await page.locator('textarea[name="description"]').inputValue(), '');
    assert.equal(await page.locator('[data-testid="field-platform-ios"]').isChecked(), false);

    // an edit without a new picture keeps the old one
    await page.locator('textarea[name="description"]').fill('Giảm đến 3 triệu cho xe ga');
    await page.locator('[data-testid="form-save"]').click();
    await quickMessage(page, 'Cập nhật banner thành công');
    await page.waitForURL(`**/banners/${id}/edit`);

    // the rows' drag-and-drop code is held back while a drag starts: the drag the pointer began on
    // the rows drawn without it goes on once it has come
    const held = await holdSortableRows(page);
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
    // the pointer over a handle starts loading the drag-and-drop code, not the page itself
    assert.equal(held.requested(), false, 'the drag-and-drop code is not loaded with the page');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await held.request;
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + target.height / 12);
    assert.equal(await sortableRows(page).count(), 0, 'the press and the first move come before the code');
    held.release();
    await sortableRows(page).waitFor({ state: 'attached' });
    for (let step = 2; step <= 12; step++) {
      await page.mouse.move(
        handle.x + handle.width / 2,
        handle.y + handle.height / 2 + (target.height * 1.1 * step) / 12,
      );
    }
    await page.mouse.up();
    await quickMessage(page, 'Đã lưu thứ tự');
    const after = await bannerOrder(page);
    assert.deepEqual(after.slice(0, 2), [second, first]);
    await page.reload();
    await page.locator(`[data-testid="banner-row-${first}"]`).waitFor();
    assert.deepEqual((await bannerOrder(page)).slice(0, 2), [second, first], 'the order is saved');

    await switchOff(page, `banner-status-${id}`);

    // a 403 on update shows the error and goes back (spec section 6)
    await page.locator(`[data-testid="banner-edit-${id}"]`).click();
    await page.waitForURL(`**/banners/${id}/edit`);
    await refuse(page, `**/api/banners/${id}`, 'POST', 'banners-update');
    await page.locator('[data-testid="form-save"]').click();
    await page.locator('[data-testid="alert-dialog"]').getByText('banners-update').waitFor();
    await page.waitForURL((url) => url.pathname === '/banners');
    await page.unroute(`**/api/banners/${id}`);

    await navigate(page, '/banners/setting');
    await page.locator('[data-testid^="banner-setting-page-"]').first().waitFor();
    await shot(page, 'banner-setting-vi');
    await context.close();
  });
  test('an invalid save focuses the first wrong field and brings it into view', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await page.setViewportSize({ width: 1366, height: 480 });
    await signInAsAdmin(page, '/banners/create');
    await page.locator('input[name="title"]').fill('Summer scooter week');
    // the page and the position are required; the title is fine
    await page.locator('[data-testid="form-save"]').click();
    // the select's own box (a combobox beside its hidden input) has the focus
    await page.waitForFunction(() =>
      Boolean(document.activeElement?.closest('.MuiFormControl-root')?.querySelector('input[name="page"]')),
    );
    // the whole field, its message included, is brought into view (after the message is drawn)
    await page
      .waitForFunction(() => {
        const r = document
          .querySelector('input[name="page"]')!
          .closest('.MuiFormControl-root')!
          .getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      })
      .catch(() => undefined);
    const field = page.locator('input[name="page"]');
    const box = (await field.evaluate((el) =>
      el.closest('.MuiFormControl-root')!.getBoundingClientRect().toJSON(),
    )) as {
      top: number;
      bottom: number;
    };
    assert.ok(box.top >= 0 && box.bottom <= 480, `the page field is in view: ${JSON.stringify(box)}`);
    const message = await page
      .locator('.MuiFormControl-root:has(input[name="page"]) .MuiFormHelperText-root')
      .innerText();
    assert.match(message, /page/i, `its message names it: ${message}`);
    await context.close();
  });
  test('the keyboard moves a banner, and a screen reader hears each step in Vietnamese', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    // the drag-and-drop code is held back until Space has been pressed on the handle
    const held = await holdSortableRows(page);
    await signInAsAdmin(page, '/banners');
    await page.locator('[data-testid="banner-rows"] > [data-banner-id]').nth(1).waitFor();
    const [first, second] = await bannerOrder(page);
    // dnd-kit's live region and instructions are hidden from sight, read by screen readers
    const live = page.locator('[id^="DndLiveRegion"]');
    const handle = page.locator(`[data-testid="banner-drag-${second}"]`);
    // before the code comes the handle is named and described as dnd-kit names it
    assert.equal(await handle.getAttribute('aria-roledescription'), 'sortable');
    const description = await handle.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    assert.match(description ?? '', /phím mũi tên/);
    await handle.focus();
    await held.request;
    await page.keyboard.press('Space');
    assert.equal(await sortableRows(page).count(), 0, 'Space comes before the code');
    held.release();
    await sortableRows(page).waitFor({ state: 'attached' });
    // the handle drawn by the sortable rows has the focus back
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-testid')),
      `banner-drag-${second}`,
    );
    // picked up: said, then where it is now (the next announcement replaces the first)
    await live.filter({ hasText: /Đã chọn banner|đang ở vị trí 2/ }).waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowUp');
    await live.filter({ hasText: 'vị trí 1' }).waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await live.filter({ hasText: 'Đã thả banner' }).waitFor({ state: 'attached' });
    await quickMessage(page, 'Đã lưu thứ tự');
    assert.deepEqual((await bannerOrder(page)).slice(0, 2), [second, first]);
    const instructions = (await page.locator('[id^="DndDescribedBy"]').first().textContent()) ?? '';
    assert.match(instructions, /phím mũi tên/);
    await context.close();
  });
});
