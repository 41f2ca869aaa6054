import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { apiAs } from './staff-api.ts';
import { appIdle, navigate, quickMessage, signIn, signInAsAdmin, useE2E, screenshot } from './harness.ts';

const e2e = useE2E();
const rows = '.DataTable-row';
const LIST = 'comments.list';

const TEXT = {
  vi: { save: 'Lưu chế độ xem', role: 'Mọi người có vai trò Content Editor', stale: /không còn tồn tại/ },
  en: { save: 'Save view', role: 'Everyone with the role Content Editor', stale: /no longer exist/ },
} as const;

/** Waits until the table's headers are these fields, left to right. */
const headersAre = (page: Page, fields: (string | null)[]) =>
  page.waitForFunction(
    (want) =>
      JSON.stringify(
        [...document.querySelectorAll('thead th[data-field]')].map((c) => c.getAttribute('data-field')),
      ) === want,
    JSON.stringify(fields),
  );

/** The fields of the table's headers, left to right. */
const headerFields = (page: Page) =>
  page.locator('thead th[data-field]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-field')));
const headerWidth = (page: Page, field: string) =>
  page.locator(`thead th[data-field="${field}"]`).evaluate((cell) => Math.round(cell.getBoundingClientRect().width));
const activeTab = (page: Page) => page.locator('[data-testid="view-tabs"] [aria-current="true"]');

async function openComments(page: Page, path = '/comments') {
  await navigate(page, path);
  await page.locator(rows).first().waitFor();
  await appIdle(page);
}

