import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();

/** Whether anything on the page scrolls sideways (the page, or a list's box). */
const sideways = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll<HTMLElement>('.DataTable-scroller')].some(
      (element) => element.scrollWidth > element.clientWidth + 1,
    ),
  );

const WORDS = {
  vi: { filters: 'Bộ lọc', status: 'Trạng thái' },
  en: { filters: 'Filters', status: 'Status' },
} as const;

for (const locale of ['vi', 'en'] as const) {
  test(`on a phone (390 × 844) a list is cards, its filters a sheet, and a record's tabs all reachable (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale });
    await page.setViewportSize({ width: 390, height: 844 });
    await navigate(page, '/transactions');
    const cards = page.locator('.DataTable-card');
    await cards.nth(2).waitFor();
    const seen = await cards.evaluateAll(
      (all) => all.filter((card) => card.getBoundingClientRect().top < innerHeight).length,
    );
    assert.ok(seen >= 2, `${seen} cards on the first screen`);
    // once the list has settled (its checkboxes and tabs come after the first cards), nothing scrolls sideways
    await page
      .waitForFunction(() =>
        [document.documentElement, ...document.querySelectorAll<HTMLElement>('.DataTable-scroller')].every(
          (element) => element.scrollWidth <= element.clientWidth + 1,
        ),
      )
      .catch(() => undefined);
    assert.equal(await sideways(page), false, 'nothing scrolls sideways');
    // the filters: a button, then a sheet
    const open = page.locator('[data-testid="filters-sheet-open"]');
    assert.equal((await open.innerText()).trim(), WORDS[locale].filters);
    await open.click();
    const sheet = page.locator('[data-testid="filters-sheet"]');
    await sheet.waitFor();
    await sheet.locator('[data-testid="transactions-status-filter"]').click();
    await page.locator('[role="option"][data-value="delivered"]').click();
    await page.locator('[data-testid="filters-sheet-done"]').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'delivered');
    await page.locator('.DataTable-card [data-status="delivered"], .DataTable-card').first().waitFor();
    await shot(page, `phone-list-${locale}`);
    await assertAccessible(page, 'a list on a phone');

    // a sale's four tabs are all there, the last reached by scrolling the tab strip
    const api = await apiAs(e2e.url);
    const sale = (
      (await api.get('/v2/transactions?type=finance&status=paid')).data as { id: number; type: string }[]
    )[0]!;
    await navigate(page, `/transactions/transactions-details?type=${sale.type}&id=${sale.id}&tab=transactions-details`);
    for (const tab of ['tab-e-contract', 'tab-paperwork', 'tab-disbursement-information']) {
      const button = page.locator(`[data-testid="${tab}"]`);
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await page.waitForURL((url) => url.searchParams.get('tab') === tab.slice(4));
    }
    assert.equal(await sideways(page), false);
    await shot(page, `phone-tabs-${locale}`);

    // the banners' sortable rows keep their title, switch and actions; the picture, page and time step aside
    await navigate(page, '/banners');
    const row = page.locator('[data-testid^="banner-row-"]').first();
    await row.waitFor();
    const wide = await page.evaluate(
      () => document.querySelector('[data-testid="banner-rows"]')!.parentElement!.scrollWidth,
    );
    assert.ok(wide <= 390, `the banners are ${wide} px wide`);
    await row.locator('[data-testid^="banner-edit-"]').waitFor();
    await shot(page, `phone-banners-${locale}`);
    await assertAccessible(page, 'the banners on a phone');
    await context.close();
  });
}
