import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.ts';
import { apiAs } from './api-client.ts';
import { openList, shot } from './screen-helpers.ts';
import { navigate, signIn, useE2E } from './harness.ts';

const e2e = useE2E();

/** The queues on screen: key → the number shown. */
async function queuesShown(page: Page) {
  await page.locator('[data-testid="work-queues"]').waitFor();
  const cards = page.locator('[data-testid^="queue-"]:not([data-testid="queue-count"])');
  const shown = new Map<string, number>();
  for (const card of await cards.all()) {
    const key = (await card.getAttribute('data-testid'))!.slice('queue-'.length);
    const count = Number((await card.locator('[data-testid="queue-count"]').innerText()).replace(/\D/g, ''));
    shown.set(key, count);
  }
  return shown;
}

describe('dashboard', () => {
  test('the work waiting: each number opens its list filtered, and the list holds that many', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/' });
    const shown = await queuesShown(page);
    assert.ok(shown.has('products-in-review') && shown.has('reviews-pending') && shown.has('leads-new'));
    await shot(page, 'dashboard-en');
    await assertAccessible(page, 'the dashboard (en)');

    for (const [key, path, filter] of [
      ['reviews-pending', '/reviews', 'status=pending'],
      ['leads-new', '/leads', 'status=new'],
      ['comments-pending', '/comments', 'status=pending'],
      ['paperwork-waiting', '/transactions', 'paperwork_status=waiting'],
      ['disbursements-to-confirm', '/loans', 'loan_status=lender-disbursed'],
    ] as const) {
      await navigate(page, '/');
      await page.locator(`[data-testid="queue-${key}"] a`).click();
      await page.waitForURL((url) => url.pathname === path && url.search === `?${filter}`);
      const count = shown.get(key)!;
      if (count === 0) continue;
      await page.locator('.DataTable-row').first().waitFor();
      await page.getByText(new RegExp(`of ${count.toLocaleString('vi-VN').replace('.', '\\.')}$`)).waitFor();
    }
    await context.close();
  });

  test("today's and this month's figures open the lists they count; the 30 days as a chart and a table; the activity", async () => {
    const api = await apiAs(e2e.url);
    const data = (await api.get('/dashboard/figures')).data as {
      periods: { today: string; month: { start: string; end: string } };
      figures: { key: string; today: { count: number; amount: number | null }; month: { count: number } }[];
      series: { day: string }[];
    };
    // a change made just now is the latest activity
    const waiting = (await api.get('/v2/transactions?status=new&count=1')).data as { id: number }[];
    const changed = waiting[0]!.id;
    await api.send('PUT', `/v2/transactions/${changed}/change-status`, { status: 'confirmed' });
    const code = `TX${String(changed).padStart(6, '0')}`;
    const sales = data.figures.find((f) => f.key === 'sales')!;
    const listings = data.figures.find((f) => f.key === 'listings')!;
    assert.ok(sales.month.count > 0 && listings.month.count > 0, 'the demo data has this month');
    for (const locale of ['en', 'vi'] as const) {
      const { context, page } = await e2e.adminPage({ locale });
      await page.locator('[data-testid="figure-sales"]').waitFor();
      assert.equal(await page.locator('[data-testid^="figure-"][data-testid$="-today"]').count(), 5);
      await page.locator('[data-testid="trend-chart"] .DayChart-bar').first().waitFor();
      await shot(page, `dashboard-figures-${locale}`);
      await assertAccessible(page, `the dashboard's figures (${locale})`);
      // the chart's first figure: today's bar shows today's figure under the pointer and the keyboard
      const first = data.figures[0]!.key;
      const todayText = (await page.locator(`[data-testid="figure-${first}-today"]`).innerText()).trim();
      const chart = page.locator('[data-testid="trend-chart"] [data-testid="day-chart"]');
      const tooltip = page.locator('[data-testid="trend-chart"] [data-testid="day-chart-tooltip"]');
      const box = (await chart.boundingBox())!;
      await chart.hover({ position: { x: box.width - 20, y: box.height / 2 } });
      await tooltip.filter({ hasText: todayText }).waitFor();
      await shot(page, `dashboard-chart-tooltip-${locale}`);
      await assertAccessible(page, `the chart's tooltip (${locale})`);
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'detached' });
      await chart.focus();
      await tooltip.filter({ hasText: todayText }).waitFor();
      await page.keyboard.press('Home');
      await tooltip.filter({ hasText: data.series[0]!.day.split('-').reverse().join('-') }).waitFor();
      await chart.blur();

      // the 30 days of completed sales as a table: today's row is the figure's today
      await page.locator('[data-testid="trend-sales"]').click();
      await page.locator('[data-testid="trend-as-table"]').click();
      const rows = page.locator('[data-testid="trend-table"] tbody tr');
      await rows.first().waitFor();
      assert.equal(await rows.count(), 30);
      assert.equal(
        (await rows.first().locator('td').last().innerText()).trim(),
        (await page.locator('[data-testid="figure-sales-today"]').innerText()).trim(),
      );
      await assertAccessible(page, `the 30 days as a table (${locale})`);

      if (locale === 'en') {
        // this month's completed sales: the list of sales completed on those days holds that many
        await page.locator('[data-testid="figure-sales-month"]').click();
        await page.waitForURL(
          (url) =>
            url.pathname === '/transactions' &&
            url.searchParams.get('status') === 'completed' &&
            url.searchParams.get('date_field') === 'completed_at' &&
            url.searchParams.get('start_date') === data.periods.month.start,
        );
        await page.locator('.DataTable-row').first().waitFor();
        await page.getByText(new RegExp(`of ${sales.month.count}$`)).waitFor();
        // this month's listings: the products registered on those days
        await navigate(page, '/');
        await page.locator('[data-testid="figure-listings-month"]').click();
        await page.waitForURL(
          (url) => url.pathname === '/products' && url.searchParams.get('end_date') === data.periods.today,
        );
        await page
          .locator('[data-testid="products-count"]', {
            hasText: new RegExp(`^${listings.month.count.toLocaleString('en-US')} results$`),
          })
          .waitFor();
      }

      // the latest change first: who, what, and the sale's code, which opens it
      if (locale === 'en') await navigate(page, '/');
      const latest = page.locator('[data-testid="recent-activity"] li').first();
      await latest.getByText(code).waitFor();
      assert.match(await latest.innerText(), locale === 'en' ? /changed the status of/ : /đã đổi trạng thái/);
      await latest.getByRole('link', { name: new RegExp(code) }).click();
      await page.waitForURL((url) => url.searchParams.get('id') === String(changed));
      await context.close();
    }
  });

  test('in Vietnamese, and only the queues a role may open', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi' });
    await queuesShown(page);
    await page.getByText('Việc đang chờ').waitFor();
    await shot(page, 'dashboard-vi');
    await assertAccessible(page, 'the dashboard (vi)');
    await context.close();

    const writer = await e2e.newPage({ locale: 'vi' });
    await signIn(writer.page, 'news', 'news1234');
    await writer.page.locator('[data-testid="queues-none"]').waitFor();
    await writer.context.close();
  });

  test("the sidebar shows the open screen's entry; a screen opened from a scrolled page starts at the top", async () => {
    // the last group's entry: the menu scrolls to it
    const { context, page } = await e2e.adminPage({ locale: 'en', path: '/faqs/category' });
    const entry = page.locator('[data-testid="menu-faqs-category"][aria-current="page"]');
    await entry.waitFor();
    await page.waitForFunction(() => {
      const item = document.querySelector('[data-testid="menu-faqs-category"]')!.getBoundingClientRect();
      return item.top >= 0 && item.bottom <= window.innerHeight;
    });
    // a long page scrolled to its end; the next screen opens at its top
    await page.setViewportSize({ width: 1366, height: 500 });
    await navigate(page, '/finance-loans/1/view-detail');
    // opened through the app's router, not a load: its group unfolds and shows its entry
    await page.locator('[data-testid="menu-finance-loans"][aria-current="page"]').waitFor();
    await page.locator('[data-testid="timeline"] li').first().waitFor();
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 100),
      'the cash loan is longer than a 500 px window',
    );
    // scrolled again until it holds: a row that arrives meanwhile may lay the page out anew
    await page.waitForFunction(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY > 0;
    });
    await page.locator('[data-testid="menu-loans"]').click();
    await page.waitForURL((url) => url.pathname === '/loans');
    await page.locator('.DataTable-row').first().waitFor();
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
      'the list could have kept a scroll position',
    );
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await context.close();
  });

  test('the menu group labels stay on one line, whole, in English and in Vietnamese', async () => {
    for (const locale of ['en', 'vi'] as const) {
      const { context, page } = await e2e.adminPage({ locale });
      const labels = page.locator('[data-testid^="menu-group-"] .MuiListItemText-primary');
      await labels.first().waitFor();
      const measured = await labels.evaluateAll((nodes) =>
        nodes.map((n) => ({
          text: n.textContent ?? '',
          lines: Math.round(n.getBoundingClientRect().height / parseFloat(getComputedStyle(n).lineHeight)),
          clipped: n.scrollWidth > n.clientWidth,
        })),
      );
      assert.ok(measured.length >= 10, `${locale}: the admin sees every group`);
      for (const label of measured) {
        assert.equal(label.lines, 1, `${locale}: "${label.text}" is on one line`);
        assert.equal(label.clipped, false, `${locale}: "${label.text}" is whole`);
      }
      await shot(page, `sidebar-${locale}`);
      await context.close();
    }
  });

  test('the keyboard: the first Tab offers to skip the menu, and Enter lands on the screen', async () => {
    const { context, page } = await e2e.adminPage({ locale: 'vi', path: '/transactions' });
    await openList(page, '/transactions');
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.locator('[data-testid="skip-link"]');
    assert.equal(await skip.evaluate((el) => el === document.activeElement), true, 'the skip link comes first');
    assert.equal(await skip.innerText(), 'Bỏ qua menu, tới nội dung');
    assert.ok((await skip.boundingBox())!.y >= 0, 'visible while focused');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    // the next Tab stops inside the screen, not in the sidebar
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), true);
    await context.close();
  });

  test('a system that asks for less motion gets menus without transitions; the others keep them', async () => {
    for (const motion of [false, true]) {
      const { context, page } = await e2e.adminPage({ locale: 'en', motion });
      await page.locator('[data-testid="user-menu"]').click();
      const paper = page.locator('[role="menu"]').locator('xpath=..');
      await paper.waitFor();
      // MUI's Grow sets the paper's transition as it enters; with less motion, none is drawn
      const transition = await paper.evaluate((el) => getComputedStyle(el).transitionDuration);
      const moving = transition.split(',').some((d) => parseFloat(d) > 0);
      assert.equal(moving, motion, `menu transition ${transition} (motion: ${motion})`);
      await context.close();
    }
  });

  test('scheduled work that failed is shown to full access only, in the staff language', async () => {
    const finished = new Date(Date.now() - 3_600_000).toISOString();
    await e2e.db
      .insertInto('job_runs')
      .values({
        name: 'campaigns-daily-charge',
        due_at: '2026-11-20T17:05:00.000Z',
        started_at: finished,
        finished_at: finished,
        status: 'failed',
        result: JSON.stringify('connect ECONNREFUSED 10.0.0.5:5432'),
        attempts: 5,
        owner: null,
        lease_until: null,
        next_attempt_at: null,
      })
      .execute();
    for (const locale of ['vi', 'en'] as const) {
      const { context, page } = await e2e.adminPage({ locale, path: '/' });
      const shown = page.locator('[data-testid="job-problem-campaigns-daily-charge"]');
      await shown.waitFor();
      assert.match(
        await shown.innerText(),
        locale === 'vi'
          ? /Trừ tiền chiến dịch hằng ngày.*đã thử 5 lần, đã dừng/s
          : /Daily campaign charge.*tried 5 times, stopped/s,
      );
      assert.match(await shown.innerText(), /ECONNREFUSED/);
      await shot(page, `dashboard-job-problems-${locale}`);
      await assertAccessible(page, `the dashboard with a failed run (${locale})`);
      await context.close();
    }
    const { context, page } = await e2e.newPage({ locale: 'vi' });
    await signIn(page, 'editor', 'editor123');
    await page.locator('[data-testid="work-queues"], [data-testid="queues-none"]').first().waitFor();
    assert.equal(await page.locator('[data-testid="job-problems"]').count(), 0);
    await context.close();
  });
});
