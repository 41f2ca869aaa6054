import {
  type ActivityEntry,
  DASHBOARD_QUEUE_LISTS,
  type DashboardFigureKey,
  type DashboardFigures,
  type DashboardQueue,
  type DashboardQueueKey,
  type FigureValue,
  vietnamDay,
  vietnamDayStart,
} from '@admin/contract';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The rows behind each queue: a table and the condition of its list's filter, each on an index
 * (status, id). Products read the per-status counters the products list reads.
 */
type QueueSource = {
  table: 'paperworks' | 'loans' | 'products' | string;
  where: RawBuilder<boolean>;
  distinct?: string;
};
const byStatus = (column: string, status: string) => sql<boolean>`${sql.ref(column)} = ${status}`;

/** The table of each queue counted by a status, and the column its list filters on (by the list's value). */
const STATUS_QUEUES: Record<Exclude<DashboardQueueKey, 'disbursements-to-confirm'>, [string, string]> = {
  'products-in-review': ['products', 'sales_status'],
  'reviews-pending': ['reviews', 'status'],
  'comments-pending': ['news_comments', 'status'],
  'leads-new': ['leads', 'status'],
  'station-orders-new': ['service_orders', 'status'],
  'transactions-new': ['transactions', 'status'],
  'paperwork-waiting': ['paperworks', 'status'],
  'loans-submitted': ['loans', 'loan_status'],
  'loans-approved': ['loans', 'loan_status'],
  'cash-orders-pending': ['cash_orders', 'status'],
  'alepay-pending': ['alepay_orders', 'status'],
};

function sourceOf(key: DashboardQueueKey): QueueSource {
  // paid out by any lender, waiting for the seller's confirmation (as GET /loans reads it)
  if (key === 'disbursements-to-confirm')
    return { table: 'loans', where: sql<boolean>`loan_status = product_code || '-disbursed'` };
  const [table, column] = STATUS_QUEUES[key];
  const source: QueueSource = { table, where: byStatus(column, statusOf(key)) };
  // a sale counts once, whichever of its two bundles waits (the list's filter)
  if (key === 'paperwork-waiting') source.distinct = 'transaction_id';
  return source;
}

const countOf = async (qb: { executeTakeFirstOrThrow(): Promise<{ n: unknown }> }) =>
  Number((await qb.executeTakeFirstOrThrow()).n);

const statusOf = (key: DashboardQueueKey) => Object.values(DASHBOARD_QUEUE_LISTS[key].filter)[0]!;

/**
 * One queue: how many rows wait and since when; the oldest is the lowest id of the condition's
 * index. Each count equals the total of the list the queue opens (tested).
 */
