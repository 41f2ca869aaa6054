import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { shot, signInAsAdmin } from './content-helpers.ts';
import { SHOTS_DIR, signIn, useE2E } from './harness.ts';

const e2e = useE2E();
mkdirSync(SHOTS_DIR, { recursive: true });

/** The queues on screen: key → the number shown. */
async function queuesShown(page: Page) {
  await page.locator('[data-testid="work-queues"]').waitFor();
  const cards = page.locator('[data-testid^="queue-"]:not([data-testid="queue-count"])');
  const shown = new Map<string, number>();
  for (const card of await cards.all()) {
    const key = (await card.getAttribute('data-testid'))!.slice('queue-'.length);
    const count = Number((await card.locator('[data-testid="queue-count"]').innerText()).replace(/\D/g, ''));
    shown.set(key, count);
  }
  return shown;
}

describe('dashboard', () => {
  test('the work waiting: each number opens its list filtered, and the list holds that many', async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page);
    await page.goto('/');
    const shown = await queuesShown(page);
    assert.ok(shown.has('products-in-review') && shown.has('reviews-pending') && shown.has('leads-new'));
    await shot(page, 'dashboard-en');
    await assertAccessible(page, 'the dashboard (en)');

    for (const [key, path, filter] of [
      ['reviews-pending', '/reviews', 'status=pending'],
      ['leads-new', '/leads', 'status=new'],
      ['comments-pending', '/comments', 'status=pending'],
    ] as const) {
      await page.goto('/');
      await page.locator(`[data-testid="queue-${key}"] a`).click();
      await page.waitForURL((url) => url.pathname === path && url.search === `?${filter}`);
      const count = shown.get(key)!;
      if (count === 0) continue;
      await page.locator('.DataTable-row').first().waitFor();
      await page.getByText(new RegExp(`of ${count.toLocaleString('vi-VN').replace('.', '\\.')}$`)).waitFor();
    }
    await context.close();
  });

  test('in Vietnamese, and only the queues a role may open', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await queuesShown(page);
    await page.getByText('Việc đang chờ').waitFor();
    await shot(page, 'dashboard-vi');
    await assertAccessible(page, 'the dashboard (vi)');
    await context.close();

    const writer = await e2e.newPage({ locale: 'vi' });
    await signIn(writer.page, 'news', 'news1234');
    await writer.page.locator('[data-testid="queues-none"]').waitFor();
    await writer.context.close();
  });

  test("the sidebar shows the open screen's entry; a screen opened from a scrolled page starts at the top", async () => {
    const { context, page } = await e2e.newPage({ locale: 'en' });
    await signInAsAdmin(page);
    // the last group's entry: the menu scrolls to it
    await page.goto('/faqs/category');
    const entry = page.locator('[data-testid="menu-faqs-category"][aria-current="page"]');
    await entry.waitFor();
    await page.waitForFunction(() => {
      const item = document.querySelector('[data-testid="menu-faqs-category"]')!.getBoundingClientRect();
      return item.top >= 0 && item.bottom <= window.innerHeight;
    });
    // a long page scrolled to its end; the next screen opens at its top
    await page.setViewportSize({ width: 1366, height: 500 });
    await page.goto('/finance-loans/1/view-detail');
    await page.locator('[data-testid="timeline"] li').first().waitFor();
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 100),
      'the cash loan is longer than a 500 px window',
    );
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await page.locator('[data-testid="menu-loans"]').click();
    await page.waitForURL((url) => url.pathname === '/loans');
    await page.locator('.DataTable-row').first().waitFor();
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
      'the list could have kept a scroll position',
    );
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await context.close();
  });

  test('the menu group labels stay on one line, whole, in English and in Vietnamese', async () => {
    for (const locale of ['en', 'vi'] as const) {
      const { context, page } = await e2e.newPage({ locale });
      await signInAsAdmin(page);
      const labels = page.locator('[data-testid^="menu-group-"] .MuiListItemText-primary');
      await labels.first().waitFor();
      const measured = await labels.evaluateAll((nodes) =>
        nodes.map((n) => ({
          text: n.textContent ?? '',
          lines: Math.round(n.getBoundingClientRect().height / parseFloat(getComputedStyle(n).lineHeight)),
          clipped: n.scrollWidth > n.clientWidth,
        })),
      );
      assert.ok(measured.length >= 10, `${locale}: the admin sees every group`);
      for (const label of measured) {
        assert.equal(label.lines, 1, `${locale}: "${label.text}" is on one line`);
        assert.equal(label.clipped, false, `${locale}: "${label.text}" is whole`);
      }
      await shot(page, `sidebar-${locale}`);
      await context.close();
    }
  });

  test('the keyboard: the first Tab offers to skip the menu, and Enter lands on the screen', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signInAsAdmin(page);
    await page.goto('/transactions');
    await page.locator('.DataTable-row').first().waitFor();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.locator('[data-testid="skip-link"]');
    assert.equal(await skip.evaluate((el) => el === document.activeElement), true, 'the skip link comes first');
    assert.equal(await skip.innerText(), 'Bỏ qua menu, tới nội dung');
    assert.ok((await skip.boundingBox())!.y >= 0, 'visible while focused');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    // the next Tab stops inside the screen, not in the sidebar
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), true);
    await context.close();
  });
});
