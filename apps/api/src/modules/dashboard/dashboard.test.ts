import { DASHBOARD_QUEUE_LISTS, DASHBOARD_QUEUES, type DashboardQueueKey } from '@admin/contract';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { assertOk, testDatabases, useTestApp } from '../../test/harness.ts';

/** The API list each queue's screen reads, with the queue's filter. */
const API_LISTS: Record<DashboardQueueKey, string> = {
  'products-in-review': '/api/v2/products',
  'reviews-pending': '/api/reviews',
  'comments-pending': '/api/comment',
  'leads-new': '/api/leads',
  'station-orders-new': '/api/v2/stations/orders',
  'transactions-new': '/api/v2/transactions',
  'loans-submitted': '/api/loans',
  'loans-approved': '/api/loans',
  'cash-orders-pending': '/api/cash/cash-orders',
  'alepay-pending': '/api/alepays',
};

for (const db of testDatabases()) {
  describe(`dashboard (${db.name})`, () => {
    const t = useTestApp(db);

    test('GET /dashboard/queues: every count equals the total of the list it opens', async () => {
      const queues = assertOk(await t.call('GET', '/api/dashboard/queues', { as: 'admin' })).data;
      assert.deepEqual(
        queues.map((q: { key: string }) => q.key),
        [...DASHBOARD_QUEUES],
      );
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
      const waiting = assertOk(
        await t.call('GET', '/api/v2/transactions', { as: 'admin', query: { status: 'new', count: 1 } }),
      ).data[0];
      assertOk(
        await t.call('PUT', `/api/v2/transactions/${waiting.id}/change-status`, {
          as: 'admin',
          body: { status: 'confirmed' },
        }),
      );
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
  });
}
