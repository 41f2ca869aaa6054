import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { installCatalogueFake } from './catalogue-fake.ts';
import { SHOTS_DIR, signIn, useE2E } from './harness.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });
const rows = '.MuiDataGrid-row';

describe('brands and models', () => {
  test('create a trim with a new brand and model, edit it, delete it; a trim in use cannot be deleted', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    const state = await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();

    await page.goto('/brands');
    await page.locator(rows).first().waitFor();
    await page.locator('[data-testid="brand-list"]').getByText('Honda').click();
    await page.waitForURL((url) => url.searchParams.get('brand_id') === '1');
    await page.getByRole('button', { name: 'Vision · 2' }).waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'brands-en.png') });

    await page.locator('[data-testid="trim-create"]').click();
    await page.waitForURL('**/brands/models/model-details/create');
    await page.getByRole('combobox', { name: 'Make' }).click();
    await page.getByRole('option', { name: '+ New brand' }).click();
    await page.locator('[data-testid="trim-brand-name"]').fill('Suzuki');
    await page.getByRole('combobox', { name: 'Model' }).click();
    await page.getByRole('option', { name: '+ New model' }).click();
    await page.locator('[data-testid="trim-model-name"]').fill('Raider');
    await page.locator('[data-testid="trim-submit"]').click();
    await page.getByText('A new model needs its category').waitFor();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Gear' }).click();
    await page.locator('input[name="name"]').fill('R150 Fi');
    await page.locator('input[name="year"]').fill('2024');
    await page.getByLabel('Dung tích (cc)').fill('150');
    await page.screenshot({ path: join(SHOTS_DIR, 'trim-create-en.png') });
    await page.locator('[data-testid="trim-submit"]').click();
    await page.getByText('Trim created').waitFor();
    await page.waitForURL((url) => url.pathname === '/brands' && Boolean(url.searchParams.get('model_id')));
    const row = page.locator(rows, { hasText: 'R150 Fi' });
    await row.waitFor();
    const id = await row.getAttribute('data-id');
    assert.ok(state.brands.some((b) => b.name === 'Suzuki'));

    await page.locator(`[data-testid="trim-edit-${id}"]`).click();
    await page.waitForURL(`**/brands/models/model-details/${id}/edit`);
    assert.equal(await page.getByLabel('Dung tích (cc)').inputValue(), '150');
    await page.locator('input[name="name"]').fill('R150 Fi ABS');
    await page.locator('[data-testid="trim-submit"]').click();
    await page.getByText('Update successfully').first().waitFor();
    await page.locator(rows, { hasText: 'R150 Fi ABS' }).waitFor();

    await page.locator(`[data-testid="trim-delete-${id}"]`).click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.getByText('Trim deleted').waitFor();
    await page.locator(rows, { hasText: 'R150 Fi ABS' }).waitFor({ state: 'detached' });

    await page.goto('/brands?brand_id=1&model_id=10');
    await page.locator(`${rows}[data-id="11"]`).waitFor();
    await page.locator('[data-testid="trim-delete-11"]').click();
    await page.getByText('16 products use this trim').waitFor();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.getByText('Tiêu chuẩn is used by 16 products and cannot be deleted; set it inactive instead').waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    await page.locator(`${rows}[data-id="11"]`).waitFor();

    // brands themselves: add, rename, and a brand with models cannot be deleted
    await page.locator('[data-testid="brand-create"]').click();
    await page.locator('[data-testid="brand-name"]').fill('Piaggio');
    await page.locator('[data-testid="brand-save"]').click();
    await page.locator('[data-testid="brand-list"]').getByText('Piaggio').click();
    await page.locator('[data-testid="brand-edit"]').click();
    await page.locator('[data-testid="brand-name"]').fill('Piaggio Việt Nam');
    await page.locator('[data-testid="brand-save"]').click();
    await page.locator('[data-testid="brand-list"]').getByText('Piaggio Việt Nam').waitFor();
    await page.locator('[data-testid="brand-delete"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.locator('[data-testid="brand-list"]').getByText('Piaggio Việt Nam').waitFor({ state: 'detached' });
    await page.locator('[data-testid="brand-list"]').getByText('Honda').click();
    await page.locator('[data-testid="brand-delete"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.getByText('Honda has models and cannot be deleted').waitFor();
    await context.close();
  });

  test('brands in Vietnamese', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await installCatalogueFake(page);
    await signIn(page, 'admin', 'admin123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.goto('/brands?brand_id=1');
    await page.locator(rows).first().waitFor();
    await page.getByText('Hãng & dòng xe').first().waitFor();
    await page.screenshot({ path: join(SHOTS_DIR, 'brands-vi.png') });
    await context.close();
  });
});
