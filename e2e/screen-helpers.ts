import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { rowsDrawn } from './axe.ts';
import { navigate, screenshot } from './harness.ts';

export { signInAsAdmin } from './harness.ts';

/** A real picture for the upload fields (the API checks images by their content). */
export async function pictureFile(name: string, color: string, width = 960, height = 400) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export const shot = (page: Page, name: string) => screenshot(page, `${name}.png`);

/** Opens a list screen, waits for all its rows and, given a `name`, takes its screenshot. */
export async function openList(page: Page, path: string, name?: string): Promise<void> {
  await navigate(page, path);
  await page.locator('.DataTable-row').first().waitFor();
  await rowsDrawn(page);
  if (name) await shot(page, name);
}

/** Waits until the switch of this test id shows off (a status change saved and shown again). */
export const switchedOff = (page: Page, testId: string) =>
  page.waitForFunction(
    (sel) => !(document.querySelector(sel) as HTMLInputElement | null)?.checked,
    `[data-testid="${testId}"]`,
  );

/** Turns off the switch of this test id, which shows on, and waits until it shows off (saved). */
export async function switchOff(page: Page, testId: string): Promise<void> {
  const toggle = page.locator(`[data-testid="${testId}"]`);
  assert.equal(await toggle.isChecked(), true);
  await toggle.click();
  await switchedOff(page, testId);
}

/** Waits for the list's row showing `text` and answers its record id. */
export async function rowId(page: Page, text: string): Promise<string | null> {
  const row = page.locator('.DataTable-row', { hasText: text });
  await row.waitFor();
  return row.getAttribute('data-id');
}

/**
 * On a list filtered to one status: takes its screenshot, moderates the first row with its
 * `action` button (test id `<action>-<id>`), sees the row leave the list and finds it at `movedTo`.
 */
export async function moderateFirstRow(page: Page, name: string, action: string, movedTo: string): Promise<void> {
  const row = page.locator('.DataTable-row').first();
  await row.waitFor();
  await shot(page, name);
  const id = await row.getAttribute('data-id');
  await page.locator(`[data-testid="${action}-${id}"]`).click();
  await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor({ state: 'detached' });
  await navigate(page, movedTo);
  await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
}

/** Answers the page's `method` calls to `url` with the API's 403 for a missing `permission`; other calls go through. */
export async function refuse(page: Page, url: string, method: string, permission: string): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ result_code: 403, result: `You need the permission ${permission}` }),
        })
      : route.continue(),
  );
}

/**
 * Clicks an export button and answers the lines of the CSV it downloads, named `<name>-YYYY-MM-DD.csv`
 * (without the byte-order mark; the API ends lines with CRLF).
 */
export async function exportCsv(button: Locator, name: string): Promise<string[]> {
  const [download] = await Promise.all([button.page().waitForEvent('download'), button.click()]);
  assert.match(download.suggestedFilename(), new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  return readFileSync((await download.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

/** Picks an option of one of the content forms' selects (SelectInput: data-testid field-<name>). */
export async function choose(page: Page, field: string, value: string | number): Promise<void> {
  await page.locator(`[data-testid="field-${field}"]`).click();
  await page.locator(`[data-testid="option-${field}-${value}"]`).click();
}

/**
 * Types a time into one of the forms' date-and-time pickers (shown DD-MM-YYYY HH:mm) from
 * 'YYYY-MM-DDTHH:mm', or a day into a date picker from 'YYYY-MM-DD', once the picker replaced its
 * read-only stand-in.
 */
export async function typeDateTime(input: Locator, value: string): Promise<void> {
  const [, y, mo, d, h = '', mi = ''] = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value)!;
  // the field is a stand-in until it is used: the click brings the picker, which takes the focus
  await input.click();
  const ready = input.and(input.page().locator('input:not([readonly])'));
  await ready.click();
  await ready.press('Control+a');
  await ready.press('Backspace');
  await ready.pressSequentially(`${d}${mo}${y}${h}${mi}`);
}

/** Waits until a date field (its stand-in or its picker) shows this text, e.g. '05-12-2026 08:00'. */
export const showsDate = (input: Locator, text: string) =>
  input.and(input.page().locator(`input[value="${text}"]`)).waitFor();

/** How many rows a list's filter bar takes on screen (its visible fields' centre lines). */
export function filterRows(page: Page, testId: string): Promise<number> {
  return page.evaluate((id) => {
    // a loop, not a nested function: the test runner's transpiler would name it
    const centres: number[] = [];
    const stack: Element[] = [...document.querySelector(`[data-testid="${id}"]`)!.children];
    while (stack.length) {
      const el = stack.pop()!;
      const style = getComputedStyle(el);
      if (style.display === 'contents') stack.push(...el.children);
      else if (style.display !== 'none') {
        const box = el.getBoundingClientRect();
        centres.push(box.top + box.height / 2);
      }
    }
    // fields of one row are centred on one line, give or take a few pixels
    centres.sort((a, b) => a - b);
    return centres.filter((c, i) => i === 0 || c - centres[i - 1]! > 12).length;
  }, testId);
}

/** The headers and cells of a list's table whose text does not fit (cut with an ellipsis), `except` some columns. */
export function clippedCells(page: Page, except: string[] = []): Promise<string[]> {
  return page.evaluate((skip) => {
    const found: string[] = [];
    for (const cell of document.querySelectorAll('.DataTable-columnHeader, .DataTable-cell')) {
      const field = cell.getAttribute('data-field') ?? '';
      if (skip.includes(field)) continue;
      const parts = [cell, ...cell.querySelectorAll('.StatusTag, .DataTable-columnHeaderTitle')];
      if (parts.some((el) => el.scrollWidth > el.clientWidth + 1))
        found.push(`${field}: ${(cell.textContent ?? '').trim()}`);
    }
    return [...new Set(found)];
  }, except);
}

/** Text folded as the API's search folds it: no diacritics, `đ` as `d`, lower case. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

/** The make, model and trim comboboxes of the product and vehicle forms, by interface language. */
const TRIM_FIELDS = { en: ['Make', 'Model', 'Trim'], vi: ['Hãng xe', 'Dòng xe', 'Phiên bản'] } as const;

/** Picks a make, one of its models and a trim (as its option reads) in a product or vehicle form. */
export async function pickTrim(
  page: Page,
  locale: keyof typeof TRIM_FIELDS,
  make: string,
  model: string,
  trim: string,
): Promise<void> {
  const [makeField, modelField, trimField] = TRIM_FIELDS[locale];
  await page.getByRole('combobox', { name: makeField }).click();
  await page.getByRole('option', { name: make, exact: true }).click();
  await page.getByRole('combobox', { name: modelField }).click();
  await page.getByRole('option', { name: model, exact: true }).click();
  await page.getByRole('combobox', { name: trimField }).click();
  await page.getByRole('option', { name: trim }).click();
}

/** What a list's column shows on the page once its rows are there, blanks ('_') left out; never none. */
export async function columnTexts(page: Page, field: string): Promise<string[]> {
  const cells = page.locator(`.DataTable-row td[data-field="${field}"]`);
  await cells.first().waitFor();
  const texts = (await cells.allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '_');
  assert.ok(texts.length > 0, `the ${field} column shows values`);
  return texts;
}

/**
 * Ticks a checkbox of a list. A click that left it as it was (seen a few times in CI, under load,
 * while the list drew its rows again) is made again, at most twice; any other failure stands.
 */
export async function tick(box: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await box.check();
      return;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('did not change its state')) throw error;
    }
  }
}
