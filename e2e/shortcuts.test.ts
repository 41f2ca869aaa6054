import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible, rowsDrawn } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';

const e2e = useE2E();

const WORDS = {
  vi: { title: 'Phím tắt', lists: 'Trong danh sách', next: 'Dòng sau', transactions: 'Giao dịch' },
  en: {
    title: 'Keyboard shortcuts',
    lists: 'In a list',
    next: 'Next row',
    transactions: 'Transactions',
  },
} as const;

/** The focused element: its list row's index (when in a row), its tag and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return {
      row: element.closest('.DataTable-row')?.getAttribute('data-rowindex') ?? null,
      name: element.getAttribute('name'),
      text: element.textContent?.trim() ?? '',
    };
  });

/** Waits until the keyboard is on the list's row of that index (the first key also loads the shortcuts' code). */
const onRow = (page: Page, index: number) =>
  page.waitForFunction(
    (i) => document.activeElement?.closest('.DataTable-row')?.getAttribute('data-rowindex') === String(i),
    index,
  );

/** Waits until the page area shows this path (the router went there) and is not busy. */
const at = (page: Page, path: string) =>
  page.waitForFunction(
    (p) => location.pathname === p && document.querySelector('main')?.getAttribute('aria-busy') !== 'true',
    path,
  );

for (const locale of ['vi', 'en'] as const) {
  const words = WORDS[locale];

  test(`? lists the shortcuts in the person's language; g then a letter opens a screen (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale, path: '/' });
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.keyboard.press('Shift+?');
    const sheet = page.locator('[data-testid="shortcuts-sheet"] [role="dialog"]');
    await sheet.waitFor();
    assert.equal((await sheet.locator('#shortcuts-title').innerText()).trim(), words.title);
    assert.match(await page.locator('[data-testid="shortcuts-lists"]').innerText(), new RegExp(words.next));
    const goTo = await page.locator('[data-testid="shortcuts-go-to"] [data-testid="shortcut"]').allInnerTexts();
    assert.ok(goTo.length >= 8, `the screens g opens: ${goTo.join(' | ')}`);
    assert.ok(
      goTo.some((row) => row.includes(words.transactions) && /g\s*\S+\s*t/.test(row)),
      `g t: ${goTo.join(' | ')}`,
    );
    await shot(page, `shortcuts-sheet-${locale}`);
    await assertAccessible(page, `the shortcuts sheet (${locale})`);
    // ? again closes it, and with it open no other key goes to the page
    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await page.keyboard.press('Shift+?');
    await sheet.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/');

    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await at(page, '/transactions');
    await page.locator('.DataTable-row').nth(2).waitFor();
    await page.keyboard.press('g');
    await page.keyboard.press('p');
    await at(page, '/products');
    await page.keyboard.press('g');
    await page.keyboard.press('h');
    await at(page, '/');
    await context.close();
  });

  test(`j, k and Enter or o open a row; / searches the list; no key fires while typing in it (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale, path: '/transactions' });
    await page.locator('.DataTable-row').nth(2).waitFor();
    await rowsDrawn(page);
    // j starts on the first row, then moves down; k moves up
    await page.keyboard.press('j');
    await onRow(page, 0);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    assert.equal((await focused(page)).row, '2');
    await page.keyboard.press('k');
    const second = await focused(page);
    assert.equal(second.row, '1');
    // the arrows still move between rows too
    await page.keyboard.press('ArrowDown');
    assert.equal((await focused(page)).row, '2');
    await page.keyboard.press('ArrowUp');
    assert.equal((await focused(page)).row, '1');
    await page.keyboard.press('Enter');
    await page.waitForFunction((c) => document.title.startsWith(`${c} · `), second.text);
    await navigate(page, '/transactions');
    await page.locator('.DataTable-row').nth(2).waitFor();
    await rowsDrawn(page);
    await page.keyboard.press('j');
    const first = await focused(page);
    assert.equal(first.row, '0');
    await page.keyboard.press('o');
    await page.waitForFunction((c) => document.title.startsWith(`${c} · `), first.text);

    // ] and [ turn the list's pages
    await navigate(page, '/transactions');
    await page.locator('.DataTable-row').nth(2).waitFor();
    await page.keyboard.press(']');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('page') === '2');
    // the pager shows page 2 once its rows are there: its previous page button is on
    await page.waitForFunction(
      () => document.querySelector<HTMLButtonElement>('main .MuiTablePagination-actions button')?.disabled === false,
    );
    await page.keyboard.press('[');
    await page.waitForFunction(() => (new URL(location.href).searchParams.get('page') ?? '1') === '1');

    await page.keyboard.press('/');
    const search = page.locator('main input[name="q"]');
    assert.equal((await focused(page)).name, 'q', '/ puts the keyboard in the search box');
    // typed in the field: letters, g t, j, k, ? and [ ] are text, not shortcuts
    await page.keyboard.type('gtjk?[]/o');
    assert.equal(await search.inputValue(), 'gtjk?[]/o');
    assert.equal(new URL(page.url()).pathname, '/transactions');
    assert.equal(await page.locator('[data-testid="shortcuts-sheet"] [role="dialog"]').count(), 0);
    assert.equal((await focused(page)).name, 'q');
    await context.close();
  });
}
