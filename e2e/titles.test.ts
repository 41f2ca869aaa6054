import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';

const e2e = useE2E();

/** The browser tab's title, once it says `title` (it follows the screen's heading). */
const titled = (page: Page, title: string) =>
  page.waitForFunction((expected) => document.title === expected, title).then(() => page.title());

const TEXTS = {
  vi: { list: 'Giao dịch', group: 'Quản lý giao dịch', loans: 'Khoản vay mua xe', welcome: 'Chào mừng bạn trở lại!' },
  en: { list: 'Transactions', group: 'Transaction Management', loans: 'Vehicle loans', welcome: 'Welcome back!' },
} as const;

for (const locale of ['vi', 'en'] as const) {
  test(`every screen and record titles its browser tab, and the app bar says where it is (${locale})`, async () => {
    const words = TEXTS[locale];
    const { context, page } = await e2e.newPage({ locale });
    await page.goto(`${e2e.url}/login`);
    await titled(page, `${words.welcome} · MotoMart Admin`);
    await context.close();

    const admin = await e2e.adminPage({ locale, path: '/transactions' });
    const list = admin.page;
    await list.locator('.DataTable-row').first().waitFor();
    await titled(list, `${words.list} · MotoMart Admin`);
    const whereabouts = list.getByRole('navigation', { name: locale === 'vi' ? 'Bạn đang ở' : 'You are here' });
    assert.equal((await whereabouts.textContent())?.replace(/\s+/g, ' ').trim(), `${words.group} › ${words.list}`);

    // a record: its code and whose it is, in the tab's title and as the screen's heading
    const code = (await list.locator('.DataTable-row').first().locator('a').first().textContent())!.trim();
    assert.match(code, /^[A-Z]{2}\d+$/);
    await list.locator('.DataTable-row').first().locator('a').first().click();
    const recordTitle = await list.waitForFunction(
      (c) => document.title.startsWith(`${c} · `) && document.title.endsWith(' · MotoMart Admin') && document.title,
      code,
    );
    const heading = (await list.locator('h1').textContent())!.replace(/\s+/g, ' ').trim();
    assert.equal(await recordTitle.jsonValue(), `${heading} · MotoMart Admin`);
    assert.ok(heading.startsWith(`${code} · `) && heading.length > code.length + 3, `${heading} names the buyer`);
    await shot(list, `titles-record-${locale}`);
    await assertAccessible(list, 'a sale with its heading');
    // the app bar's list is a way back
    await list.locator('[data-testid="whereabouts-list"]').click();
    await list.waitForURL(/\/transactions$/);
    await titled(list, `${words.list} · MotoMart Admin`);

    // a loan's paperwork tab has the loan's heading too
    await navigate(list, '/loans/1/paperwork');
    await list.waitForFunction(() => /^[A-Z]{2}\d+ · .+ · MotoMart Admin$/.test(document.title));
    assert.match((await whereabouts.textContent()) ?? '', new RegExp(words.loans));
    await admin.context.close();
  });
}
