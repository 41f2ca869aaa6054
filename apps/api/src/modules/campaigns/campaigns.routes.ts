import {
  AD_CAMPAIGN_MESSAGES,
  adCampaign,
  adCampaignListQuery,
  campaignEvent,
  campaignStatusBody,
  idParam,
  productAdDetail as productAdDetailSchema,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { z } from 'zod/mini';
import { list, ok } from '../../lib/envelope.ts';
import {
  campaignHistory,
  changeCampaignStatus,
  getCampaign,
  listCampaigns,
  productAdDetail,
} from './campaigns.repository.ts';

/** Campaigns (`/campaigns…`), a wallet's campaigns, and product ads (`/commercial/product-list…`). */
export const campaignsRoutes = areaRoutes(['ads campaigns'], async (app) => {
  const listRoute = (url: string, summary: string, scope: { productAds?: boolean } = {}) =>
    app.get(
      url,
      route.list('advertises-index', { summary, query: adCampaignListQuery, item: adCampaign, conflict: true }),
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
    route.list('wallets-index', {
      summary: "A wallet's campaigns, newest first",
      params: idParam,
      query: adCampaignListQuery,
      item: adCampaign,
      conflict: true,
    }),
    async (request) => list(await listCampaigns(app.db, request.query, { walletId: request.params.id }), request.query),
  );

  app.get(
    '/campaigns/:id',
    route.get('advertises-index', { summary: 'One campaign', entity: adCampaign, conflict: true }),
    async (request) => ok(await getCampaign(app.db, request.params.id)),
  );

  app.get(
    '/campaigns/:id/status',
    route.get('advertises-index', {
      summary: "The campaign's status history, newest first",
      entity: z.array(campaignEvent),
      conflict: true,
    }),
    async (request) => ok(await campaignHistory(app.db, request.params.id)),
  );

  app.get(
    '/commercial/product-list/detail/:id',
    route.get('advertises-index', {
      summary: 'The ads-detail dialog: product, ad, totals and the daily table',
      entity: productAdDetailSchema,
      conflict: true,
    }),
    async (request) => ok(await productAdDetail(app.db, request.params.id)),
  );

  for (const url of ['/campaigns/:id/status', '/commercial/change-status/:id']) {
    app.put(
      url,
      route.status('advertises-status', {
        summary: 'Move a campaign: 1→2 (charges a package), 1→4, 2→3, 3→2, 2/3→4 (refunds unused package days)',
        body: campaignStatusBody,
        entity: adCampaign,
        conflict: true,
      }),
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
});
