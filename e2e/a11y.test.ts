import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E, slowed } from './harness.ts';

const e2e = useE2E();

/** Every screen a signed-in user opens: each list, create and detail screen (ids of demo rows). */
const SCREENS = [
  '/',
  '/user-managers',
  '/user-managers/create',
  '/user-managers/2/edit',
  '/role-permission',
  '/managers',
  '/stores',
  '/stores/1',
  '/products',
  '/products/register',
  '/products/1/preview',
  '/checklist',
  '/stations',
  '/stations/register',
  '/stations/orders',
  '/stations/vehicles',
  '/stations/vehicles/create',
  '/stations/vehicles/1',
  '/stations/vehicles/customers',
  '/brands',
  '/brands/models/model-details/create',
  '/news',
  '/news/create',
  '/news/1/edit',
  '/category',
  '/category/create',
  '/comments',
  '/banners',
  '/banners/create',
  '/banners/1/edit',
  '/banners/setting',
  '/events',
  '/events/create',
  '/popups',
  '/popups/create',
  '/pages',
  '/pages/create',
  '/responsive',
  '/leads',
  '/partners',
  '/partners/create',
  '/partners/1/edit',
  '/faqs',
  '/faqs/create',
  '/faqs/category',
  '/faqs/category/create',
  '/reviews',
  '/notifications/create',
  '/qr-scanners',
  '/transactions',
  '/loans',
  '/loans/1/paperwork',
  '/loans/1/disbursement',
  '/finance-loans',
  '/finance-loans/1/view-detail',
  '/promo-overview',
  '/promo-accounts',
  '/promo-accounts/14/edit',
  '/promo-cashes',
  '/promo-alepay',
  '/promo-products',
  '/promo-settings',
  '/promo-settings?tab=campaigns',
  '/promo-settings?tab=packages',
];

/** Opens a screen the way a click on a link does and waits until its data is on it: no spinner, no skeleton. */
async function open(page: Page, path: string) {
  await navigate(page, path);
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"], .MuiSkeleton-root, .is-placeholder, [aria-busy="true"]'),
  );
  assert.equal(await page.evaluate(() => location.pathname + location.search), path, `${path} is not redirected`);
  assert.equal(await page.locator('[data-testid="error-page"]').count(), 0, `${path} opens`);
}

for (const locale of ['vi', 'en'] as const) {
  describe(`accessibility (${locale})`, () => {
    test(`axe finds no serious or critical violation on any screen (${locale})`, async () => {
      const { context, page } = await e2e.adminPage({ locale });
      const failures: string[] = [];
      for (const path of SCREENS) {
        await open(page, path);
        await assertAccessible(page, path).catch((error: Error) => failures.push(error.message));
        // one heading per screen, and the browser tab titled by it (a list's name, a record's code)
        await page
          .waitForFunction(
            () => {
              const headings = document.querySelectorAll('h1');
              const heading = headings[0]?.textContent?.replace(/\s+/g, ' ').trim();
              return headings.length === 1 && !!heading && document.title === `${heading} · MotoMart Admin`;
            },
            undefined,
            { timeout: slowed(5000) },
          )
          .catch(async () =>
            failures.push(`${path}: ${await page.locator('h1').count()} h1, tab titled "${await page.title()}"`),
          );
      }
      assert.deepEqual(failures, []);
      await context.close();
    });
  });
}
