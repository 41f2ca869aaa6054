import { DASHBOARD_QUEUE_LISTS, type DashboardQueue, type DashboardQueueKey } from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The table and status column behind each queue; every pair is indexed as (column, id). */
const SOURCES: Record<DashboardQueueKey, { table: keyof DB & string; column: string }> = {
  'products-in-review': { table: 'products', column: 'sales_status' },
  'reviews-pending': { table: 'reviews', column: 'status' },
  'comments-pending': { table: 'news_comments', column: 'status' },
  'leads-new': { table: 'leads', column: 'status' },
  'station-orders-new': { table: 'service_orders', column: 'status' },
  'transactions-new': { table: 'transactions', column: 'status' },
  'loans-submitted': { table: 'loans', column: 'loan_status' },
  'loans-approved': { table: 'loans', column: 'loan_status' },
  'cash-orders-pending': { table: 'cash_orders', column: 'status' },
  'alepay-pending': { table: 'alepay_orders', column: 'status' },
};

const countOf = async (qb: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
  Number((await qb.executeTakeFirstOrThrow()).n);

const statusOf = (key: DashboardQueueKey) => Object.values(DASHBOARD_QUEUE_LISTS[key].filter)[0];

/**
 * One queue: how many rows wait in its status and since when. Products read the per-status
 * counters the products list reads (a million rows are never counted); the other tables count
 * through their (status, id) index, and the oldest is the lowest id in that index.
 */
async function queue(db: Kysely<DB>, key: DashboardQueueKey): Promise<DashboardQueue> {
  const { table, column } = SOURCES[key];
  const status = statusOf(key);
  // the table and column names come from SOURCES above, never from the request
  const untyped = db as unknown as Kysely<Record<string, { id: number; created_at: string; status: string }>>;
  const count =
    key === 'products-in-review'
      ? await countOf(
          db
            .selectFrom('product_counts')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('n'))
            .where('sales_status', '=', status),
        )
      : await countOf(
          untyped
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(sql.ref(column), '=', status),
        );
  const oldest = await untyped
    .selectFrom(table)
    .select('created_at')
    .where(sql.ref(column), '=', status)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return { key, count, oldest_at: oldest?.created_at ?? null };
}

/** The queues the caller may open, in the dashboard's order. */
export function queuesFor(db: Kysely<DB>, keys: DashboardQueueKey[]): Promise<DashboardQueue[]> {
  return Promise.all(keys.map((key) => queue(db, key)));
}
