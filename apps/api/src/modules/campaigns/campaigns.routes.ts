import {
  AD_CAMPAIGN_MESSAGES,
  adCampaign,
  adCampaignListQuery,
  campaignEvent,
  campaignStatusBody,
  idParam,
  listEnvelope,
  okEnvelope,
  productAdDetail as productAdDetailSchema,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { conflictResponses } from '../wallets/responses.ts';
import {
  campaignHistory,
  changeCampaignStatus,
  getCampaign,
  listCampaigns,
  productAdDetail,
} from './campaigns.repository.ts';

const tags = ['ads campaigns'];

/** Campaigns (`/campaigns…`), a wallet's campaigns, and product ads (`/commercial/product-list…`). */
export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const listRoute = (url: string, summary: string, scope: { productAds?: boolean } = {}) =>
    app.get(
      url,
      {
        config: { permission: 'advertises-index' },
        schema: {
          tags,
          summary,
          querystring: adCampaignListQuery,
          response: { 200: listEnvelope(adCampaign), ...conflictResponses },
        },
      },
      async (request) => list(await listCampaigns(app.db, request.query, scope), request.query),
    );
  listRoute('/campaigns', 'Campaigns, newest first; type, status (1–4), store, store type, charge model, days');
  listRoute(
    '/commercial/product-list',
    'Product ads (priority and label campaigns), with the end-date filter (`end_date_to`)',
    { productAds: true },
  );

  app.get(
    '/balances/:id/campaigns',
    {
      config: { permission: 'wallets-index' },
      schema: {
        tags,
        summary: "A wallet's campaigns, newest first",
        params: idParam,
        querystring: adCampaignListQuery,
        response: { 200: listEnvelope(adCampaign), ...conflictResponses },
      },
    },
    async (request) => list(await listCampaigns(app.db, request.query, { walletId: request.params.id }), request.query),
  );

  app.get(
    '/campaigns/:id',
    {
      config: { permission: 'advertises-index' },
      schema: {
        tags,
        summary: 'One campaign',
        params: idParam,
        response: { 200: okEnvelope(adCampaign), ...conflictResponses },
      },
    },
    async (request) => ok(await getCampaign(app.db, request.params.id)),
  );

  app.get(
    '/campaigns/:id/status',
    {
      config: { permission: 'advertises-index' },
      schema: {
        tags,
        summary: "The campaign's status history, newest first",
        params: idParam,
        response: { 200: okEnvelope(z.array(campaignEvent)), ...conflictResponses },
      },
    },
    async (request) => ok(await campaignHistory(app.db, request.params.id)),
  );

  app.get(
    '/commercial/product-list/detail/:id',
    {
      config: { permission: 'advertises-index' },
      schema: {
        tags,
        summary: 'The ads-detail dialog: product, ad, totals and the daily table',
        params: idParam,
        response: { 200: okEnvelope(productAdDetailSchema), ...conflictResponses },
      },
    },
    async (request) => ok(await productAdDetail(app.db, request.params.id)),
  );

  for (const url of ['/campaigns/:id/status', '/commercial/change-status/:id']) {
    app.put(
      url,
      {
        config: { permission: 'advertises-status' },
        schema: {
          tags,
          summary: 'Move a campaign: 1→2 (charges a package), 1→4, 2→3, 3→2, 2/3→4 (refunds unused package days)',
          params: idParam,
          body: campaignStatusBody,
          response: { 200: okEnvelope(adCampaign), ...conflictResponses },
        },
      },
      async (request) =>
        ok(
          await changeCampaignStatus(
            app.db,
            request.actor,
            request.params.id,
            request.body.status,
            request.body.reason,
          ),
          AD_CAMPAIGN_MESSAGES.statusUpdated,
        ),
    );
  }
};
