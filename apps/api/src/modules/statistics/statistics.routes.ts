import {
  listEnvelope,
  notice,
  noticeListQuery,
  okEnvelope,
  report as reportSchema,
  reportQuery,
  statisticsOverview,
  statisticsRangeQuery,
  statisticsSeries,
  topWallet,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { conflictResponses } from '../wallets/responses.ts';
import { listNotices, overview, report, series, topWallets } from './statistics.repository.ts';

const tags = ['ads statistics'];

/** Ads statistics from the daily totals (never a scan of the transfers), reports and notices. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'statistics-index' } as const;
  app.get(
    '/statistics/overview',
    {
      config,
      schema: {
        tags,
        summary: 'The four boxes: wallets, top-ups, spend, campaigns (range ≤ 366 days, default 30)',
        querystring: statisticsRangeQuery,
        response: { 200: okEnvelope(statisticsOverview), ...conflictResponses },
      },
    },
    async (request) => ok(await overview(app.db, request.query)),
  );
  app.get(
    '/statistics/top/wallet',
    {
      config,
      schema: {
        tags,
        summary: 'The 10 stores that spent most in the range',
        querystring: statisticsRangeQuery,
        response: { 200: okEnvelope(z.array(topWallet)), ...conflictResponses },
      },
    },
    async (request) => ok(await topWallets(app.db, request.query)),
  );
  app.get(
    '/statistics',
    {
      config,
      schema: {
        tags,
        summary: 'One point a day: top-up, bonus, spend, refund, views, clicks, active campaigns',
        querystring: statisticsRangeQuery,
        response: { 200: okEnvelope(statisticsSeries), ...conflictResponses },
      },
    },
    async (request) => ok(await series(app.db, request.query)),
  );
  app.get(
    '/reports',
    {
      config,
      schema: {
        tags,
        summary: 'Money by kind per month (or day) of the range',
        querystring: reportQuery,
        response: { 200: okEnvelope(reportSchema), ...conflictResponses },
      },
    },
    async (request) => ok(await report(app.db, request.query)),
  );
  app.get(
    '/notices',
    {
      config: { permission: 'wallets-index' },
      schema: {
        tags,
        summary: 'What needs attention in the ads area: low balances, paused campaigns, stuck payments',
        querystring: noticeListQuery,
        response: { 200: listEnvelope(notice), ...conflictResponses },
      },
    },
    async (request) => list(await listNotices(app.db, request.query), request.query),
  );
};
