import { describe, test } from 'node:test';
import { useE2E } from './harness.ts';
import { shot } from './content-helpers.ts';

const e2e = useE2E();

describe('reviews', () => {
  test('reviews: publish a pending review (English)', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/reviews?status=pending' });
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