describe('saved views', () => {
  test('a view saved with its filters and columns reopens from its tab, counts its rows, opens by default, is shared with a role and says a stale filter', async () => {
    for (const locale of ['vi', 'en'] as const) {
      const words = TEXT[locale];
      const name = `Chờ duyệt ${locale}`;
      const { context, page } = await e2e.newPage({ locale });
      await page.setViewportSize({ width: 1366, height: 768 });
      await signInAsAdmin(page);
      await openComments(page, '/comments?status=pending');
      const pending = (await apiAs(e2e.url)).get('/comment?status=pending&count=1');

      // the columns: the article hidden, the status moved up, the author's column widened from the keyboard
      await page.locator('[data-testid="table-columns"]').click();
      await page.locator('#column-news').uncheck();
      await page.locator('[data-column-move="status:-1"]').click();
      await page.keyboard.press('Escape');
      await page.locator('[role="menu"]').waitFor({ state: 'detached' });
      // the closed menu gives the focus back to its button first
      await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'table-columns');
      const edge = page.locator('thead th[data-field="author_name"] [role="separator"]');
      const before = Number(await edge.getAttribute('aria-valuenow'));
      await edge.focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await page.waitForFunction(
        (want) =>
          Number(
            document
              .querySelector('thead th[data-field="author_name"] [role="separator"]')
              ?.getAttribute('aria-valuenow'),
          ) >= want,
        before + 64,
      );
      const fields = await headerFields(page);
      assert.ok(!fields.includes('news'), `${locale}: the article hidden`);
      const width = await headerWidth(page, 'author_name');

      // saved, shared with the content editors
      await page.locator('[data-testid="view-save"]').click();
      await page.locator('[data-testid="view-name"]').fill(name);
      await page.locator('[data-testid="view-share"]').click();
      await page.locator('[role="option"]', { hasText: words.role }).click();
      await screenshot(page, `views-save-${locale}.png`);
      await assertAccessible(page, `${locale} save view dialog`);
      await page.locator('[data-testid="view-dialog-save"]').click();
      await quickMessage(page, name);
      await activeTab(page).filter({ hasText: name }).waitFor();
      const total = (await pending).total!;
      assert.ok(total > 0, 'the demo data has comments waiting');
      const count = activeTab(page).locator('[data-testid="view-count"]');
      assert.equal((await count.innerText()).replace(/\D/g, ''), String(total), `${locale}: the tab counts its rows`);
      // a name taken is said on its field
      await page.locator('[data-testid="view-save"]').click();
      await page.locator('[data-testid="view-name"]').fill(name.toUpperCase());
      await page.locator('[data-testid="view-dialog-save"]').click();
      await page.locator('[data-testid="view-dialog"] .Mui-error').first().waitFor();
      await page.locator('[data-testid="view-dialog-cancel"]').click();
      await page.locator('[data-testid="view-dialog"]').waitFor({ state: 'detached' });

      // a reload keeps it open, with its filters, columns, order and width
      await page.reload();
      await page.locator(rows).first().waitFor();
      await activeTab(page).filter({ hasText: name }).waitFor();
      assert.match(page.url(), /status=pending/);
      // the list still ends at the window's bottom with the tabs above it
      await page.waitForFunction(() => {
        const card = document.querySelector('.DataTable-root')?.closest('.MuiCard-root');
        return card !== null && card !== undefined && card.getBoundingClientRect().bottom <= window.innerHeight;
      });
      await headersAre(page, fields);
      assert.ok(Math.abs((await headerWidth(page, 'author_name')) - width) <= 2, `${locale}: width after a reload`);

      // left and come back: "All" with the list's own columns; the tab opens the view again
      await navigate(page, '/');
      await openComments(page);
      await page.locator('[data-testid="view-tab-all"][aria-current="true"]').waitFor();
      assert.ok(!page.url().includes('status='), `${locale}: "All" has no filter`);
      // the person's own columns (the ones arranged before saving) go back to the list's own
      await page.locator('[data-testid="table-columns"]').click();
      await page.locator('.DataTable-columnsMenu button', { hasText: /Trở về cột mặc định|Reset the columns/ }).click();
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => Boolean(document.querySelector('thead th[data-field="news"]')));
      await page.locator('[data-testid="view-tab"]', { hasText: name }).click();
      await page.waitForFunction(() => location.search.includes('status=pending'));
      await page.locator(rows).first().waitFor();
      await headersAre(page, fields);
      await screenshot(page, `views-tabs-${locale}.png`);
      await assertAccessible(page, `${locale} comments with a view open`);

      // my default: the list opens on it
      await page.locator('[data-testid="view-menu"]').click();
      await page.locator('[data-testid="view-toggle-default"]').click();
      await page.locator('[role="menu"]').waitFor({ state: 'detached' });
      await navigate(page, '/');
      // the address the list's first rows are drawn at: the view's, never the unfiltered list first
      await page.addInitScript(() => {
        new MutationObserver((_changes, observer) => {
          if (!document.querySelector('.DataTable-row')) return;
          (window as { firstRowsAt?: string }).firstRowsAt = location.search;
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/comments');
      await activeTab(page).filter({ hasText: name }).waitFor();
      await page.waitForFunction(() => location.search.includes('status=pending'));
      assert.match(
        (await page.evaluate(() => (window as { firstRowsAt?: string }).firstRowsAt)) ?? '',
        /status=pending/,
      );
      // and so on a move to it inside the app
      await navigate(page, '/');
      await navigate(page, '/comments');
      await page.waitForFunction(() => location.search.includes('status=pending'));
      await activeTab(page).filter({ hasText: name }).waitFor();

      // a view whose filter names a status that no longer exists says so, and opens with the rest
      const api = await apiAs(e2e.url);
      const stale = (
        await api.send('POST', '/views', {
          list: LIST,
          name: `Cũ ${locale}`,
          state: { filters: { status: 'archived', q: 'xe' }, sort: null, columns: null, density: null },
        })
      ).data as { id: number };
      await page.reload();
      await page.locator('[data-testid="view-tab"]', { hasText: `Cũ ${locale}` }).click();
      const notice = page.locator('[data-testid="view-stale"]');
      await notice.waitFor();
      assert.match(await notice.innerText(), words.stale);
      await page.waitForFunction(() => !location.search.includes('status=') && location.search.includes('q=xe'));
      await page.locator(`${rows}, .DataTable-overlay`).first().waitFor();
      await screenshot(page, `views-stale-${locale}.png`);

      // on a phone
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('[data-testid="view-tab"]', { hasText: name }).click();
      await activeTab(page).filter({ hasText: name }).waitFor();
      await page.locator('[data-testid="view-stale"]').waitFor({ state: 'detached' });
      await appIdle(page);
      await screenshot(page, `views-phone-${locale}.png`);
      await assertAccessible(page, `${locale} comments with views on a phone`);
      await api.send('DELETE', `/views/${stale.id}`);
      await context.close();

      // another role's person sees the shared view with its count; not the admin's private one
      const editor = await e2e.newPage({ locale });
      await editor.page.setViewportSize({ width: 1366, height: 768 });
      await signIn(editor.page, 'editor', 'editor123');
      await editor.page.locator('[data-testid="sidebar"]').waitFor();
      await navigate(editor.page, '/comments');
      const shared = editor.page.locator('[data-testid="view-tab"]', { hasText: name });
      await shared.waitFor();
      assert.equal(await editor.page.locator('[data-testid="view-tab"]', { hasText: `Cũ ${locale}` }).count(), 0);
      await shared.click();
      await editor.page.locator(rows).first().waitFor();
      await activeTab(editor.page).filter({ hasText: name }).waitFor();
      assert.equal(
        (await activeTab(editor.page).locator('[data-testid="view-count"]').innerText()).replace(/\D/g, ''),
        String(total),
      );
      await screenshot(editor.page, `views-shared-${locale}.png`);
      await editor.context.close();
      // the next language starts from a list without views (this one was the admin's default)
      const left = (await api.get(`/views?list=${LIST}`)).data as { views: { id: number }[] };
      for (const view of left.views) await api.send('DELETE', `/views/${view.id}`);
    }
  });

  test('/products: a view saved with a status filter reopens from its tab after a reload, counts its rows, opens by default and says a stale status', async () => {
    const PRODUCTS = 'products.list';
    const api = await apiAs(e2e.url);
    const selling = (await api.get('/v2/products?sales_status=ing&count=1')).total!;
    assert.ok(selling > 0, 'the demo data has products on sale');
    const productsStale = { vi: /Trạng thái: archived/, en: /Status: archived/ } as const;
    for (const locale of ['vi', 'en'] as const) {
      const name = `Đang bán ${locale}`;
      const { context, page } = await e2e.newPage({ locale });
      await page.setViewportSize({ width: 1366, height: 768 });
      await signInAsAdmin(page, '/products');
      await page.locator(rows).first().waitFor();
      // no views yet: no tabs, the button to save one in the header
      assert.equal(await page.locator('[data-testid="view-tabs"]').count(), 0, `${locale}: no tabs without views`);

      await page.locator('[data-testid="products-filter-status"]').click();
      await page.locator('[role="option"][data-value="ing"]').click();
      await page.waitForURL((url) => url.searchParams.get('sales_status') === 'ing');
      await page.locator('[data-testid="view-save"]').click();
      await page.locator('[data-testid="view-name"]').fill(name);
      await page.locator('[data-testid="view-dialog-save"]').click();
      await quickMessage(page, name);
      await activeTab(page).filter({ hasText: name }).waitFor();
      const count = () => activeTab(page).locator('[data-testid="view-count"]');
      const digits = async () => (await count().innerText()).replace(/\D/g, '');
      await page.waitForFunction(
        (want) =>
          document
            .querySelector('[data-testid="view-tabs"] [aria-current="true"] [data-testid="view-count"]')
            ?.textContent?.replace(/\D/g, '') === want,
        String(selling),
      );
      assert.ok(page.url().includes('view='), `${locale}: the open view is in the URL`);

      // a reload keeps it open with its filter
      await page.reload();
      await page.locator(rows).first().waitFor();
      await activeTab(page).filter({ hasText: name }).waitFor();
      assert.match(page.url(), /sales_status=ing/);
      await appIdle(page);
      await screenshot(page, `views-products-${locale}.png`);
      await assertAccessible(page, `${locale} products with a view open`);
      // the first row's actions stay on screen at 1366 × 768 with the tabs above the list
      const firstId = await page.locator(rows).first().getAttribute('data-id');
      const menuBox = await page.locator(`[data-testid="product-menu-${firstId}"]`).boundingBox();
      assert.ok(
        menuBox && menuBox.y + menuBox.height <= 768,
        `${locale}: first row on screen: ${JSON.stringify(menuBox)}`,
      );

      // "All" takes the filter off; the tab reopens the view, its count shown
      await page.locator('[data-testid="view-tab-all"]').click();
      await page.waitForURL((url) => !url.searchParams.get('sales_status'));
      await page.locator('[data-testid="view-tab-all"][aria-current="true"]').waitFor();
      await page.locator('[data-testid="view-tab"]', { hasText: name }).click();
      await page.waitForURL((url) => url.searchParams.get('sales_status') === 'ing');
      await activeTab(page).filter({ hasText: name }).waitFor();
      await page.locator(rows).first().waitFor();
      assert.equal(await digits(), String(selling), `${locale}: the tab counts its rows`);
      // a filter changed keeps the view open, marked changed
      await page.locator('[data-testid="category-1"]').click();
      await page.waitForURL((url) => url.searchParams.get('type') === '1' && url.searchParams.has('view'));
      await page.locator('[data-testid="view-save-changes"]').waitFor();
      await page.locator('[data-testid="category-0"]').click();
      await page.locator('[data-testid="view-save-changes"]').waitFor({ state: 'detached' });

      // my default: /products with nothing in the address opens on it
      await page.locator('[data-testid="view-menu"]').click();
      await page.locator('[data-testid="view-toggle-default"]').click();
      await page.locator('[role="menu"]').waitFor({ state: 'detached' });
      await navigate(page, '/');
      await page.goto('/products');
      await activeTab(page).filter({ hasText: name }).waitFor();
      await page.waitForFunction(() => location.search.includes('sales_status=ing'));

      // a view naming a status that no longer exists says so and opens with the rest
      const stale = (
        await api.send('POST', '/views', {
          list: PRODUCTS,
          name: `Cũ ${locale}`,
          state: { filters: { sales_status: 'archived', type: '1' }, sort: null, columns: null, density: null },
        })
      ).data as { id: number };
      await page.reload();
      await page.locator('[data-testid="view-tab"]', { hasText: `Cũ ${locale}` }).click();
      const notice = page.locator('[data-testid="view-stale"]');
      await notice.waitFor();
      assert.match(await notice.innerText(), productsStale[locale]);
      await page.waitForFunction(
        () => !location.search.includes('sales_status=') && location.search.includes('type=1'),
      );

      // on a phone
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('[data-testid="view-tab"]', { hasText: name }).click();
      await activeTab(page).filter({ hasText: name }).waitFor();
      await page.locator('[data-testid="view-stale"]').waitFor({ state: 'detached' });
      await page.locator(rows).first().waitFor();
      await appIdle(page);
      await screenshot(page, `views-products-phone-${locale}.png`);
      await assertAccessible(page, `${locale} products with views on a phone`);
      await context.close();
      await api.send('DELETE', `/views/${stale.id}`);
      const left = (await api.get(`/views?list=${PRODUCTS}`)).data as { views: { id: number }[] };
      for (const view of left.views) await api.send('DELETE', `/views/${view.id}`);
    }
  });
});