async function queue(db: Kysely<DB>, key: DashboardQueueKey): Promise<DashboardQueue> {
  const { table, where, distinct } = sourceOf(key);
  // the table and column names come from sourceOf above, never from the request
  const untyped = db as unknown as Kysely<Record<string, { id: number; created_at: string }>>;
  const count =
    key === 'products-in-review'
      ? await countOf(
          db
            .selectFrom('product_counts')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`).as('n'))
            .where('sales_status', '=', statusOf(key)),
        )
      : await countOf(
          untyped
            .selectFrom(table)
            .select(
              distinct ? sql<number>`count(distinct ${sql.ref(distinct)})`.as('n') : sql<number>`count(*)`.as('n'),
            )
            .where(where),
        );
  const oldest = await untyped
    .selectFrom(table)
    .select('created_at')
    .where(where)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return { key, count, oldest_at: oldest?.created_at ?? null };
}

/** The queues the caller may open, in the dashboard's order. */
export function queuesFor(db: Kysely<DB>, keys: DashboardQueueKey[]): Promise<DashboardQueue[]> {
  return Promise.all(keys.map((key) => queue(db, key)));
}

// ---------------------------------------------------------------------------------------------
// Figures: today and this month against the period before, and the last 30 days

const DAY_MS = 86_400_000;
const dayAfter = (day: string) => vietnamDay(Date.parse(vietnamDayStart(day)) + DAY_MS);
const dayBefore = (day: string) => vietnamDay(Date.parse(vietnamDayStart(day)) - DAY_MS);
/** Every Vietnam day from `start` to `end`, both included. */
function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = dayAfter(day)) days.push(day);
  return days;
}
const ZERO: FigureValue = { count: 0, amount: null };
const add = (a: FigureValue, b: FigureValue): FigureValue => ({
  count: a.count + b.count,
  amount: a.amount === null && b.amount === null ? null : (a.amount ?? 0) + (b.amount ?? 0),
});

/** The figures counted from their own table over a time range (an index range: one day at most). */
type RowFigure = Exclude<DashboardFigureKey, 'topups' | 'ad_spend'>;
const ROW_FIGURES: readonly RowFigure[] = ['listings', 'sales', 'loan_volume'];

async function rowFigure(db: Kysely<DB>, key: RowFigure, from: string, until: string): Promise<FigureValue> {
  if (key === 'listings') {
    const r = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .executeTakeFirstOrThrow();
    return { count: Number(r.n), amount: null };
  }
  const r =
    key === 'sales'
      ? await db
          .selectFrom('transactions')
          .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(price), 0)`.as('amount')])
          .where('completed_at', '>=', from)
          .where('completed_at', '<', until)
          .where('status', '=', 'completed')
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('disbursements')
          .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(money), 0)`.as('amount')])
          .where('confirmed_at', '>=', from)
          .where('confirmed_at', '<', until)
          .executeTakeFirstOrThrow();
  return { count: Number(r.n), amount: Number(r.amount) };
}

/**
 * The days' totals of the row figures: the days that ended come from `daily_figures`, each counted
 * once (the first reader, or the nightly job, writes the missing ones); today is counted live.
 */
async function rowFigureDays(
  db: Kysely<DB>,
  keys: readonly RowFigure[],
  days: string[],
  today: string,
): Promise<Map<string, Partial<Record<RowFigure, FigureValue>>>> {
  const result = new Map(days.map((day) => [day, {} as Partial<Record<RowFigure, FigureValue>>]));
  const ended = days.filter((day) => day < today);
  if (keys.length > 0 && ended.length > 0) {
    const kept = await db
      .selectFrom('daily_figures')
      .selectAll()
      .where('metric', 'in', [...keys])
      .where('day', '>=', ended[0]!)
      .where('day', '<=', ended.at(-1)!)
      .execute();
    for (const row of kept)
      result.get(row.day)![row.metric as RowFigure] = {
        count: Number(row.count),
        amount: row.amount === null ? null : Number(row.amount),
      };
    const missing = ended.flatMap((day) => keys.filter((key) => !result.get(day)![key]).map((key) => ({ day, key })));
    for (const { day, key } of missing) {
      const value = await rowFigure(db, key, vietnamDayStart(day), vietnamDayStart(dayAfter(day)));
      result.get(day)![key] = value;
      await db
        .insertInto('daily_figures')
        .values({ day, metric: key, count: value.count, amount: value.amount })
        .onConflict((oc) => oc.columns(['day', 'metric']).doNothing())
        .execute();
    }
  }
  if (result.has(today))
    for (const key of keys)
      result.get(today)![key] = await rowFigure(db, key, vietnamDayStart(today), vietnamDayStart(dayAfter(today)));
  return result;
}

/** Top-ups (with their count) and ad spend per day, from the ledger's daily totals (kept live). */
async function adsDays(db: Kysely<DB>, start: string, end: string) {
  const rows = await db
    .selectFrom('ads_daily_totals')
    .select(['day', 'kind', sql<number>`sum(amount)`.as('amount'), sql<number>`sum(count)`.as('count')])
    .where('day', '>=', start)
    .where('day', '<=', end)
    .where('kind', 'in', ['topup_cash', 'topup_alepay', 'package_purchase', 'campaign_spend', 'refund'])
    .groupBy(['day', 'kind'])
    .execute();
  const byDay = new Map<string, { topups: FigureValue; ad_spend: FigureValue }>();
  for (const r of rows) {
    const day = byDay.get(r.day) ?? { topups: { count: 0, amount: 0 }, ad_spend: { count: 0, amount: 0 } };
    const amount = Number(r.amount);
    const count = Number(r.count);
    if (r.kind === 'topup_cash' || r.kind === 'topup_alepay') day.topups = add(day.topups, { count, amount });
    else if (r.kind === 'refund') day.ad_spend = { ...day.ad_spend, amount: day.ad_spend.amount! - amount };
    else day.ad_spend = add(day.ad_spend, { count, amount });
    byDay.set(r.day, day);
  }
  return byDay;
}

/** The first day of the month of `day`, and the same span one month earlier (clamped to its length). */
export function periodsOf(today: string) {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const iso = (year: number, month: number, dayOfMonth: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  const py = m === 1 ? y - 1 : y;
  const pm = m === 1 ? 12 : m - 1;
  const lastOfPrevious = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  return {
    today,
    yesterday: dayBefore(today),
    month: { start: iso(y, m, 1), end: today },
    previous_month: { start: iso(py, pm, 1), end: iso(py, pm, Math.min(d, lastOfPrevious)) },
  };
}

export const SERIES_DAYS = 30;

/** GET /dashboard/figures: the figures `keys` (those the user may see) and their last 30 days. */
export async function dashboardFigures(
  db: Kysely<DB>,
  keys: DashboardFigureKey[],
  now = Date.now(),
): Promise<DashboardFigures> {
  const periods = periodsOf(vietnamDay(now));
  const { today } = periods;
  const seriesStart = vietnamDay(Date.parse(vietnamDayStart(today)) - (SERIES_DAYS - 1) * DAY_MS);
  const first = [periods.previous_month.start, seriesStart].sort()[0]!;
  const days = daysOf(first, today);
  const rowKeys = ROW_FIGURES.filter((key) => keys.includes(key));
  const rows = await rowFigureDays(db, rowKeys, days, today);
  const ads = keys.some((key) => key === 'topups' || key === 'ad_spend') ? await adsDays(db, first, today) : new Map();
  const valueOf = (key: DashboardFigureKey, day: string): FigureValue => {
    if (key === 'topups' || key === 'ad_spend') return ads.get(day)?.[key] ?? { count: 0, amount: 0 };
    return rows.get(day)?.[key] ?? (key === 'listings' ? ZERO : { count: 0, amount: 0 });
  };
  const over = (key: DashboardFigureKey, range: { start: string; end: string }) =>
    daysOf(range.start, range.end).reduce((sum, day) => add(sum, valueOf(key, day)), ZERO);
  const figures = keys.map((key) => ({
    key,
    today: valueOf(key, today),
    yesterday: valueOf(key, periods.yesterday),
    month: over(key, periods.month),
    previous_month: over(key, periods.previous_month),
  }));
  const series = daysOf(seriesStart, today).map((day) => ({
    day,
    values: Object.fromEntries(keys.map((key) => [key, valueOf(key, day)])),
  }));
  return { periods, figures, series };
}

// ---------------------------------------------------------------------------------------------
// Recent activity: the audit log, as far as the user may see it

/** The latest changes the user may see: entries of the lists they may open (everything with full access). */
export async function recentActivity(
  db: Kysely<DB>,
  visibleEntities: string[] | 'all',
  limit = 12,
): Promise<ActivityEntry[]> {
  if (visibleEntities !== 'all' && visibleEntities.length === 0) return [];
  let q = db
    .selectFrom('audit_logs as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.user_id', 'a.username', 'u.full_name', 'a.action', 'a.entity', 'a.entity_id', 'a.created_at'])
    .where('a.entity', 'not in', ['session', 'loan_kyc_access'])
    .orderBy('a.id', 'desc')
    .limit(limit);
  if (visibleEntities !== 'all') q = q.where('a.entity', 'in', visibleEntities);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    user: r.user_id !== null ? { id: r.user_id, name: r.full_name || r.username || `#${r.user_id}` } : null,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    created_at: r.created_at,
  }));
}

/** The nightly job: the day that just ended gets its totals written (the dashboard reads them). */
export async function closeDay(db: Kysely<DB>, now: Date): Promise<{ day: string }> {
  const today = vietnamDay(now.getTime());
  const yesterday = dayBefore(today);
  await rowFigureDays(db, ROW_FIGURES, [yesterday], today);
  return { day: yesterday };
}
