import { z } from 'zod/mini';
import { entity, ref, timestamp } from './common.ts';
import { dayRange, pageQueryOf } from './site.ts';
import { ADS_PAGE_SIZE, adsStoreType, campaignType, vnd } from './wallets.ts';

/** Ads statistics from the daily totals kept with each transfer (docs/domain.md). */

/** A range is at most this many Vietnam days; without one, the last 30. */
export const STATISTICS_MAX_DAYS = 366;
export const STATISTICS_DEFAULT_DAYS = 30;

export const statisticsRangeQuery = z.object({
  ...dayRange,
  store_type: z.optional(adsStoreType),
  campaign_type: z.optional(campaignType),
});
export type StatisticsRangeQuery = z.infer<typeof statisticsRangeQuery>;

/** The Vietnam days an answer covers: the query's range, or the default one. */
const answeredRange = { start_date: z.string(), end_date: z.string() };

export const statisticsOverview = z.object({
  ...answeredRange,
  wallets: z.object({ balance: vnd, funded: z.int() }),
  topups: z.object({ amount: vnd, bonus: vnd, count: z.int() }),
  spend: z.object({ amount: vnd, package: vnd, daily: vnd, refund: vnd }),
  campaigns: z.object({ active: z.int(), new_in_range: z.int() }),
});
export type StatisticsOverview = z.infer<typeof statisticsOverview>;

export const topWallet = z.object({
  wallet_id: z.int(),
  store: ref,
  store_type: adsStoreType,
  spend: vnd,
  topup: vnd,
  balance: vnd,
});
export type TopWallet = z.infer<typeof topWallet>;

export const statisticsPoint = z.object({
  day: z.string(),
  topup: vnd,
  bonus: vnd,
  spend: vnd,
  refund: vnd,
  views: z.int(),
  clicks: z.int(),
  active_campaigns: z.int(),
});
export type StatisticsPoint = z.infer<typeof statisticsPoint>;

export const statisticsSeries = z.object({
  ...answeredRange,
  points: z.array(statisticsPoint),
});

/** GET /reports: money by kind per Vietnam month (or day) of the range, from the daily totals. */
export const reportQuery = z.extend(statisticsRangeQuery, {
  group_by: z._default(z.enum(['day', 'month'], { error: 'Group by day or month' }), 'month'),
});
export type ReportQuery = z.infer<typeof reportQuery>;
export const reportRow = z.object({
  period: z.string(),
  topup_cash: vnd,
  topup_alepay: vnd,
  bonus: vnd,
  deduct_cash: vnd,
  package_purchase: vnd,
  campaign_spend: vnd,
  refund: vnd,
  transfers: z.int(),
});
export const report = z.object({ ...answeredRange, rows: z.array(reportRow) });

/** GET /notices: what needs staff attention in the ads area (low balances, paused campaigns, stuck payments). */
export const NOTICE_KINDS = ['low_balance', 'campaign_paused', 'alepay_stuck', 'cash_order_pending'] as const;
export const notice = entity({
  kind: z.enum(NOTICE_KINDS),
  store: z.nullable(ref),
  ref_type: z.nullable(z.string()),
  ref_id: z.nullable(z.int()),
  message: z.string(),
  created_at: timestamp,
});
export type Notice = z.infer<typeof notice>;
export const noticeListQuery = z.extend(pageQueryOf(ADS_PAGE_SIZE), {
  kind: z.optional(z.enum(NOTICE_KINDS)),
});
export type NoticeListQuery = z.infer<typeof noticeListQuery>;
