import { describe, test } from 'node:test';
import { navigate, useE2E } from './harness.ts';
import { openList, rowId, shot, switchOff } from './screen-helpers.ts';

const e2e = useE2E();

describe('news categories', () => {
  test('categories: create one, hide it, edit it (English)', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/category' });
    await openList(page, '/category', 'categories-en');
    await page.locator('[data-testid="category-create"]').click();
    await page.locator('input[name="name"]').fill('Xe đạp trợ lực');
    await page.locator('textarea[name="description"]').fill('Tin tức về xe máy điện');
    await shot(page, 'category-create-en');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL('**/category');
    await navigate(page, '/category?q=tr%E1%BB%A3%20l%E1%BB%B1c');
    const id = await rowId(page, 'Xe đạp trợ lực');
    await switchOff(page, `category-status-${id}`);

    await page.locator(`[data-testid="category-edit-${id}"]`).click();
    await page.waitForURL(`**/category/${id}/edit`);
    await page.locator('input[name="name"]').fill('Xe đạp trợ lực điện');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL('**/category');
    await page.locator('.DataTable-row', { hasText: 'Xe đạp trợ lực điện' }).waitFor();
    await context.close();
  });
});
