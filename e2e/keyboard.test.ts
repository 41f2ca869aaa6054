import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';

const e2e = useE2E();

/** The focused element: its row's index (when in a list's row), its test id, and its outline. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return {
      row: element.closest('.DataTable-row')?.getAttribute('data-rowindex') ?? null,
      testId: element.getAttribute('data-testid'),
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      background: style.backgroundColor,
    };
  });

for (const locale of ['vi', 'en'] as const) {
  test(`the keyboard reaches a list's first row in three keys, moves between rows with the arrows, and always shows where it is (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale, path: '/transactions' });
    await page.locator('.DataTable-row').nth(2).waitFor();
    await page.locator('[data-testid="skip-to-list"]').waitFor({ state: 'attached' });
    // from the page's start: the skip link past the menu, the one past the filters, Enter
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    assert.equal((await focused(page)).testId, 'skip-link');
    await page.keyboard.press('Tab');
    const skip = await focused(page);
    assert.equal(skip.testId, 'skip-to-list');
    assert.match(
      (await page.locator('[data-testid="skip-to-list"]').innerText()).trim(),
      locale === 'vi' ? /Tới danh sách/ : /Skip to the list/,
    );
    await page.keyboard.press('Enter');
    const first = await focused(page);
    assert.equal(first.row, '0', 'on the first row');
    assert.ok(first.ring, 'its focus is a visible ring');
    // ↓ and ↑ move between rows, in the same column
    // (the keys' code may still be loading: the keys pressed meanwhile run once it is there)
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.closest('tr')?.getAttribute('data-rowindex') === '2');
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(() => document.activeElement?.closest('tr')?.getAttribute('data-rowindex') === '1');
    const second = await focused(page);
    assert.equal(second.row, '1');
    assert.ok(second.ring);
    await shot(page, `keyboard-row-${locale}`);
    await assertAccessible(page, 'a list with the keyboard on a row');
    // Enter opens the row's record
    const code = (await page.evaluate(() => document.activeElement?.textContent ?? '')).trim();
    await page.keyboard.press('Enter');
    await page.waitForFunction((c) => document.title.startsWith(`${c} · `), code);

    // the menu: the keyboard's place is a ring, not the current page's shade
    const entry = page.locator('[data-testid="sidebar"] a[aria-current="page"]');
    const current = await entry.evaluate((e) => getComputedStyle(e).backgroundColor);
    const other = page.locator('[data-testid="sidebar"] a:not([aria-current])').first();
    await other.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const menu = await focused(page);
    assert.ok(menu.ring, 'a menu entry in focus has a ring');
    assert.notEqual(menu.background, current, 'and not the current page’s shade');
    await context.close();
  });
}
