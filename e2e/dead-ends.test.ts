import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { columnTexts, shot } from './screen-helpers.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();

const WORDS = {
  vi: { handover: 'Bàn giao xe', received: 'Ngày nhận xe' },
  en: { handover: 'Vehicle handover', received: 'Vehicle received' },
} as const;

for (const locale of ['vi', 'en'] as const) {
  test(`names lead to their records, a heading is not its field's label again, a year of manufacture reads month first, a row's edit is a link (${locale})`, async () => {
    const api = await apiAs(e2e.url);
    const sale = (
      (await api.get('/v2/transactions?status=delivered')).data as {
        id: number;
        type: string;
        seller: { id: number };
      }[]
    )[0]!;
    const { context, page } = await e2e.adminPage({ locale });
    await navigate(page, `/transactions/transactions-details?type=${sale.type}&id=${sale.id}&tab=transactions-details`);
    const seller = page.locator('[data-testid="detail-seller"]');
    await seller.waitFor();
    // the handover card is named for what it is; its date keeps its own label
    await page.getByRole('heading', { name: WORDS[locale].handover }).waitFor();
    assert.equal(await page.getByRole('heading', { name: WORDS[locale].received }).count(), 0);
    await shot(page, `sale-links-${locale}`);
    await assertAccessible(page, 'a sale with its names as links');
    // the buyer's name lists the buyer's sales; the seller's opens the store
    const buyer = page.locator('[data-testid="detail-buyer"]');
    assert.match((await buyer.getAttribute('href')) ?? '', /^\/(stores\/\d+|transactions\?q=)/);
    await seller.click();
    await page.waitForURL((url) => url.pathname === `/stores/${sale.seller.id}`);
    await page.locator('h1').waitFor();

    // the products' year of manufacture: 01-2020, not 2020.01
    await navigate(page, '/products');
    for (const year of await columnTexts(page, 'release_year')) assert.match(year, /^(\d{2}-)?\d{4}$/, year);

    // a sortable banner row's edit is a link to its screen (a new tab, a copied address), as a list's is
    await navigate(page, '/banners');
    const edit = page.locator('[data-testid^="banner-edit-"]').first();
    await edit.waitFor();
    const id = (await edit.getAttribute('data-testid'))!.slice('banner-edit-'.length);
    assert.equal(await edit.getAttribute('href'), `/banners/${id}/edit`);
    await context.close();
  });
}
