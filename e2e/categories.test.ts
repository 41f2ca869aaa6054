import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { SHOTS_DIR, useE2E } from './harness.ts';
import { shot, signInAsAdmin } from './content-helpers.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

describe('news categories', () => {
  test('categories: create one, hide it, edit it (English)', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page);
    await page.goto('/category');
    await page.locator('.DataTable-row').first().waitFor();
    await shot(page, 'categories-en');
    await page.locator('[data-testid="category-create"]').click();
    await page.locator('input[name="name"]').fill('Xe đạp trợ lực');
    await page.locator('textarea[name="description"]').fill('Tin tức về xe máy điện');
    await shot(page, 'category-create-en');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL('**/category');
    await page.goto('/category?q=tr%E1%BB%A3%20l%E1%BB%B1c');
    const row = page.locator('.DataTable-row', { hasText: 'Xe đạp trợ lực' });
    await row.waitFor();
    const id = await row.getAttribute('data-id');
    const status = page.locator(`[data-testid="category-status-${id}"]`);
    assert.equal(await status.isChecked(), true);
    await status.click();
    await page.waitForFunction(
      (sel) => !(document.querySelector(sel) as HTMLInputElement | null)?.checked,
      `[data-testid="category-status-${id}"]`,
    );

    await page.locator(`[data-testid="category-edit-${id}"]`).click();
    await page.waitForURL(`**/category/${id}/edit`);
    await page.locator('input[name="name"]').fill('Xe đạp trợ lực điện');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL('**/category');
    await page.locator('.DataTable-row', { hasText: 'Xe đạp trợ lực điện' }).waitFor();
    await context.close();
  });
});
