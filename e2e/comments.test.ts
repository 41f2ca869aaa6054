import { describe, test } from 'node:test';
import { useE2E } from './harness.ts';
import { shot } from './content-helpers.ts';

const e2e = useE2E();

describe('comments', () => {
  test('comments: approve a pending comment', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/comments?status=pending' });
    const row = page.locator('.DataTable-row').first();
    await row.waitFor();
    await shot(page, 'comments-vi');
    const id = await row.getAttribute('data-id');
    await page.locator(`[data-testid="comment-approved-${id}"]`).click();
    // approved, it leaves the pending list
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor({ state: 'detached' });
    await page.goto('/comments?status=approved');
    await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    await context.close();
  });
});
