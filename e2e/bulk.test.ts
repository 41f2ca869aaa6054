import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertAccessible, rowsDrawn } from './axe.ts';
import { navigate, useE2E } from './harness.ts';
import { shot, tick } from './screen-helpers.ts';
import { apiAs } from './staff-api.ts';

const e2e = useE2E();

const rows = '.DataTable-row';
const REVIEW = '/products?sales_status=in+review';

const words = {
  vi: {
    chosen: 'Đã chọn 3 dòng',
    allMatching: /Đã chọn tất cả [\d.]+ dòng khớp bộ lọc/,
    changed: /vừa được người khác thay đổi/,
    results: (n: number) => `${n.toLocaleString('vi-VN')} kết quả`,
  },
  en: {
    chosen: '3 rows chosen',
    allMatching: /All [\d,]+ rows matching the filters chosen/,
    changed: /was changed by someone else meanwhile/,
    results: (n: number) => `${n.toLocaleString('en-US')} results`,
  },
} as const;

describe('bulk work', () => {
  for (const locale of ['vi', 'en'] as const) {
    test(`listings waiting review approved together, one changed meanwhile named in the reader's words (${locale})`, async () => {
      const say = words[locale];
      const api = await apiAs(e2e.url);
      const waiting = await api.get('/v2/products?sales_status=in+review');
      const before = waiting.total!;
      const [a, b, c] = waiting.data as { id: number; title: string }[];
      assert.ok(a && b && c, 'three listings wait for review');
      // on the whole catalogue (more than a page): the page, then everything the filters match (the count shown)
      const { context, page } = await e2e.adminPage({ locale, path: '/products' });
      await page.locator(rows).first().waitFor();
      await rowsDrawn(page);
      await tick(page.locator('thead input[type="checkbox"]'));
      await page.locator('[data-testid="bulk-all-matching"]').click();
      await page.locator('[data-testid="bulk-count"]', { hasText: say.allMatching }).waitFor();
      await page.locator('[data-testid="bulk-clear"]').click();
      await page.locator('[data-testid="bulk-bar"]').waitFor({ state: 'detached' });

      // the queue of listings waiting review: three rows chosen
      await navigate(page, REVIEW);
      await page.locator(`${rows}[data-id="${a.id}"]`).waitFor();
      await rowsDrawn(page);
      await page.locator('[data-testid="products-count"]', { hasText: say.results(before) }).waitFor();

      for (const row of [a, b, c]) await tick(page.locator(`${rows}[data-id="${row.id}"] input[type="checkbox"]`));
      await page.locator('[data-testid="bulk-count"]', { hasText: say.chosen }).waitFor();
      // approving is offered (all three wait for review); selling again is not
      await page.locator('[data-testid="bulk-approve"]').waitFor();
      assert.equal(await page.locator('[data-testid="bulk-sell"]').count(), 0);
      await shot(page, `bulk-bar-${locale}`);
      await assertAccessible(page, `the bulk bar (${locale})`);

      // someone else edits the third listing meanwhile: the version this person saw is gone
      await api.send('PUT', `/v3/products/${c.id}`, { used_distance: 4321 });
      await page.locator('[data-testid="bulk-approve"]').click();
      await page.locator('[data-testid="confirm-dialog"]', { hasText: `#${a.id} ${a.title}` }).waitFor();
      await shot(page, `bulk-confirm-${locale}`);
      await page.locator('[data-testid="confirm-yes"]').click();

      const refused = page.locator(`[data-testid="bulk-refused-${c.id}"]`);
      await refused.waitFor();
      assert.match((await refused.textContent()) ?? '', say.changed);
      assert.equal(await page.locator('[data-testid^="bulk-refused-"]').count(), 1, 'only the changed one is refused');
      // the queue shrank before the result was shown: the count and the rows are the server's now
      assert.equal(
        (await page.locator('[data-testid="products-count"]').textContent())?.trim(),
        say.results(before - 2),
      );
      for (const row of [a, b]) assert.equal(await page.locator(`${rows}[data-id="${row.id}"]`).count(), 0);
      await page.locator(`${rows}[data-id="${c.id}"]`).waitFor();
      await shot(page, `bulk-result-${locale}`);
      await assertAccessible(page, `the bulk result (${locale})`);
      await page.locator('[data-testid="bulk-result-close"]').click();
      await page.locator('[data-testid="bulk-result"]').waitFor({ state: 'detached' });
      const statuses = await Promise.all(
        [a, b, c].map(async (row) => (await api.get(`/v2/products/${row.id}`)).data as { sales_status: string }),
      );
      assert.deepEqual(
        statuses.map((s) => s.sales_status),
        ['ing', 'ing', 'in review'],
      );

      // on a phone the cards carry the checkboxes and the bar wraps
      await page.setViewportSize({ width: 390, height: 844 });
      await tick(page.locator(`${rows}[data-id="${c.id}"] input[type="checkbox"]`));
      await page.locator('[data-testid="bulk-approve"]').waitFor();
      await shot(page, `bulk-bar-phone-${locale}`);
      await assertAccessible(page, `the bulk bar on a phone (${locale})`);
      await context.close();
    });
  }

  for (const locale of ['vi', 'en'] as const) {
    test(`reviews waiting moderation published together from the bulk bar (${locale})`, async () => {
      const api = await apiAs(e2e.url);
      const pending = (await api.get('/reviews?status=pending')).data as { id: number }[];
      const [a, b] = pending;
      assert.ok(a && b, 'two reviews wait for moderation');
      const { context, page } = await e2e.adminPage({ locale, path: '/reviews?status=pending' });
      await page.locator(`${rows}[data-id="${a.id}"]`).waitFor();
      await rowsDrawn(page);
      for (const row of [a, b]) await tick(page.locator(`${rows}[data-id="${row.id}"] input[type="checkbox"]`));
      const publish = page.locator('[data-testid="bulk-status-published"]');
      assert.match((await publish.innerText()).trim(), locale === 'vi' ? /Đã đăng/ : /Published/);
      await publish.click();
      // all done: a message says so (a result dialog opens only to name refused rows)
      await page.locator('[data-testid="quick-message"]').waitFor();
      // the queue shrank at once: the published reviews left the pending view
      for (const row of [a, b]) await page.locator(`${rows}[data-id="${row.id}"]`).waitFor({ state: 'detached' });
      await shot(page, `bulk-reviews-${locale}`);
      await assertAccessible(page, `the reviews' bulk result (${locale})`);
      for (const row of [a, b])
        assert.equal(((await api.get(`/reviews/${row.id}`)).data as { status: string }).status, 'published');
      await context.close();
    });
  }
});
