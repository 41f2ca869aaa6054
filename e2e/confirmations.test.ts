import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot, switchedOff } from './screen-helpers.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();

const WORDS = { vi: { undo: 'Hoàn tác', undone: 'Đã hoàn tác' }, en: { undo: 'Undo', undone: 'Undone' } } as const;

for (const locale of ['vi', 'en'] as const) {
  test(`a one-click change offers its undo; a confirmation opens on its safe choice, so Enter takes nothing (${locale})`, async () => {
    const api = await apiAs(e2e.url);
    const pages = (await api.get('/pages?status=1')).data as { id: number; status: number }[];
    const id = pages[locale === 'vi' ? 0 : 1]!.id;
    const { context, page } = await e2e.adminPage({ locale });
    await navigate(page, '/pages?status=1');
    const toggle = page.locator(`[data-testid="page-status-${id}"]`);
    await toggle.click();
    await switchedOff(page, `page-status-${id}`);
    const undo = page.locator('[data-testid="quick-message-undo"]');
    assert.equal((await undo.innerText()).trim(), WORDS[locale].undo);
    await shot(page, `undo-offered-${locale}`);
    await assertAccessible(page, 'a change that offers its undo');
    await undo.click();
    await page.locator('[data-testid="quick-message"]', { hasText: WORDS[locale].undone }).waitFor();
    await page.waitForFunction(
      (sel) => (document.querySelector(sel) as HTMLInputElement | null)?.checked,
      `[data-testid="page-status-${id}"]`,
    );
    assert.equal(((await api.get(`/pages/${id}`)).data as { status: number }).status, 1, 'the server has it back');

    // a delete asks first, with the focus on the safe choice: Enter out of habit deletes nothing
    await page.locator(`[data-testid="page-delete-${id}"]`).click();
    await page.locator('[data-testid="confirm-dialog"]').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'confirm-cancel');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="confirm-dialog"]').waitFor({ state: 'detached' });
    assert.equal(((await api.get(`/pages/${id}`)).data as { id: number }).id, id, 'still there');
    await context.close();
  });
}
