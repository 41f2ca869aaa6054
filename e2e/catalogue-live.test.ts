import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { apiAs } from './catalogue-api.ts';
import { SHOTS_DIR, signIn, useE2E } from './harness.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });
const rows = '.DataTable-row';

/** The catalogue screens against the real API and its demo data. */
describe('catalogue against the API', () => {
  test('products, brands, stores, vehicles and orders load from the server', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    const failures: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 500) failures.push(`${r.status()} ${r.url()}`);
    });
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();

    await page.goto('/products');
    await page.locator(rows).first().waitFor();
    await page.locator('[data-testid="products-count"]', { hasText: /\d/ }).waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'products-live-en.png') });
    const id = await page.locator(rows).first().getAttribute('data-id');
    await page.locator('[data-testid="category-2"]').click();
    await page.waitForURL((url) => url.searchParams.get('type') === '2');
    await page.locator(rows).first().waitFor();

    await page.goto(`/products/${id}/preview`);
    await page.locator('[data-testid="preview-title"]').waitFor();
    await page.locator('[data-testid="preview-statistics"]').waitFor();

    await page.goto('/brands');
    await page.locator(rows).first().waitFor();

    await page.goto('/stores');
    await page.locator(rows).first().waitFor();
    const storeId = await page.locator(rows).first().getAttribute('data-id');
    await page.goto(`/stores/${storeId}?tab=products`);
    await page.locator('[data-testid="store-breadcrumbs"]').waitFor();

    await page.goto('/stations/vehicles');
    await page.locator(`${rows}, .DataTable-overlay`).first().waitFor();
    await page.goto('/stations/orders');
    await page.locator(`${rows}, .DataTable-overlay`).first().waitFor();
    await page.goto('/stations');
    await page.locator(`${rows}, .DataTable-overlay`).first().waitFor();
    assert.deepEqual(failures, []);
    await context.close();
  });

  test('the checklist screen lists the latest inspections, filters them by result and opens one', async () => {
    const api = await apiAs(e2e.url);
    const failed = (await api.get('/v2/checklists?result=failed&count=50')).data as {
      id: number;
      product: { id: number; title: string };
    }[];
    assert.ok(failed.length > 0, 'the demo data has failed inspections');
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/checklist');
    const table = page.locator('[data-testid="inspections"]');
    await table.locator(rows).first().waitFor();
    await table.getByRole('combobox', { name: 'Kết quả' }).click();
    await page.getByRole('option', { name: 'Không đạt' }).click();
    await page.waitForURL((url) => url.searchParams.get('result') === 'failed');
    // the unfiltered page stays on screen until the filtered one arrives: wait for its first row
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="inspections"] .DataTable-row')?.getAttribute('data-id') === id,
      String(failed[0].id),
    );
    const shownIds = await table.locator(rows).evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
    assert.deepEqual(
      shownIds,
      failed.slice(0, shownIds.length).map((f) => f.id),
      'the failed inspections, newest first',
    );
    for (const text of await table.locator(rows).allInnerTexts()) assert.match(text, /Không đạt/, 'every row failed');
    await page.screenshot({ path: join(SHOTS_DIR, 'checklist-inspections-vi.png') });
    await table.getByRole('link', { name: `#${failed[0].product.id} · ${failed[0].product.title}` }).click();
    await page.waitForURL((url) => url.searchParams.get('product_id') === String(failed[0].product.id));
    await page.locator('[data-testid="checklist-form"]').waitFor();
    assert.equal(await page.locator('[data-testid="checklist-product-id"]').inputValue(), String(failed[0].product.id));
    await context.close();
  });
});
