import {
  ADS_SETTINGS_MESSAGES,
  AD_CAMPAIGN_MESSAGES,
  PLATFORMS,
  PLATFORM_NAMES,
  adGroupStatusBody,
  adPackageGroup,
  adPackageGroupDetail,
  campaignSetting,
  campaignSettingBody,
  campaignSettingWithBudgets,
  packageFilterItem,
  packagePriceBody,
  platformItem,
  topupBatchBody,
  topupSetting,
} from '@admin/contract';
import { areaRoutes, route, statusHandler } from '../../lib/routes.ts';
import { z } from 'zod/mini';
import { ok } from '../../lib/envelope.ts';
import {
  getCampaignSetting,
  getPackageGroup,
  listCampaignSettings,
  listPackageGroups,
  listTopupSettings,
  saveCampaignSetting,
  saveTopupSettings,
  setPackageGroupStatus,
  setPackagePrices,
} from './ads-settings.repository.ts';

/** Top-up tiers, campaign settings with budgets, commercial packages and promo prices, platforms. */
export const adsSettingsRoutes = areaRoutes(['ads settings'], async (app) => {
  app.get(
    '/topup-settings',
    route('ads_settings-index', {
      summary: 'Active top-up tiers and their bonus',
      entity: z.array(topupSetting),
      conflict: true,
    }),
    async () => ok(await listTopupSettings(app.db)),
  );
  app.put(
    '/topup-settings/batch/update',
    route('ads_settings-update', {
      summary: 'Replace the active tiers, all or nothing (422 names each bad row)',
      body: topupBatchBody,
      entity: z.array(topupSetting),
      conflict: true,
    }),
    async (request) =>
      ok(await saveTopupSettings(app.db, request.actor, request.body), ADS_SETTINGS_MESSAGES.topupUpdated),
  );

  app.get(
    '/campaign-settings',
    route('ads_settings-index', {
      summary: 'One setting per campaign type',
      entity: z.array(campaignSetting),
      conflict: true,
    }),
    async () => ok(await listCampaignSettings(app.db)),
  );
  app.get(
    '/campaign-settings/:id/with-budgets',
    route.get('ads_settings-index', {
      summary: 'A campaign setting with its budgets',
      entity: campaignSettingWithBudgets,
      conflict: true,
    }),
    async (request) => ok(await getCampaignSetting(app.db, request.params.id)),
  );
  app.put(
    '/campaign-settings/:id',
    route.update('ads_settings-update', {
      summary: 'Edit a campaign setting and its budgets (new campaigns only; running ones keep their price)',
      body: campaignSettingBody,
      entity: campaignSettingWithBudgets,
      conflict: true,
    }),
    async (request) =>
      ok(
        await saveCampaignSetting(app.db, request.actor, request.params.id, request.body),
        AD_CAMPAIGN_MESSAGES.settingUpdated,
      ),
  );

  app.get(
    '/commercial/setting',
    route('ads_settings-index', {
      summary: 'Commercial groups with their packages and prices',
      entity: z.array(adPackageGroup),
      conflict: true,
    }),
    async () => ok(await listPackageGroups(app.db)),
  );
  app.get(
    '/commercial/list-detail-package',
    route('ads_settings-index', {
      summary: 'The product-ads filter: groups and their packages',
      entity: z.array(packageFilterItem),
      conflict: true,
    }),
    async () =>
      ok(
        (await listPackageGroups(app.db)).map((g) => ({
          id: g.id,
          name: g.name,
          packages: g.packages.map((p) => ({ id: p.id, name: p.name })),
        })),
      ),
  );
  app.get(
    '/commercial/detail/:id',
    route.get('ads_settings-index', {
      summary: 'A commercial group with its price history',
      entity: adPackageGroupDetail,
      conflict: true,
    }),
    async (request) => ok(await getPackageGroup(app.db, request.params.id)),
  );
  app.put(
    '/commercial/detail/:id',
    route.status('ads_settings-update', {
      summary: 'Enable or disable a commercial group (running campaigns continue)',
      body: adGroupStatusBody,
      entity: adPackageGroupDetail,
      conflict: true,
    }),
    statusHandler(app, setPackageGroupStatus, ADS_SETTINGS_MESSAGES.statusUpdated),
  );
  app.put(
    '/commercial/package',
    route('ads_settings-update', {
      summary: "New promo prices of a group's packages (`packages`: a JSON string of [{id, price}])",
      body: packagePriceBody,
      entity: adPackageGroupDetail,
      conflict: true,
    }),
    async (request) =>
      ok(await setPackagePrices(app.db, request.actor, request.body), ADS_SETTINGS_MESSAGES.promoPriceUpdated),
  );

  app.get(
    '/platform',
    route('ads_settings-index', {
      summary: 'The platforms ads and banners run on',
      entity: z.array(platformItem),
      conflict: true,
    }),
    async () => ok(PLATFORMS.map((value) => ({ value, text: PLATFORM_NAMES[value] }))),
  );
});
