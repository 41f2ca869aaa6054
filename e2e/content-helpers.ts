import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { SHOTS_DIR, signIn } from './harness.ts';

/** A real picture for the upload fields (the API checks images by their content). */
export async function pictureFile(name: string, color: string, width = 960, height = 400) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, 'admin', 'admin123');
  await page.locator('[data-testid="sidebar"]').waitFor();
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: false });

/** Picks an option of one of the content forms' selects (SelectInput: data-testid field-<name>). */
export async function choose(page: Page, field: string, value: string | number): Promise<void> {
  await page.locator(`[data-testid="field-${field}"]`).click();
  await page.locator(`[data-testid="option-${field}-${value}"]`).click();
}
