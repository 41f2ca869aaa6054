import {
  type Notice,
  type NoticeListQuery,
  type ReportQuery,
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_MAX_DAYS,
  type StatisticsOverview,
  type StatisticsPoint,
  type StatisticsRangeQuery,
  type TopWallet,
  TRANSFER_KINDS,
  vietnamDay,
  notice,
  vietnamDayStart,
} from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { entityFields, refOf } from '../../lib/columns.ts';
import type { Page } from '../../lib/envelope.ts';
import { invalid } from '../../lib/http-error.ts';
import { pageOf } from '../../lib/paging.ts';

const DAY = 86_400_000;

/** The range's Vietnam days (default: the last 30, today included); at most 366 (422). */
export function rangeOf(query: { start_date?: string; end_date?: string }) {
  const end = query.end_date ?? vietnamDay(Date.now());
  const start = query.start_date ?? vietnamDay(Date.parse(vietnamDayStart(end)) - (STATISTICS_DEFAULT_DAYS - 1) * DAY);
  const days = Math.round((Date.parse(vietnamDayStart(end)) - Date.parse(vietnamDayStart(start))) / DAY) + 1;
  if (days < 1) throw invalid({ end_date: ['The end day must not be before the start day'] });
  if (days > STATISTICS_MAX_DAYS) throw invalid({ end_date: [`A range is at most ${STATISTICS_MAX_DAYS} days`] });
  const list = Array.from({ length: days }, (_, i) => vietnamDay(Date.parse(vietnamDayStart(start)) + i * DAY));
  return {
    start,
    end,
    days: list,
    from: vietnamDayStart(start),
    until: new Date(Date.parse(vietnamDayStart(end)) + DAY).toISOString(),
  };
}

/** Daily totals of the range by kind (reads ≤ 366 × kinds × store types rows, never the transfers). */
async function totals(db: Kysely<DB>, start: string, end: string, storeType?: string) {
  let q = db
    .selectFrom('ads_daily_totals')
    .select(['day', 'kind', sql<number>`sum(amount)`.as('amount'), sql<number>`sum(count)`.as('count')])
    .where('day', '>=', start)
    .where('day', '<=', end)
    .groupBy(['day', 'kind']);
  if (storeType) q = q.where('store_type', '=', storeType);
  return (await q.execute()).map((r) => ({ ...r, amount: Number(r.amount), count: Number(r.count) }));
}

export async function overview(db: Kysely<DB>, query: StatisticsRangeQuery): Promise<StatisticsOverview> {
  const range = rangeOf(query);
  const rows = await totals(db, range.start, range.end, query.store_type);
  const sum = (kinds: string[], field: 'amount' | 'count' = 'amount') =>
    rows.filter((r) => kinds.includes(r.kind)).reduce((n, r) => n + r[field], 0);
  let wallets = db
    .selectFrom('ledger_accounts as a')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .select([
      sql<number>`coalesce(sum(a.credits_posted - a.debits_posted), 0)`.as('balance'),
      sql<number>`sum(case when a.credits_posted - a.debits_posted > 0 then 1 else 0 end)`.as('funded'),
    ])
    .where('a.kind', '=', 'wallet');
  if (query.store_type) wallets = wallets.where('s.type', '=', query.store_type);
  const w = await wallets.executeTakeFirstOrThrow();
  let campaigns = db
    .selectFrom('campaigns as c')
    .innerJoin('stores as s', 's.id', 'c.store_id')
    .select([
      sql<number>`sum(case when c.status = 2 then 1 else 0 end)`.as('active'),
      sql<number>`sum(case when c.created_at >= ${range.from} and c.created_at < ${range.until} then 1 else 0 end)`.as(
        'fresh',
      ),
    ]);
  if (query.store_type) campaigns = campaigns.where('s.type', '=', query.store_type);
  if (query.campaign_type) campaigns = campaigns.where('c.type', '=', query.campaign_type);
  const c = await campaigns.executeTakeFirstOrThrow();
  const refund = sum(['refund']);
  return {
    start_date: range.start,
    end_date: range.end,
    wallets: { balance: Number(w.balance ?? 0), funded: Number(w.funded ?? 0) },
    topups: {
      amount: sum(['topup_cash', 'topup_alepay']),
      bonus: sum(['bonus']),
      count: sum(['topup_cash', 'topup_alepay'], 'count'),
    },
    spend: {
      amount: sum(['package_purchase', 'campaign_spend']) - refund,
      package: sum(['package_purchase']),
      daily: sum(['campaign_spend']),
      refund,
    },
    campaigns: { active: Number(c.active ?? 0), new_in_range: Number(c.fresh ?? 0) },
  };
}

