import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot } from './screen-helpers.ts';

const e2e = useE2E();
const rows = '.DataTable-row';

const WORDS = {
  vi: { block: 'Chặn tin…', confirm: 'Chặn tin', lock: 'Khoá tin', title: 'Chặn tin này', blocked: 'Bị chặn' },
  en: { block: 'Block…', confirm: 'Block', lock: 'Lock', title: 'Block this listing', blocked: 'Blocked' },
} as const;

for (const locale of ['vi', 'en'] as const) {
  test(`one word per action: blocking a listing says "block" from its menu to its dialog and status, locking says "lock" (${locale})`, async () => {
    const words = WORDS[locale];
    const { context, page } = await e2e.adminPage({ locale });
    await navigate(page, '/products?sales_status=ing');
    await page.locator(`${rows}[data-rowindex="0"] [data-status="ing"]`).waitFor();
    const id = await page.locator(rows).first().getAttribute('data-id');
    await page.locator(`[data-testid="product-menu-${id}"]`).click();
    assert.equal((await page.locator('[data-testid="product-action-block"]').innerText()).trim(), words.block);
    assert.equal((await page.locator('[data-testid="product-action-lock"]').innerText()).trim(), words.lock);
    await page.locator('[data-testid="product-action-block"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(words.title, { exact: true }).waitFor();
    // the dialog's own button ends the action: the verb without the ellipsis of the menu's item
    assert.equal((await page.locator('[data-testid="block-confirm"]').innerText()).trim(), words.confirm);
    await shot(page, `product-block-words-${locale}`);
    await assertAccessible(page, 'the block dialog');
    await page.keyboard.press('Escape');
    // the status filter names a blocked listing the same way
    await navigate(page, '/products?sales_status=blocked');
    await page.locator(`${rows}[data-rowindex="0"] [data-status="blocked"]`, { hasText: words.blocked }).waitFor();
    await context.close();
  });
}
