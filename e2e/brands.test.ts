import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apiAs } from './staff-api.ts';
import { navigate, quickMessage, signInAsAdmin, useE2E, screenshot } from './harness.ts';

const e2e = useE2E();
const rows = '.DataTable-row';

interface Brand {
  id: number;
  name: string;
  models_count: number;
}
interface Model {
  id: number;
  name: string;
  details: { id: number; name: string }[];
}
interface Trim {
  id: number;
  name: string;
  product_count: number;
  brand: { id: number };
  model: { id: number; name: string };
  specs: { name: string; value: string }[];
}

describe('brands and models', () => {
  test('create a trim with a new brand and model, edit it, delete it; a trim in use cannot be deleted', async () => {
    const api = await apiAs(e2e.url);
    const brands = (await api.get('/v2/brands')).data as Brand[];
    const honda = brands.find((b) => b.name === 'Honda')!;
    const hondaModels = (await api.get(`/v2/brands/${honda.id}/models`)).data as Model[];
    const vision = hondaModels.find((m) => m.name === 'Vision')!;
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page, '/brands');
    await page.locator(rows).first().waitFor();
    await page.locator('[data-testid="brand-list"]').getByText('Honda', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('brand_id') === String(honda.id));
    await page.getByRole('button', { name: `Vision · ${vision.details.length}` }).waitFor();
    await screenshot(page, 'brands-en.png');

    // a brand and a model that the demo data does not have
    await page.locator('[data-testid="trim-create"]').click();
    await page.waitForURL('**/brands/models/model-details/create');
    await page.getByRole('combobox', { name: 'Make' }).click();
    await page.getByRole('option', { name: '+ New brand' }).click();
    await page.locator('[data-testid="trim-brand-name"]').fill('Brixton');
    await page.getByRole('combobox', { name: 'Model' }).click();
    await page.getByRole('option', { name: '+ New model' }).click();
    await page.locator('[data-testid="trim-model-name"]').fill('Crossfire');
    await page.locator('[data-testid="trim-submit"]').click();
    await page.getByText('A new model needs its category').waitFor();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Gear' }).click();
    await page.locator('input[name="name"]').fill('Crossfire 125 XS');
    await page.locator('input[name="year"]').fill('2024');
    await page.getByLabel('Dung tích xi-lanh (cc)').fill('125');
    await screenshot(page, 'trim-create-en.png');
    await page.locator('[data-testid="trim-submit"]').click();
    await quickMessage(page, 'Trim created');
    await page.waitForURL((url) => url.pathname === '/brands' && Boolean(url.searchParams.get('model_id')));
    const row = page.locator(rows, { hasText: 'Crossfire 125 XS' });
    await row.waitFor();
    const id = await row.getAttribute('data-id');
    const brixton = ((await api.get('/v2/brands')).data as Brand[]).find((b) => b.name === 'Brixton');
    assert.ok(brixton, 'the new brand is saved');
    const created = (await api.get(`/v2/model-details/${id}/edit`)).data as Trim;
    assert.equal(created.brand.id, brixton.id);
    assert.equal(created.model.name, 'Crossfire');
    assert.equal(created.specs.find((s) => s.name === 'Dung tích xi-lanh')?.value, '125');

    await page.locator(`[data-testid="trim-edit-${id}"]`).click();
    await page.waitForURL(`**/brands/models/model-details/${id}/edit`);
    assert.equal(await page.getByLabel('Dung tích xi-lanh (cc)').inputValue(), '125');
    await page.locator('input[name="name"]').fill('Crossfire 125 XS ABS');
    // the list price is typed as money and read back as it shows in tables
    await page.locator('input[name="price"]').fill('45500000');
    assert.equal(await page.locator('input[name="price"]').inputValue(), '45.500.000');
    await page.locator('[data-testid="trim-submit"]').click();
    await quickMessage(page, 'Update successfully');
    await page.locator(rows, { hasText: 'Crossfire 125 XS ABS' }).waitFor();
    const edited = (await api.get(`/v2/model-details/${id}/edit`)).data as Trim & { price: number | null };
    assert.equal(edited.name, 'Crossfire 125 XS ABS');
    assert.equal(edited.price, 45_500_000);

    await page.locator(`[data-testid="trim-delete-${id}"]`).click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await quickMessage(page, 'Trim deleted');
    await page.locator(rows, { hasText: 'Crossfire 125 XS ABS' }).waitFor({ state: 'detached' });
    const left = (await api.get(`/v2/model-details?model_id=${created.model.id}`)).data as Trim[];
    assert.equal(left.length, 0, 'the trim is gone from the server');

    // a trim that products use
    const visionTrims = (await api.get(`/v2/model-details?brand_id=${honda.id}&model_id=${vision.id}`)).data as Trim[];
    const used = visionTrims.find((t) => t.product_count > 1)!;
    assert.ok(used, 'the demo data has a Vision trim in use');
    await navigate(page, `/brands?brand_id=${honda.id}&model_id=${vision.id}`);
    await page.locator(`${rows}[data-id="${used.id}"]`).waitFor();
    await page.locator(`[data-testid="trim-delete-${used.id}"]`).click();
    await page.getByText(`${used.product_count} products use this trim`).waitFor();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page
      .getByText(
        `${used.name} is used by ${used.product_count} products and cannot be deleted; set it inactive instead`,
      )
      .waitFor();
    await page.locator('[data-testid="alert-close"]').click();
    await page.locator(`${rows}[data-id="${used.id}"]`).waitFor();
    assert.ok(((await api.get(`/v2/model-details/${used.id}/edit`)).data as Trim).id);

    // brands themselves: add, rename, and a brand with models cannot be deleted
    await page.locator('[data-testid="brand-create"]').click();
    await page.locator('[data-testid="brand-name"]').fill('Royal Enfield');
    await page.locator('[data-testid="brand-save"]').click();
    await page.locator('[data-testid="brand-list"]').getByText('Royal Enfield', { exact: true }).click();
    // the edit button acts on the selected brand: wait until the click has selected it
    await page.locator('[data-testid="brand-list"] [aria-current="true"]').getByText('Royal Enfield').waitFor();
    await page.locator('[data-testid="brand-edit"]').click();
    await page.locator('[data-testid="brand-name"]').fill('Royal Enfield Việt Nam');
    await page.locator('[data-testid="brand-save"]').click();
    await page.locator('[data-testid="brand-list"]').getByText('Royal Enfield Việt Nam').waitFor();
    assert.ok(((await api.get('/v2/brands')).data as Brand[]).some((b) => b.name === 'Royal Enfield Việt Nam'));
    await page.locator('[data-testid="brand-delete"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.locator('[data-testid="brand-list"]').getByText('Royal Enfield Việt Nam').waitFor({ state: 'detached' });
    assert.ok(!((await api.get('/v2/brands')).data as Brand[]).some((b) => b.name.startsWith('Royal Enfield')));
    await page.locator('[data-testid="brand-list"]').getByText('Honda', { exact: true }).click();
    await page
      .locator('[data-testid="brand-list"] [aria-current="true"]')
      .getByText('Honda', { exact: true })
      .waitFor();
    await page.locator('[data-testid="brand-delete"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.getByText(`Honda has ${honda.models_count} models: delete or move them first`).waitFor();
    assert.ok(((await api.get('/v2/brands')).data as Brand[]).some((b) => b.id === honda.id));
    await context.close();
  });

  test('brands in Vietnamese, with the server refusal in Vietnamese', async () => {
    const api = await apiAs(e2e.url);
    const honda = ((await api.get('/v2/brands')).data as Brand[]).find((b) => b.name === 'Honda')!;
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page, `/brands?brand_id=${honda.id}`);
    await page.locator(rows).first().waitFor();
    await page.getByText('Hãng & dòng xe').first().waitFor();
    await screenshot(page, 'brands-vi.png');
    // the server says "Honda has N models: …"; the dialog says it in Vietnamese, the brand's name kept
    await page.locator('[data-testid="brand-list"]').getByText('Honda', { exact: true }).click();
    await page.locator('[data-testid="brand-delete"]').click();
    await page.locator('[data-testid="confirm-yes"]').click();
    await page.getByText(`Honda có ${honda.models_count} dòng xe: hãy xoá hoặc chuyển chúng trước`).waitFor();
    await context.close();
  });
});
