import {
  notice,
  noticeListQuery,
  report as reportSchema,
  reportQuery,
  statisticsOverview,
  statisticsRangeQuery,
  statisticsSeries,
  topWallet,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { z } from 'zod/mini';
import { list, ok } from '../../lib/envelope.ts';
import { listNotices, overview, report, series, topWallets } from './statistics.repository.ts';

/** Ads statistics from the daily totals (never a scan of the transfers), reports and notices. */
export const statisticsRoutes = areaRoutes(['ads statistics'], async (app) => {
  app.get(
    '/statistics/overview',
    route('statistics-index', {
      summary: 'The four boxes: wallets, top-ups, spend, campaigns (range ≤ 366 days, default 30)',
      query: statisticsRangeQuery,
      entity: statisticsOverview,
      conflict: true,
    }),
    async (request) => ok(await overview(app.db, request.query)),
  );
  app.get(
    '/statistics/top/wallet',
    route('statistics-index', {
      summary: 'The 10 stores that spent most in the range',
      query: statisticsRangeQuery,
      entity: z.array(topWallet),
      conflict: true,
    }),
    async (request) => ok(await topWallets(app.db, request.query)),
  );
  app.get(
    '/statistics',
    route('statistics-index', {
      summary: 'One point a day: top-up, bonus, spend, refund, views, clicks, active campaigns',
      query: statisticsRangeQuery,
      entity: statisticsSeries,
      conflict: true,
    }),
    async (request) => ok(await series(app.db, request.query)),
  );
  app.get(
    '/reports',
    route('statistics-index', {
      summary: 'Money by kind per month (or day) of the range',
      query: reportQuery,
      entity: reportSchema,
      conflict: true,
    }),
    async (request) => ok(await report(app.db, request.query)),
  );
  app.get(
    '/notices',
    route.list('wallets-index', {
      summary: 'What needs attention in the ads area: low balances, paused campaigns, stuck payments',
      query: noticeListQuery,
      item: notice,
      conflict: true,
    }),
    async (request) => list(await listNotices(app.db, request.query), request.query),
  );
});
