import { describe, test } from 'node:test';
import { navigate, useE2E } from './harness.ts';
import { choose, openList, pictureFile, shot, switchedOff } from './screen-helpers.ts';

const e2e = useE2E();

describe('pages and their pop-ups', () => {
  test('pages and pop-ups: a page shows its banners and pop-ups; a pop-up is created on it (English)', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/pages' });
    await openList(page, '/pages', 'pages-en');
    await page.locator('[data-testid="page-create"]').click();
    await page.locator('input[name="title"]').fill('Summer sale landing');
    await page.locator('[data-testid="page-content"]').click();
    await page.keyboard.type('Deals on scooters all summer.');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL(/\/pages\/\d+\/edit$/);
    const pageId = Number(/\/pages\/(\d+)\/edit$/.exec(page.url())?.[1]);
    await page.locator('[data-testid="page-popups"]').getByText('None').waitFor();

    await navigate(page, '/popups/create');
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

    await navigate(page, `/pages/${pageId}/edit`);
    await page.locator('[data-testid="page-popups"]').getByText('Summer voucher').waitFor();
    await shot(page, 'page-edit-en');

    await navigate(page, '/pages?q=Summer');
    const status = page.locator(`[data-testid="page-status-${pageId}"]`);
    await status.click();
    await switchedOff(page, `page-status-${pageId}`);
    await context.close();
  });
});
