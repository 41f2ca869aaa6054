import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { navigate, useE2E } from './harness.ts';
import { shot, tick } from './screen-helpers.ts';

const e2e = useE2E();

describe('leads', () => {
  test('leads: open one, then move several new leads to contacted at once, with a note', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/leads?status=new' });
    const rows = page.locator('.DataTable-row');
    await rows.first().waitFor();
    const ids = await rows.evaluateAll((els) => els.slice(0, 2).map((el) => el.getAttribute('data-id')));
    assert.equal(ids.length, 2, 'two new leads');
    const phones = await Promise.all(
      ids.map(
        async (id) =>
          (
            await page
              .locator(`.DataTable-row[data-id="${id}"] .DataTable-cell[data-field="full_name"] .MuiTypography-caption`)
              .textContent()
          )?.trim() ?? '',
      ),
    );

    await page.locator(`[data-testid="lead-open-${ids[0]}"]`).click();
    await page.locator('[data-testid="lead-detail"]').getByText('Số điện thoại').waitFor();
    await shot(page, 'lead-detail-vi');
    await page.keyboard.press('Escape');

    for (const id of ids) await tick(page.locator(`.DataTable-row[data-id="${id}"] input[type="checkbox"]`));
    await page.locator('[data-testid="bulk-count"]', { hasText: 'Đã chọn 2 dòng' }).waitFor();
    await page.locator('[data-testid="bulk-contacted"]').click();
    await page.locator('[data-testid="bulk-reason"]').fill('Đã gọi, hẹn xem xe cuối tuần');
    await shot(page, 'leads-status-vi');
    await page.locator('[data-testid="bulk-reason-submit"]').click();
    await page.locator('[data-testid="bulk-bar"]').waitFor({ state: 'detached' });
    for (const id of ids) await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor({ state: 'detached' });

    for (const [index, id] of ids.entries()) {
      await navigate(page, `/leads?status=contacted&q=${encodeURIComponent(phones[index])}`);
      await page.locator(`.DataTable-row[data-id="${id}"]`).waitFor();
    }
    await context.close();
  });
});
