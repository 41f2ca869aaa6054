import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertAccessible } from './axe.ts';
import { apiAs } from './api-client.ts';
import { exportCsv, shot } from './screen-helpers.ts';
import { navigate, signIn, useE2E } from './harness.ts';

const e2e = useE2E();
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

describe('the data centre', () => {
  test('an export from /data, whole and in English, then in my history with its rows', async () => {
    const api = await apiAs(e2e.url);
    const total = (await api.get('/v2/transactions?count=1')).total!;
    const { context, page } = await e2e.adminPage({ locale: 'en' });
    await page.locator('[data-testid="home-data-link"]').click();
    await page.waitForURL((url) => url.pathname === '/data');
    const card = page.locator('[data-testid="data-export-transactions"]');
    await card.waitFor();
    assert.equal(await page.locator('[data-testid^="data-export-"]').count(), 5, 'full access: every export');
    await shot(page, 'data-exports-en');
    await assertAccessible(page, 'the data centre (en)');

    const lines = await exportCsv(card.locator('[data-testid="export-csv"]'), 'transactions');
    assert.ok(lines[0]!.startsWith('Transaction,'), 'English headers');
    assert.equal(lines.length - 1, total, 'every transaction');

    await page.locator('[data-testid="data-tab-history"]').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'history');
    const first = page.locator('.DataTable-row').first();
    await first.getByText('Transactions · CSV · EN').waitFor();
    await first.getByText('Done').waitFor();
    assert.match(await first.innerText(), new RegExp(String(total)));
    await shot(page, 'data-history-en');
    await assertAccessible(page, 'the export history (en)');
    await context.close();
  });

  test('the audit log: an entry found by who, what, area and day, with its before and after', async () => {
    const api = await apiAs(e2e.url);
    const waiting = (await api.get('/v2/transactions?status=new&count=1')).data as { id: number }[];
    const id = waiting[0]!.id;
    await api.send('PUT', `/v2/transactions/${id}/change-status`, { status: 'cancelled', reason: 'Khách đổi ý' });
    for (const locale of ['vi', 'en'] as const) {
      const day = today();
      const path = `/data?tab=audit&username=admin&action=status&entity=transaction&start_date=${day}&end_date=${day}`;
      const { context, page } = await e2e.adminPage({ locale, path });
      await navigate(page, path);
      const row = page.locator('.DataTable-row', { hasText: String(id) }).first();
      await row.waitFor();
      assert.match(await row.innerText(), locale === 'vi' ? /đã đổi trạng thái/ : /changed the status of/);
      await row.getByRole('button').click();
      const changes = page.locator('[data-testid="audit-changes"]');
      await changes.waitFor();
      const text = await changes.innerText();
      assert.match(text, /status/);
      assert.match(text, /new/);
      assert.match(text, /cancelled/);
      // the dialog has finished opening (its fade) before the picture
      await page.waitForFunction(() => {
        const dialog = document.querySelector('.MuiDialog-container');
        return dialog !== null && getComputedStyle(dialog).opacity === '1';
      });
      await shot(page, `data-audit-${locale}`);
      await assertAccessible(page, `the audit log with a change open (${locale})`);
      await page.keyboard.press('Escape');
      await changes.waitFor({ state: 'hidden' });

      // another day finds nothing
      await navigate(page, '/data?tab=audit&username=admin&start_date=2020-01-01&end_date=2020-01-02');
      await page
        .getByText(locale === 'vi' ? 'Không có thay đổi nào khớp bộ lọc.' : 'No change matches these filters.')
        .waitFor();
      await context.close();
    }
  });

  test('a loan officer exports only their lists and sees no audit log', async () => {
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signIn(page, 'loan', 'loan1234');
    await page.waitForURL((url) => url.pathname === '/');
    await navigate(page, '/data');
    await page.locator('[data-testid="data-export-loans"]').waitFor();
    const shown = await page
      .locator('[data-testid^="data-export-"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
    assert.ok(!shown.includes('data-export-products'), 'no products export without the products list');
    assert.equal(await page.locator('[data-testid="data-tab-audit"]').count(), 0);
    await shot(page, 'data-exports-vi');
    await assertAccessible(page, 'the data centre (vi)');
    await context.close();
  });
});
