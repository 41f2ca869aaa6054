import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiAs } from './api-client.ts';
import { signInAsAdmin, useE2E, screenshot } from './harness.ts';

const e2e = useE2E();
const rows = '.DataTable-row';

interface Product {
  id: number;
  title: string;
  inspection: string | null;
}

/** The checklist screen against the real API and its demo data. */

describe('the checklist', () => {
  test('the checklist screen lists the latest inspections, filters them by result and opens one', async () => {
    const api = await apiAs(e2e.url);
    const failed = (await api.get('/v2/checklists?result=failed&count=50')).data as {
      id: number;
      product: { id: number; title: string };
    }[];
    assert.ok(failed.length > 0, 'the demo data has failed inspections');
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page, '/checklist');
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
    await screenshot(page, 'checklist-inspections-vi.png');
    await table.getByRole('link', { name: `#${failed[0].product.id} · ${failed[0].product.title}` }).click();
    await page.waitForURL((url) => url.searchParams.get('product_id') === String(failed[0].product.id));
    await page.locator('[data-testid="checklist-form"]').waitFor();
    assert.equal(await page.locator('[data-testid="checklist-product-id"]').inputValue(), String(failed[0].product.id));
    await context.close();
  });

  test('the checklist of a product not inspected yet saves a failed inspection with the score shown', async () => {
    const api = await apiAs(e2e.url);
    const products = (await api.get('/v2/products?count=50')).data as Product[];
    const product = products.find((p) => p.inspection === null)!;
    assert.equal((await api.get(`/v2/products/${product.id}/checklist`)).data, null, 'not inspected yet');

    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page, `/checklist?product_id=${product.id}`);
    await page.locator('[data-testid="checklist-form"]').waitFor();
    await page.locator('[data-testid="checklist-outcome"]', { hasText: 'Passed · 100/100' }).waitFor();
    await page.locator('[data-testid="check-engine_noise"]').getByRole('button', { name: 'Issue' }).click();
    await page.locator('[data-testid="checklist-outcome"]', { hasText: /Failed · 9\d\/100/ }).waitFor();
    const shown = await page.locator('[data-testid="checklist-outcome"]').textContent();
    await screenshot(page, 'checklist-en.png');
    await page.locator('[data-testid="checklist-save"]').click();
    await page.locator('[data-testid="alert-message"]', { hasText: 'Update successfully' }).waitFor();
    const saved = (await api.get(`/v2/products/${product.id}/checklist`)).data as {
      result: string;
      score: number;
      items: { key: string; result: string }[];
    };
    assert.equal(saved.result, 'failed');
    assert.ok(shown?.includes(`${saved.score}/100`), `the score shown (${shown}) is the one saved (${saved.score})`);
    assert.equal(((await api.get(`/v2/products/${product.id}/detail`)).data as Product).inspection, 'failed');
    await context.close();
  });
});
