import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { SHOTS_DIR, useE2E } from './harness.ts';
import { choose, pictureFile, shot, signInAsAdmin } from './content-helpers.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

describe('partners, leads and reviews', () => {
  test('partners: create one with a logo, deactivate it', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await page.goto('/partners');
    await page.locator('.DataTable-row').first().waitFor();
    await shot(page, 'partners-vi');
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
    await page.goto('/partners?q=Th%E1%BB%AD%20Nghi%E1%BB%87m');
    const row = page.locator('.DataTable-row', { hasText: 'Ngân hàng Thử Nghiệm Sài Gòn' });
    await row.waitFor();
    const id = await row.getAttribute('data-id');
    const active = page.locator(`[data-testid="partner-active-${id}"]`);
    assert.equal(await active.isChecked(), true);
    await active.click();
    await page.waitForFunction(
      (sel) => !(document.querySelector(sel) as HTMLInputElement | null)?.checked,
      `[data-testid="partner-active-${id}"]`,
    );
    await context.close();
  });

  test('leads: open one, then move several new leads to contacted at once', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await page.goto('/leads?status=new');
    const rows = page.locator('.DataTable-row');
    await rows.first().waitFor();
    const ids = await rows.evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute('data-id')));
    assert.equal(ids.length, 2, 'two new leads');
    const phones = await Promise.all(
      ids.map(
        async (id) =>
          (
            await page
              .locator(`.DataTable-row[data-id="${id}"] .DataTable-cell[data-field="full_name"] .MuiTypography-caption`)
              .textContent()
          )?.trim() ?? '',
      ),
    );

    await page.locator(`[data-testid="lead-open-${ids[0]}"]`).click();
    await page.locator('[data-testid="lead-detail"]').getByText('Số điện thoại').waitFor();
    await shot(page, 'lead-detail-vi');
    await page.keyboard.press('Escape');

    for (const id of ids) await page.locator(`.DataTable-row[data-id="${id}"] input[type="checkbox"]`).check();
    await page.locator('[data-testid="leads-change-status"]').click();
    await choose(page, 'status', 'contacted');
    await page.locator('textarea[name="note"]').fill('Đã gọi, hẹn xem xe cuối tuần');
    await shot(page, 'leads-status-vi');
    await page.locator('[data-testid="lead-status-save"]').click();
    await page.locator('[data-testid="lead-status-form"]').waitFor({ state: 'detached' });
    for (const id of ids) await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor({ state: 'detached' });

    for (const [index, id] of ids.entries()) {
      await page.goto(`/leads?status=contacted&q=${encodeURIComponent(phones[index])}`);
      await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    }
    await context.close();
  });

  test('reviews: publish a pending review (English)', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page);
    await page.goto('/reviews?status=pending');
    const row = page.locator('.DataTable-row').first();
    await row.waitFor();
    await shot(page, 'reviews-en');
    const id = await row.getAttribute('data-id');
    await page.locator(`[data-testid="review-publish-${id}"]`).click();
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor({ state: 'detached' });
    await page.goto('/reviews?status=published');
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    await context.close();
  });
});
