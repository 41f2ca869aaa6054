import { DASHBOARD_QUEUE_LISTS, DASHBOARD_QUEUES, type DashboardQueueKey } from '@admin/contract';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertOk, describeApp, valuesOf } from '../../test/harness.ts';

/** The API list each queue's screen reads, with the queue's filter. */
const API_LISTS: Record<DashboardQueueKey, string> = {
  'products-in-review': '/api/v2/products',
  'reviews-pending': '/api/reviews',
  'comments-pending': '/api/comment',
  'leads-new': '/api/leads',
  'station-orders-new': '/api/v2/stations/orders',
  'transactions-new': '/api/v2/transactions',
  'paperwork-waiting': '/api/v2/transactions',
  'loans-submitted': '/api/loans',
  'loans-approved': '/api/loans',
  'disbursements-to-confirm': '/api/loans',
  'cash-orders-pending': '/api/cash/cash-orders',
  'alepay-pending': '/api/alepays',
};

describeApp('dashboard', (t) => {
  /** Moves the first sale in `status` (as the admin, through the API) and answers it as it was. */
  const moveFirst = async (status: string, body: { status: string; reason?: string }) => {
    const sale = assertOk(await t.call('GET', '/api/v2/transactions', { as: 'admin', query: { status, count: 1 } }))
      .data[0];
    assertOk(await t.call('PUT', `/api/v2/transactions/${sale.id}/change-status`, { as: 'admin', body }));
    return sale;
  };

  test('GET /dashboard/queues: every count equals the total of the list it opens', async () => {
    const queues = assertOk(await t.call('GET', '/api/dashboard/queues', { as: 'admin' })).data;
    assert.deepEqual(valuesOf(queues, 'key'), [...DASHBOARD_QUEUES]);
    for (const q of queues as { key: DashboardQueueKey; count: number; oldest_at: string | null }[]) {
      const list = assertOk(
        await t.call('GET', API_LISTS[q.key], { as: 'admin', query: DASHBOARD_QUEUE_LISTS[q.key].filter }),
      );
      assert.equal(q.count, list.total, `${q.key}: the queue and its list`);
      assert.equal(q.oldest_at === null, q.count === 0, `${q.key}: oldest only when something waits`);
    }
    assert.ok(
      queues.some((q: { count: number }) => q.count > 0),
      'the demo data leaves work waiting',
    );
  });

  test('a change moves the count: a confirmed transaction leaves the "new" queue', async () => {
    const count = async () =>
      (
        assertOk(await t.call('GET', '/api/dashboard/queues', { as: 'admin' })).data as {
          key: string;
          count: number;
        }[]
      ).find((q) => q.key === 'transactions-new')!.count;
    const before = await count();
    await moveFirst('new', { status: 'confirmed' });
    assert.equal(await count(), before - 1);
  });

  test('each user sees only the queues of the lists they may open', async () => {
    const keysOf = async (as: string) =>
      (assertOk(await t.call('GET', '/api/dashboard/queues', { as })).data as { key: string }[]).map((q) => q.key);
    assert.deepEqual(await keysOf('news'), []);
    const loan = await keysOf('loan');
    assert.ok(loan.includes('loans-submitted'), 'the loan officer sees the loans to process');
    assert.ok(!loan.includes('reviews-pending'), 'but not the reviews');
    const ads = await keysOf('ads');
    assert.ok(ads.includes('cash-orders-pending') && !ads.includes('products-in-review'));
  });

  type Value = { count: number; amount: number | null };
  type Figures = {
    periods: {
      today: string;
      yesterday: string;
      month: { start: string; end: string };
      previous_month: { start: string; end: string };
    };
    figures: { key: string; today: Value; yesterday: Value; month: Value; previous_month: Value }[];
    series: { day: string; values: Record<string, Value> }[];
  };
  const figures = async (as = 'admin') =>
    assertOk(await t.call('GET', '/api/dashboard/figures', { as })).data as Figures;
  const figure = (f: Figures, key: string) => f.figures.find((x) => x.key === key)!;
  const total = async (url: string, query: Record<string, string>) =>
    assertOk(await t.call('GET', url, { as: 'admin', query: { ...query, count: '1' } })).total as number;

  test('GET /dashboard/figures: listings, sales and top-ups equal the lists and the overview they open', async () => {
    const f = await figures();
    assert.deepEqual(
      f.figures.map((x) => x.key),
      ['listings', 'sales', 'loan_volume', 'topups', 'ad_spend'],
    );
    const { today, yesterday, month, previous_month: previous } = f.periods;
    assert.equal(f.series.length, 30);
    assert.equal(f.series.at(-1)!.day, today);
    assert.equal(f.series.at(-2)!.day, yesterday);
    assert.ok(month.start.endsWith('-01') && month.end === today);
    assert.ok(previous.start.endsWith('-01') && previous.start < month.start);

    const listings = figure(f, 'listings');
    for (const [value, range] of [
      [listings.today, { start_date: today, end_date: today }],
      [listings.yesterday, { start_date: yesterday, end_date: yesterday }],
      [listings.month, { start_date: month.start, end_date: month.end }],
      [listings.previous_month, { start_date: previous.start, end_date: previous.end }],
    ] as const)
      assert.equal(value.count, await total('/api/v2/products', range), `listings ${JSON.stringify(range)}`);
    assert.ok(listings.month.count > 0, 'the demo catalogue has listings this month');

    const sales = figure(f, 'sales');
    const completed = (range: { start_date: string; end_date: string }) =>
      total('/api/v2/transactions', { status: 'completed', date_field: 'completed_at', ...range });
    assert.equal(sales.month.count, await completed({ start_date: month.start, end_date: month.end }));
    assert.equal(sales.previous_month.count, await completed({ start_date: previous.start, end_date: previous.end }));
    assert.equal(sales.yesterday.count, await completed({ start_date: yesterday, end_date: yesterday }));

    const overview = assertOk(
      await t.call('GET', '/api/statistics/overview', {
        as: 'admin',
        query: { start_date: month.start, end_date: today },
      }),
    ).data;
    assert.equal(figure(f, 'topups').month.amount, overview.topups.amount);
    assert.equal(figure(f, 'topups').month.count, overview.topups.count);
    assert.equal(figure(f, 'ad_spend').month.amount, overview.spend.amount);

    // the series adds up to the figures it shares days with
    const todayPoint = f.series.at(-1)!.values;
    assert.deepEqual(todayPoint.listings, listings.today);
    assert.deepEqual(f.series.at(-2)!.values.sales, sales.yesterday);
  });

  test("a sale completed now counts in today's figure at once; the days that ended are kept, not counted again", async () => {
    const before = figure(await figures(), 'sales');
    const delivered = await moveFirst('delivered', { status: 'completed' });
    const f = await figures();
    const after = figure(f, 'sales');
    assert.equal(after.today.count, before.today.count + 1);
    assert.equal(after.today.amount, before.today.amount! + delivered.price);
    assert.equal(after.month.count, before.month.count + 1);
    const { today } = f.periods;
    assert.equal(
      after.today.count,
      await total('/api/v2/transactions', {
        status: 'completed',
        date_field: 'completed_at',
        start_date: today,
        end_date: today,
      }),
    );
    const kept = await t.app.db.selectFrom('daily_figures').selectAll().where('metric', '=', 'sales').execute();
    assert.ok(kept.length >= 30, 'each ended day written once');
    assert.ok(
      kept.every((row) => row.day < today),
      'today is never kept: it is still moving',
    );
  });

  test('each user gets the figures of the lists they may open; the activity shows only their records', async () => {
    const keysOf = async (as: string) => (await figures(as)).figures.map((x) => x.key);
    assert.deepEqual(await keysOf('news'), []);
    assert.deepEqual(await keysOf('ads'), ['topups', 'ad_spend']);

    const activity = async (as: string) =>
      assertOk(await t.call('GET', '/api/dashboard/activity', { as })).data as {
        entity: string;
        entity_id: string;
        action: string;
        user: { name: string } | null;
      }[];
    const tx = await moveFirst('new', { status: 'cancelled', reason: 'Khách đổi ý' });
    const latest = (await activity('admin'))[0]!;
    assert.equal(latest.entity, 'transaction');
    assert.equal(latest.entity_id, String(tx.id));
    assert.ok(latest.user?.name);
    const news = await activity('news');
    assert.ok(
      news.every((e) => ['news', 'news_category', 'comment'].includes(e.entity)),
      'no sale for the editor',
    );
  });
});
