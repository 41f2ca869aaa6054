import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { settled } from './axe.ts';
import { navigate, quickMessage, useE2E } from './harness.ts';
import { pictureFile, refuse, rowId, shot, showsDate, typeDateTime } from './screen-helpers.ts';

const e2e = useE2E();

describe('events', () => {
  test('events: the SEO title check, create and edit messages, a 403 on delete ignored', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/events' });
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
    await typeDateTime(page.locator('input[name="start_time"]'), '2026-12-05T08:00');
    await typeDateTime(page.locator('input[name="end_time"]'), '2026-12-06T17:00');
    await page.locator('[data-testid="event-image"]').setInputFiles(await pictureFile('su-kien.png', '#10b981'));
    await shot(page, 'event-create-vi');
    await page.locator('[data-testid="form-save"]').click();
    await quickMessage(page, 'Tạo thành công');
    await page.waitForURL((url) => url.pathname === '/events');

    await navigate(page, '/events?q=%C4%90%C3%A0%20L%E1%BA%A1t');
    const id = await rowId(page, 'Ngày hội xe cũ Đà Lạt');
    await page.locator(`[data-testid="event-edit-${id}"]`).click();
    await page.waitForURL(`**/events/${id}/edit`);
    await showsDate(page.locator('input[name="start_time"]'), '05-12-2026 08:00');
    await page.locator('input[name="title"]').fill('Ngày hội xe cũ Đà Lạt mùa đông');
    await page.locator('[data-testid="form-save"]').click();
    await quickMessage(page, 'Sửa thành công');
    await page.waitForURL((url) => url.pathname === '/events');

    // a 403 on delete is ignored silently: no dialog, the event stays
    await navigate(page, `/events?q=m%C3%B9a%20%C4%91%C3%B4ng`);
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    await refuse(page, `**/api/events/${id}`, 'DELETE', 'events-delete');
    await page.locator(`[data-testid="event-delete-${id}"]`).click();
    const refused = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.status() === 403);
    await page.locator('[data-testid="confirm-yes"]').click();
    await refused;
    await settled(page);
    assert.equal(await page.locator('[data-testid="alert-dialog"]').count(), 0, 'no error dialog');
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    await context.close();
  });
  test('a row button holding the focus when the tooltips arrive keeps it; its tooltip shows on the next hover', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/events' });
    const row = page.locator('.DataTable-row').first();
    await row.waitFor();
    const edit = page.locator(`[data-testid="event-edit-${await row.getAttribute('data-id')}"]`);
    // the tooltips load as the focus comes to the table; a button mounted anew would lose the focus
    const tooltips = page.waitForResponse((r) => /\/Tooltip-[^/]+\.js$/.test(new URL(r.url()).pathname));
    await edit.evaluate((button) => button.setAttribute('data-marked', ''));
    await edit.focus();
    await tooltips;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.equal(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-marked') ?? false),
      true,
      'the focused button is the same element',
    );
    await page.keyboard.press('Tab');
    await edit.hover();
    await page
      .getByRole('tooltip')
      .filter({ hasText: (await edit.getAttribute('aria-label')) ?? '' })
      .waitFor();
    await context.close();
  });
});
