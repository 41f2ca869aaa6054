import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { navigate, quickMessage, useE2E } from './harness.ts';
import { choose, openList, shot } from './screen-helpers.ts';

const e2e = useE2E();

describe('FAQs and their categories', () => {
  test('FAQ categories of levels 1 and 2 with the spec messages, then a question in the level-2 one', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/faqs/category' });

    await openList(page, '/faqs/category', 'faq-categories-en');

    await navigate(page, '/faqs/category/create');
    await page.locator('input[name="name"]').fill('Warranty');
    await choose(page, 'level', 1);
    await page.locator('[data-testid="form-save"]').click();
    await quickMessage(page, 'Create FAQ category successful!');
    await page.waitForURL((url) => url.pathname === '/faqs/category');

    await navigate(page, '/faqs/category/create');
    await page.locator('input[name="name"]').fill('Engine warranty');
    await choose(page, 'level', 2);
    // level 2 needs a level-1 parent
    await page.locator('[data-testid="form-save"]').click();
    await page.getByText('A level-2 category needs a level-1 parent').waitFor();
    await page.locator('[data-testid="field-parent_id"]').click();
    await page.getByRole('option', { name: 'Warranty', exact: true }).click();
    await shot(page, 'faq-category-create-en');
    await page.locator('[data-testid="form-save"]').click();
    await quickMessage(page, 'Create FAQ category successful!');
    await page.waitForURL((url) => url.pathname === '/faqs/category');

    await navigate(page, '/faqs/category?level=2&q=Engine');
    const row = page.locator('.DataTable-row', { hasText: 'Engine warranty' });
    await row.waitFor();
    await row.getByText('Warranty', { exact: true }).waitFor();
    const id = await row.getAttribute('data-id');
    await page.locator(`[data-testid="faq-category-edit-${id}"]`).click();
    await page.locator('input[name="name"]').fill('Engine and gearbox warranty');
    await page.locator('[data-testid="form-save"]').click();
    await quickMessage(page, 'Update FAQ category successful!');
    await page.waitForURL((url) => url.pathname === '/faqs/category');

    await navigate(page, '/faqs/create');
    await page.locator('textarea[name="question"]').fill('How long is the engine warranty?');
    await page.locator('[data-testid="field-category_id"]').click();
    await page.getByRole('option', { name: '— Engine and gearbox warranty' }).click();
    await page.locator('[data-testid="faq-answer"]').click();
    await page.keyboard.type('Twelve months or 12,000 km, whichever comes first.');
    await page.locator('[data-testid="form-save"]').click();
    await page.waitForURL((url) => url.pathname === '/faqs');
    await navigate(page, '/faqs?q=engine%20warranty');
    await page.locator('[data-testid^="faq-card-"]', { hasText: 'How long is the engine warranty?' }).waitFor();
    await context.close();
  });

  test('the FAQ list shows nine a page (Vietnamese)', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/faqs' });
    await page.locator('[data-testid^="faq-card-"]').first().waitFor();
    const cards = await page.locator('[data-testid^="faq-card-"]').count();
    assert.ok(cards <= 9 && cards > 0, `${cards} cards`);
    await shot(page, 'faqs-vi');
    if (cards === 9) {
      await page.locator('[data-testid="faq-pagination"] button', { hasText: '2' }).click();
      await page.waitForURL(/page=2/);
    }
    await context.close();
  });
});
