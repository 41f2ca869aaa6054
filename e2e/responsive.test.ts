import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';

const e2e = useE2E();

const SLIDE = 'Mua xe cũ đã kiểm định 150 hạng mục';
const WEB_ONLY_SLIDE = 'Bán xe nhanh trong 24 giờ';
const SIDEBAR = 'Xe côn tay thể thao';

/** The device screen's own width in CSS pixels (the frame around it may be scaled down). */
async function screenWidth(page: Page, device: string): Promise<number> {
  const screen = page.locator(`[data-testid="device-screen"][data-device="${device}"]`);
  await screen.waitFor();
  assert.equal(await screen.getAttribute('data-width'), String(await screen.evaluate((el) => el.clientWidth)));
  return screen.evaluate((el) => (el as HTMLElement).offsetWidth);
}

async function pick(page: Page, select: string, option: string) {
  await page.locator(`[data-testid="${select}"]`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const frame = (page: Page) => page.locator('[data-testid="device-screen"]');
const panelBanner = (page: Page, title: string) =>
  page.locator('[data-testid="preview-panel"] li[data-testid^="panel-banner-"]', { hasText: title });

describe('marketplace preview', () => {
  for (const locale of ['vi', 'en'] as const) {
    test(`phone, tablet and desktop widths, a page's sidebar, the platform filter and a banner's edit link (${locale})`, async () => {
      const { context, page } = await e2e.adminPage({ locale, path: '/responsive' });

      // phone, the default: the home page's first slide, its web pop-up; no sidebar column
      assert.equal(await screenWidth(page, 'phone'), 375);
      await frame(page).locator(`[data-testid="mock-slider"] img[alt="${SLIDE}"]`).waitFor();
      await frame(page).locator('[data-testid="mock-popup"]', { hasText: 'Tải ứng dụng Chợ Xe' }).waitFor();
      assert.equal(await frame(page).locator('[data-testid="mock-sidebar"]').count(), 0);
      await page.locator('[data-testid="panel-position-sidebar"] [data-testid="panel-desktop-only"]').waitFor();
      await page.locator('[data-testid="panel-position-top"] [data-testid="panel-none"]').waitFor();
      assert.equal(await page.getByRole('region', { name: /375/ }).count(), 1, 'the frame is a labelled region');
      await shot(page, `responsive-phone-${locale}`);

      await page.locator('[data-testid="device-tablet"]').click();
      assert.equal(await screenWidth(page, 'tablet'), 768);
      assert.equal(await frame(page).locator('[data-testid="mock-sidebar"]').count(), 0);
      await shot(page, `responsive-tablet-${locale}`);

      // desktop: scaled down to fit, with the sidebar column; the buy page's sidebar banner is in it
      await page.locator('[data-testid="device-desktop"]').click();
      assert.equal(await screenWidth(page, 'desktop'), 1366);
      const scale = Number(await page.locator('[data-scale]').getAttribute('data-scale'));
      assert.ok(scale > 0.3 && scale < 1, `scaled to fit (${scale})`);
      await frame(page).locator('[data-testid="mock-sidebar"]').waitFor();
      await pick(page, 'preview-page', 'Mua xe');
      await frame(page).locator(`[data-testid="mock-sidebar"] img[alt="${SIDEBAR}"]`).waitFor();
      await frame(page).locator('[data-testid="mock-top"] img[alt="Xe tay ga dưới 20 triệu"]').waitFor();
      assert.equal(
        await page.locator('[data-testid="panel-position-sidebar"] [data-testid="panel-desktop-only"]').count(),
        0,
      );
      await shot(page, `responsive-desktop-${locale}`);
      await assertAccessible(page, `/responsive at desktop width (${locale})`);

      await page.locator('[data-testid="device-phone"]').click();
      await screenWidth(page, 'phone');
      assert.equal(await frame(page).locator(`img[alt="${SIDEBAR}"]`).count(), 0, 'no sidebar at phone width');
      await page.locator('[data-testid="panel-position-sidebar"]', { hasText: SIDEBAR }).waitFor();

      // the platform: android has neither the web-only slide nor the web pop-up
      await pick(page, 'preview-page', 'Trang chủ');
      await panelBanner(page, WEB_ONLY_SLIDE).waitFor();
      assert.equal(await frame(page).locator('[data-testid^="mock-dot-"]').count(), 3);
      await pick(page, 'preview-platform', 'Android');
      await panelBanner(page, WEB_ONLY_SLIDE).waitFor({ state: 'detached' });
      await frame(page).locator('[data-testid="mock-popup"]', { hasText: 'Ưu đãi trả góp 0%' }).waitFor();
      assert.equal(await frame(page).locator('[data-testid^="mock-dot-"]').count(), 2);

      // the pop-up covers the page until it is put away; the slider's dots then move to another slide
      await page.locator('[data-testid="mock-popup-hide"]').click();
      await frame(page).locator('[data-testid="mock-popup"]').waitFor({ state: 'detached' });
      await frame(page).locator('[data-testid="mock-dot-1"]').click();
      await frame(page).locator('[data-testid="mock-slider"] img[alt="Trả góp 0% cùng HD Saison"]').waitFor();
      await shot(page, `responsive-phone-page-${locale}`);
      await page.locator('[data-testid="preview-show-popup"]').click();
      await frame(page).locator('[data-testid="mock-popup"]').waitFor();
      await frame(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shot(page, `responsive-android-${locale}`);

      // what is not live, on the hidden Tết page, with why
      // the switch follows the URL, which changes once the click is handled
      await page.locator('[data-testid="preview-drafts"]').click();
      await page.locator('[data-testid="preview-drafts"]:checked').waitFor();
      await pick(page, 'preview-page', locale === 'vi' ? 'Khuyến mãi Tết (đang ẩn)' : 'Khuyến mãi Tết (hidden)');
      await page.locator('[data-testid="panel-page-hidden"]').waitFor();
      await frame(page).locator('[data-testid="mock-state"]').first().waitFor();
      await page.locator('[data-testid="device-tablet"]').click();
      await screenWidth(page, 'tablet');
      await shot(page, `responsive-drafts-${locale}`);
      await assertAccessible(page, `/responsive with what is not live (${locale})`);

      // a banner of the panel opens its edit screen
      await page.locator('[data-testid="preview-drafts"]').click();
      await page.locator('[data-testid="preview-drafts"]:not(:checked)').waitFor();
      await pick(page, 'preview-page', 'Trang chủ');
      await panelBanner(page, SLIDE).getByRole('link', { name: SLIDE }).click();
      await page.waitForURL(/\/banners\/\d+\/edit$/);
      await page.locator('input[name="title"]').waitFor();
      assert.equal(await page.locator('input[name="title"]').inputValue(), SLIDE);
      await context.close();
    });
  }
});
