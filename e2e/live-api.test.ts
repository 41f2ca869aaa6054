import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { navigate, signInAsAdmin, useE2E, screenshot } from './harness.ts';

const e2e = useE2E();
const rows = '.DataTable-row';

/** The product, brand, store, vehicle and order screens against the real API and its demo data. */

describe('the screens against the real API', () => {
  test('products, brands, stores, vehicles and orders load from the server', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
    });
    await signInAsAdmin(page, '/products');
    await page.locator(rows).first().waitFor();
    await page.locator('[data-testid="products-count"]', { hasText: /\d/ }).waitFor();
    await screenshot(page, 'products-live-en.png');
    const id = await page.locator(rows).first().getAttribute('data-id');
    await page.locator('[data-testid="category-2"]').click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2');
    await page.locator(rows).first().waitFor();

    await navigate(page, `/products/${id}/preview`);
    await page.locator('[data-testid="preview-title"]').waitFor();
    await page.locator('[data-testid="preview-statistics"]').waitFor();

    await navigate(page, '/brands');
    await page.locator(rows).first().waitFor();

    await navigate(page, '/stores');
    await page.locator(rows).first().waitFor();
    const storeId = await page.locator(rows).first().getAttribute('data-id');
    await navigate(page, `/stores/${storeId}?tab=products`);
    await page.locator('[data-testid="store-breadcrumbs"]').waitFor();

    await navigate(page, '/stations/vehicles');
    await page.locator(`${rows}, .DataTable-overlay`).first().waitFor();
    await navigate(page, '/stations/orders');
    await page.locator(`${rows}, .DataTable-overlay`).first().waitFor();
    await navigate(page, '/stations');
    await page.locator(`${rows}, .DataTable-overlay`).first().waitFor();
    assert.deepEqual(failures, []);
    await context.close();
  });
});
