import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';

const e2e = useE2E();

/** The five busiest screens: the dashboard, the sales, the products, a sale, the cash loans. */
const BUSIEST = [
  ['home', '/'],
  ['transactions', '/transactions'],
  ['products', '/products'],
  ['transaction', '/transactions/transactions-details?id=1'],
  ['finance-loans', '/finance-loans'],
] as const;

/** The colour scheme on the page: `<html>`'s attribute, and the page's background (its relative luminance, 0–1). */
const scheme = (page: Page) =>
  page.evaluate(() => {
    const rgb = getComputedStyle(document.body)
      .backgroundColor.match(/\d+(\.\d+)?/g)!
      .map(Number);
    const [r, g, b] = rgb.map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return {
      attribute: document.documentElement.getAttribute('data-appearance'),
      luminance: 0.2126 * r! + 0.7152 * g! + 0.0722 * b!,
    };
  });

const isDark = async (page: Page) => {
  const now = await scheme(page);
  return now.attribute === 'dark' && now.luminance < 0.05;
};

/** Opens a screen the way a link does and waits until its data is on it. */
async function open(page: Page, path: string) {
  await navigate(page, path);
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"], .MuiSkeleton-root, .is-placeholder, [aria-busy="true"]'),
  );
  assert.equal(await page.locator('[data-testid="error-page"]').count(), 0, `${path} opens`);
}

for (const locale of ['vi', 'en'] as const) {
  test(`dark chosen in the user menu stays after a reload, dark from the first paint (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale, path: '/' });
    await page.locator('[data-testid="sidebar"]').waitFor();
    assert.equal((await scheme(page)).attribute, 'light', 'the system is light: so is the app');
    await page.locator('[data-testid="user-menu"]').click();
    await page.locator('[data-testid="user-menu-appearance"]').click();
    const menu = page.locator('[data-testid="appearance-menu"] [role="menu"]');
    await menu.waitFor();
    assert.deepEqual(
      (await menu.locator('[role="menuitemradio"]').allInnerTexts()).map((s) => s.trim()),
      locale === 'vi' ? ['Theo hệ thống', 'Sáng', 'Tối'] : ['Same as the system', 'Light', 'Dark'],
    );
    assert.equal(await page.locator('[data-testid="appearance-system"]').getAttribute('aria-checked'), 'true');
    await page.locator('[data-testid="appearance-dark"]').click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-appearance') === 'dark');
    assert.ok(await isDark(page));

    // the first frame after a reload is dark already: the scheme is read before the app's scripts
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: unknown }).firstFrame = {
          attribute: document.documentElement.getAttribute('data-appearance'),
          background: getComputedStyle(document.documentElement).backgroundColor,
        };
      });
    });
    await page.reload();
    await page.locator('[data-testid="sidebar"]').waitFor();
    const first = await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame);
    assert.deepEqual(first, { attribute: 'dark', background: 'rgb(15, 20, 27)' });
    assert.ok(await isDark(page));
    await page.locator('[data-testid="user-menu"]').click();
    await page.locator('[data-testid="user-menu-appearance"]').click();
    assert.equal(await page.locator('[data-testid="appearance-dark"]').getAttribute('aria-checked'), 'true');
    await shot(page, `dark-appearance-menu-${locale}`);
    await page.locator('[data-testid="appearance-light"]').click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-appearance') === 'light');
    await context.close();
  });

  test(`the system's scheme is followed, and the five busiest screens read well in dark and light (${locale})`, async () => {
    const { context, page } = await e2e.adminPage({ locale, path: '/' });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.locator('[data-testid="sidebar"]').waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-appearance') === 'dark');
    assert.ok(await isDark(page), 'a dark system: a dark app');
    const failures: string[] = [];
    for (const [name, path] of BUSIEST) {
      await open(page, path);
      assert.ok(await isDark(page), path);
      await shot(page, `dark-${name}-${locale}`);
      await assertAccessible(page, `${path} in dark`).catch((error: Error) => failures.push(error.message));
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-appearance') === 'light');
    for (const [name, path] of BUSIEST) {
      await open(page, path);
      if (name === 'transactions') await shot(page, `light-${name}-${locale}`);
      await assertAccessible(page, `${path} in light`).catch((error: Error) => failures.push(error.message));
    }
    assert.deepEqual(failures, []);
    await context.close();
  });

  test(`the sign-in page in a dark system reads well (${locale})`, async () => {
    const { context, page } = await e2e.newPage({ locale });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await page.locator('[data-testid="login-form"]').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-appearance')), 'dark');
    await shot(page, `dark-login-${locale}`);
    await assertAccessible(page, `the sign-in page in dark (${locale})`);
    await context.close();
  });
}