/** The 10 stores that spent most in the range, with their top-ups and current balance. */
export async function topWallets(db: Kysely<DB>, query: StatisticsRangeQuery): Promise<TopWallet[]> {
  const range = rangeOf(query);
  let q = db
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', 'a.id', 't.wallet_id')
    .innerJoin('stores as s', 's.id', 'a.store_id')
    .select([
      'a.id as wallet_id',
      's.id as store_id',
      's.name as store_name',
      's.type as store_type',
      sql<number>`a.credits_posted - a.debits_posted`.as('balance'),
      sql<number>`sum(case when t.kind in ('package_purchase', 'campaign_spend') then t.amount when t.kind = 'refund' then -t.amount else 0 end)`.as(
        'spend',
      ),
      sql<number>`sum(case when t.kind in ('topup_cash', 'topup_alepay') then t.amount else 0 end)`.as('topup'),
    ])
    .where('t.status', '=', 'posted')
    .where('t.posted_at', '>=', range.from)
    .where('t.posted_at', '<', range.until)
    .groupBy(['a.id', 's.id', 's.name', 's.type', 'a.credits_posted', 'a.debits_posted'])
    .orderBy('spend', 'desc')
    .orderBy('a.id')
    .limit(10);
  if (query.store_type) q = q.where('s.type', '=', query.store_type);
  const rows = await q.execute();
  return rows.map((r) => ({
    wallet_id: r.wallet_id,
    store: { id: r.store_id, name: r.store_name },
    store_type: r.store_type,
    spend: Number(r.spend),
    topup: Number(r.topup),
    balance: Number(r.balance),
  }));
}

/** One point a day: money from the daily totals, views, clicks and active campaigns from the daily stats. */
export async function series(db: Kysely<DB>, query: StatisticsRangeQuery) {
  const range = rangeOf(query);
  const money = query.campaign_type ? [] : await totals(db, range.start, range.end, query.store_type);
  let stats = db
    .selectFrom('campaign_daily_stats as d')
    .innerJoin('campaigns as c', 'c.id', 'd.campaign_id')
    .innerJoin('stores as s', 's.id', 'c.store_id')
    .select([
      'd.day',
      sql<number>`sum(d.views)`.as('views'),
      sql<number>`sum(d.clicks)`.as('clicks'),
      sql<number>`sum(d.spend)`.as('spend'),
      sql<number>`count(*)`.as('active'),
    ])
    .where('d.day', '>=', range.start)
    .where('d.day', '<=', range.end)
    .groupBy('d.day');
  if (query.store_type) stats = stats.where('s.type', '=', query.store_type);
  if (query.campaign_type) stats = stats.where('c.type', '=', query.campaign_type);
  const byDay = new Map((await stats.execute()).map((r) => [r.day, r]));
  const points: StatisticsPoint[] = range.days.map((day) => {
    const of = (kinds: string[]) =>
      money.filter((m) => m.day === day && kinds.includes(m.kind)).reduce((n, m) => n + m.amount, 0);
    const s = byDay.get(day);
    return {
      day,
      topup: of(['topup_cash', 'topup_alepay']),
      bonus: of(['bonus']),
      spend: query.campaign_type ? Number(s?.spend ?? 0) : of(['package_purchase', 'campaign_spend']),
      refund: of(['refund']),
      views: Number(s?.views ?? 0),
      clicks: Number(s?.clicks ?? 0),
      active_campaigns: Number(s?.active ?? 0),
    };
  });
  return { start_date: range.start, end_date: range.end, points };
}

/** Money by kind per month (or day) of the range, from the daily totals. */
export async function report(db: Kysely<DB>, query: ReportQuery) {
  const range = rangeOf(query);
  const rows = await totals(db, range.start, range.end, query.store_type);
  const periods = [...new Set(range.days.map((d) => (query.group_by === 'month' ? d.slice(0, 7) : d)))];
  return {
    start_date: range.start,
    end_date: range.end,
    rows: periods.map((period) => {
      const mine = rows.filter((r) => r.day.startsWith(period));
      const row = Object.fromEntries(
        TRANSFER_KINDS.map((kind) => [kind, mine.filter((r) => r.kind === kind).reduce((n, r) => n + r.amount, 0)]),
      ) as Record<(typeof TRANSFER_KINDS)[number], number>;
      return { period, ...row, transfers: mine.reduce((n, r) => n + r.count, 0) };
    }),
  };
}

export async function listNotices(db: Kysely<DB>, query: NoticeListQuery): Promise<Page<Notice>> {
  const notices = db.selectFrom('ads_notices as n');
  const base = query.kind ? notices.where('n.kind', '=', query.kind) : notices;
  const rows = base
    .leftJoin('stores as s', 's.id', 'n.store_id')
    .selectAll('n')
    .select('s.name as store_name')
    .orderBy('n.id', 'desc');
  return pageOf(base, rows, query, (r) => ({ ...entityFields(notice, r), store: refOf(r.store_id, r.store_name) }));
}
