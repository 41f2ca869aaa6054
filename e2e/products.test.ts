import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { installCatalogueFake } from './catalogue-fake.ts';
import { SHOTS_DIR, signIn, useE2E } from './harness.ts';
import { tinyPng } from './png.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

const rows = '.MuiDataGrid-row';

describe('products', () => {
  test('list: filter, search without accents, sort, columns kept after reload, status actions, export', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    const state = await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();

    await page.goto('/products');
    await page.locator(rows).first().waitFor();
    await page.getByText('About 64 results').waitFor();
    assert.equal(await page.locator(rows).count() > 0, true);
    for (const header of ['ID', 'Picture', 'Subject', 'Phone', 'Product Type']) {
      await page.locator('.MuiDataGrid-columnHeaderTitle', { hasText: header }).first().waitFor();
    }
    await page.screenshot({ path: join(SHOTS_DIR, 'products-en.png') });

    // diacritic-insensitive search
    await page.locator('[data-testid="products-search"]').fill('do do ha noi');
    await page.waitForURL((url) => url.searchParams.get('q') === 'do do ha noi');
    await page.locator(rows, { hasText: 'VinFast Evo200 đỏ đô Hà Nội chính chủ' }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.MuiDataGrid-row').length === 1);
    await page.locator('[data-testid="products-clear-filters"]').click();
    await page.waitForURL((url) => !url.searchParams.get('q'));

    // category filter in the URL
    await page.locator('[data-testid="category-1"]').click();
    await page.waitForURL((url) => url.searchParams.get('type') === '1');
    await page.getByText('About 16 results').waitFor();

    // sort by price
    await page.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollTo({ left: 900 }));
    await page.locator('.MuiDataGrid-columnHeader[data-field="price"]').click();
    await page.waitForURL((url) => url.searchParams.get('sort_by') === 'price');
    const firstId = await page.locator(rows).first().getAttribute('data-id');
    assert.equal(firstId, '1064', 'the most expensive scooter comes first');

    // column toggle kept after reload
    await page.locator('[data-testid="products-columns"]').click();
    await page.locator('.MuiDataGrid-columnsManagement').getByLabel('Phone').uncheck();
    await page.keyboard.press('Escape');
    await page.reload();
    await page.locator(rows).first().waitFor();
    assert.equal(await page.locator('.MuiDataGrid-columnHeader[data-field="phone"]').count(), 0, 'Phone stays hidden');

    // approve a product in review: the row shows the returned status
    await page.goto('/products?sales_status=in+review');
    await page.locator(rows).first().waitFor();
    const reviewId = await page.locator(rows).first().getAttribute('data-id');
    await page.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await page.locator(`[data-testid="product-menu-${reviewId}"]`).click();
    await page.locator('[data-testid="product-action-approve"]').click();
    await page.locator(`${rows}[data-id="${reviewId}"] [data-status="ing"]`).waitFor();
    assert.equal(state.products.find((p) => p.id === Number(reviewId))?.sales_status, 'ing');

    // block with a reason
    await page.locator(`[data-testid="product-menu-${reviewId}"]`).click();
    await page.locator('[data-testid="product-action-block"]').click();
    await page.locator('[data-testid="block-confirm"]').click();
    await page.getByText('A blocked product needs a reason').waitFor();
    await page.locator('[data-testid="block-reason"]').fill('Ảnh không phải xe thật');
    await page.screenshot({ path: join(SHOTS_DIR, 'products-block-en.png') });
    await page.locator('[data-testid="block-confirm"]').click();
    await page.locator(`${rows}[data-id="${reviewId}"] [data-status="blocked"]`).waitFor();
    assert.equal(state.products.find((p) => p.id === Number(reviewId))?.blocked_reason, 'Ảnh không phải xe thật');

    // export the whole filtered list as CSV
    await page.goto('/products?type=4');
    await page.locator(rows).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-csv"]').click()]);
    assert.equal(download.suggestedFilename(), 'products-2026-11-21.csv');
    const csv = readFileSync((await download.path())!, 'utf8').trim().split('\n');
    assert.equal(csv.length, 1 + 16, 'a header and every electric product');
    await page.getByText('The export is saved').waitFor();
    await context.close();
  });

  test('list and preview in Vietnamese', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/products');
    await page.locator(rows).first().waitFor();
    await page.getByText('Khoảng 64 kết quả').waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'products-vi.png') });

    await page.goto('/products/1007/preview');
    await page.locator('[data-testid="preview-title"]', { hasText: 'VinFast Evo200 đỏ đô Hà Nội chính chủ' }).waitFor();
    assert.equal(await page.locator('[data-testid="preview-price"]').textContent(), '17.950.000đ');
    await page.locator('[data-testid="preview-statistics"]', { hasText: '1.520' }).waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'product-preview-vi.png') });
    await context.close();
  });

  test('register a product with pictures; a refused number plate shows the server message', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    const state = await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/products/register');

    await page.locator('[data-testid="register-publish"]').click();
    await page.getByText('Subject is required').waitFor();
    await page.getByText('Add at least one picture').waitFor();

    await page.locator('[data-testid="product-store"]').fill('ha noi');
    await page.getByRole('option', { name: /Cửa hàng Xe Máy Hà Nội/ }).click();
    await page.getByRole('combobox', { name: 'Make' }).click();
    await page.getByRole('option', { name: 'Honda' }).click();
    await page.getByRole('combobox', { name: 'Model' }).click();
    await page.getByRole('option', { name: 'Vision' }).click();
    await page.getByRole('combobox', { name: 'Trim' }).click();
    await page.getByRole('option', { name: 'Cao cấp (2024)' }).click();
    await page.locator('input[name="title"]').fill('Honda Vision 2024 cao cấp, biển Hà Nội');
    await page.locator('input[name="price"]').fill('31.500.000');
    await page.locator('input[name="number_plate"]').fill('51F-999.99');
    await page.locator('input[name="used_distance"]').fill('5400');
    await page.locator('[data-testid="product-images"]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: tinyPng([200, 30, 30]) },
      { name: 'side.png', mimeType: 'image/png', buffer: tinyPng([30, 30, 200]) },
    ]);
    assert.equal(await page.locator('[data-testid="image-previews"] img').count(), 2);
    assert.equal(await page.locator('[data-testid="register-publish"]').evaluate((el) => el.getBoundingClientRect().width), 170);
    await page.screenshot({ path: join(SHOTS_DIR, 'product-register-en.png') });

    await page.locator('[data-testid="register-publish"]').click();
    await page.getByText('The number plate 51F-999.99 is already listed').waitFor();
    await page.locator('[data-testid="alert-close"]').click();

    await page.locator('input[name="number_plate"]').fill('29A1-123.45');
    await page.locator('[data-testid="register-publish"]').click();
    await page.getByText('Product register successfully!').waitFor();
    assert.equal(state.registered.length, 1);
    assert.equal(state.registered[0].images, 2);
    assert.match(state.registered[0].body, /name="sales_status"\r\n\r\ning\r\n/);
    assert.match(state.registered[0].body, /name="price"\r\n\r\n31500000\r\n/);
    await page.locator('[data-testid="alert-close"]').click();
    await page.waitForURL((url) => url.pathname === '/products');
    await context.close();
  });
});
