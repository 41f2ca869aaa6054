import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { apiAs } from './staff-api.ts';
import { openList, shot } from './screen-helpers.ts';
import { signIn, useE2E } from './harness.ts';

const e2e = useE2E();

const input = (page: Page) => page.locator('[data-testid="palette-input"]');
const dialog = (page: Page) => page.locator('[role="dialog"][aria-labelledby="palette-title"]');
const option = (page: Page, text: string | RegExp) => page.locator('[role="option"]', { hasText: text }).first();

/** The test id (or tag) of the focused element. */
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

/** Ctrl+K, then the text typed, and every search answered. */
async function search(page: Page, text: string) {
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
  assert.equal(await focused(page), 'palette-input', 'the text box has the focus');
  await page.keyboard.type(text);
  await page.locator('[data-testid="palette-loading"]').waitFor({ state: 'detached' });
}

/** ↓ until the option (holding `text`, or a record's option) is the active one (aria-activedescendant), then Enter. */
async function openOption(page: Page, text: string | RegExp | { record: string; id: number }) {
  const target =
    typeof text === 'object' && 'record' in text
      ? page.locator(`#palette-${text.record}-${text.id}`)
      : option(page, text);
  const wanted = await target.getAttribute('id');
  assert.ok(wanted, `an option for ${String(text)}`);
  for (let i = 0; i < 40 && (await input(page).getAttribute('aria-activedescendant')) !== wanted; i++)
    await page.keyboard.press('ArrowDown');
  assert.equal(await input(page).getAttribute('aria-activedescendant'), wanted);
  assert.equal(await page.locator(`#${wanted}`).getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Enter');
  await dialog(page).waitFor({ state: 'detached' });
}

/** One of each record the demo holds: a product, a store, a sale, a staff account. */
async function demoRecords() {
  const api = await apiAs(e2e.url);
  const [product] = (await api.get('/v2/products?count=1')).data as { id: number; title: string }[];
  const [store] = (await api.get('/v2/stores?count=1&sort_by=id&order_by=asc')).data as { id: number; name: string }[];
  const [sale] = (await api.get('/v2/transactions?count=1')).data as { id: number; code: string }[];
  const [user] = (await api.get('/users?q=useradmin')).data as { id: number; username: string }[];
  return { product: product!, store: store!, sale: sale!, user: user! };
}

describe('command palette', () => {
  test('Vietnamese, keyboard only: a screen without diacritics, then a product, a store and a sale by code', async () => {
    const { product, store, sale } = await demoRecords();
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/partners' });
    await openList(page, '/partners');
    await assertAccessible(page, 'the app bar with its search button (vi)');

    // Esc closes it and gives the focus back
    await page.locator('[data-testid="partner-create"]').focus();
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    assert.equal(await focused(page), 'palette-input');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await focused(page), 'partner-create');

    // a screen, typed without its diacritics
    await search(page, 'san pham');
    assert.equal(await option(page, /^Sản phẩm/).getAttribute('aria-selected'), 'true', 'the best match is first');
    await option(page, 'Đăng sản phẩm').waitFor();
    await page.locator('[role="group"]', { hasText: 'Màn hình' }).waitFor();
    await shot(page, 'palette-vi');
    await assertAccessible(page, 'the command palette (vi)');
    await openOption(page, /^Sản phẩm/);
    await page.waitForURL((url) => url.pathname === '/products');

    // a screen without a menu entry
    await search(page, 'them doi tac');
    await openOption(page, 'Thêm đối tác');
    await page.waitForURL((url) => url.pathname === '/partners/create');

    // a sale by its code
    await search(page, sale.code);
    await page.locator('[role="group"]', { hasText: 'Giao dịch' }).waitFor();
    await option(page, sale.code).waitFor();
    await openOption(page, { record: 'transactions', id: sale.id });
    await page.waitForURL((url) => url.searchParams.get('id') === String(sale.id));

    // a store by its name
    await search(page, store.name);
    await option(page, store.name).waitFor();
    await openOption(page, { record: 'stores', id: store.id });
    await page.waitForURL((url) => url.pathname === `/stores/${store.id}`);

    // a product by its number
    await search(page, String(product.id));
    await option(page, `#${product.id} ·`).waitFor();
    await openOption(page, { record: 'products', id: product.id });
    await page.waitForURL((url) => url.pathname === `/products/${product.id}/preview`);

    // several groups at once, and nothing found
    await search(page, 'nguyen');
    await page.locator('[role="group"]', { hasText: 'Giao dịch' }).waitFor();
    await page.locator('[role="group"]', { hasText: 'Người dùng' }).waitFor();
    await shot(page, 'palette-records-vi');
    await assertAccessible(page, 'the command palette with records (vi)');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('zzqx không có');
    await page.locator('[data-testid="palette-loading"]').waitFor({ state: 'detached' });
    await page.locator('[data-testid="palette-status"]', { hasText: 'Không có kết quả' }).waitFor();
    assert.equal(await page.locator('[role="option"]').count(), 0);
    assert.equal(await input(page).getAttribute('aria-expanded'), 'false');
    // opened again (even during the closing fade), it starts empty
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.locator('[data-testid="palette-input"][value=""]').waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();
  });

  test('English, keyboard only: a screen, a staff account and a sale; Esc gives the focus back', async () => {
    const { sale, user } = await demoRecords();
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/products' });
    await openList(page, '/products');

    // from inside the list's search box
    await page.locator('[data-testid="products-search"]').focus();
    await search(page, 'register prod');
    assert.equal(await option(page, 'Register Product').getAttribute('aria-selected'), 'true');
    await shot(page, 'palette-en');
    await assertAccessible(page, 'the command palette (en)');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await focused(page), 'products-search');

    await search(page, 'register prod');
    await openOption(page, 'Register Product');
    await page.waitForURL((url) => url.pathname === '/products/register');

    await search(page, user.username);
    await page.locator('[role="group"]', { hasText: 'Users' }).waitFor();
    await option(page, `${user.username} ·`).waitFor();
    await openOption(page, { record: 'users', id: user.id });
    await page.waitForURL((url) => url.pathname === `/user-managers/${user.id}/edit`);

    await search(page, sale.code.toLowerCase());
    await page.locator('[role="group"]', { hasText: 'Transactions' }).waitFor();
    await assertAccessible(page, 'the command palette with records (en)');
    await openOption(page, { record: 'transactions', id: sale.id });
    await page.waitForURL((url) => url.searchParams.get('id') === String(sale.id));
    await context.close();
  });

  test('a content editor finds neither the screens nor the records they may not open, and nothing is asked of the API', async () => {
    const { store, sale } = await demoRecords();
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    const searched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/(v2\/(products|stores\/search|transactions)|users)$/.test(path)) searched.push(path);
    });
    await signIn(page, 'editor', 'editor123');
    await page.locator('[data-testid="sidebar"]').waitFor();
    await openList(page, '/partners');

    await search(page, 'doi tac');
    await option(page, 'Đối tác').waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('san pham');
    await page.locator('[data-testid="palette-loading"]').waitFor({ state: 'detached' });
    await page.locator('[data-testid="palette-status"]', { hasText: 'Không có kết quả' }).waitFor();

    for (const text of [store.name, sale.code]) {
      await page.keyboard.press('Control+a');
      await page.keyboard.type(text);
      await page.locator('[data-testid="palette-loading"]').waitFor({ state: 'detached' });
      await page.locator('[data-testid="palette-status"]', { hasText: 'Không có kết quả' }).waitFor();
    }
    assert.deepEqual(searched, []);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();
  });

  for (const locale of ['vi', 'en'] as const) {
    test(`keys typed right after Ctrl+K, while the palette still loads, all reach its text box (${locale})`, async () => {
      const { context, page } = await e2e.adminPage({ locale, path: '/partners' });
      await openList(page, '/partners');
      // the palette's code and texts are held back until the keys are typed
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked = () => {};
      const loading = new Promise<void>((resolve) => (asked = resolve));
      await page.route(/\/assets\/(i18n-\w+-)?palette-[\w-]+\.js$/, async (route) => {
        asked();
        await released;
        await route.continue();
      });
      await page.keyboard.press('Control+k');
      await loading;
      await page.keyboard.type('bui huu khox');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('a');
      assert.equal(await input(page).count(), 0, 'typed before the text box is there');
      release();
      await page.locator('[data-testid="palette-input"][value="bui huu khoa"]').waitFor();
      assert.equal(await focused(page), 'palette-input');
      // and what comes after goes on from there
      await page.keyboard.type(' 0');
      await page.locator('[data-testid="palette-input"][value="bui huu khoa 0"]').waitFor();
      await context.close();
    });
  }
});
