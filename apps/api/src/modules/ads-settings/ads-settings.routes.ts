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
  idParam,
  okEnvelope,
  packageFilterItem,
  packagePriceBody,
  platformItem,
  topupBatchBody,
  topupSetting,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { conflictResponses } from '../wallets/responses.ts';
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

const tags = ['ads settings'];
const read = { permission: 'ads_settings-index' } as const;
const write = { permission: 'ads_settings-update' } as const;

/** Top-up tiers, campaign settings with budgets, commercial packages and promo prices, platforms. */
export const adsSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/topup-settings',
    {
      config: read,
      schema: {
        tags,
        summary: 'Active top-up tiers and their bonus',
        response: { 200: okEnvelope(z.array(topupSetting)), ...conflictResponses },
      },
    },
    async () => ok(await listTopupSettings(app.db)),
  );
  app.put(
    '/topup-settings/batch/update',
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace the active tiers, all or nothing (422 names each bad row)',
        body: topupBatchBody,
        response: { 200: okEnvelope(z.array(topupSetting)), ...conflictResponses },
      },
    },
    async (request) =>
      ok(await saveTopupSettings(app.db, request.actor, request.body), ADS_SETTINGS_MESSAGES.topupUpdated),
  );

  app.get(
    '/campaign-settings',
    {
      config: read,
      schema: {
        tags,
        summary: 'One setting per campaign type',
        response: { 200: okEnvelope(z.array(campaignSetting)), ...conflictResponses },
      },
    },
    async () => ok(await listCampaignSettings(app.db)),
  );
  app.get(
    '/campaign-settings/:id/with-budgets',
    {
      config: read,
      schema: {
        tags,
        summary: 'A campaign setting with its budgets',
        params: idParam,
        response: { 200: okEnvelope(campaignSettingWithBudgets), ...conflictResponses },
      },
    },
    async (request) => ok(await getCampaignSetting(app.db, request.params.id)),
  );
  app.put(
    '/campaign-settings/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit a campaign setting and its budgets (new campaigns only; running ones keep their price)',
        params: idParam,
        body: campaignSettingBody,
        response: { 200: okEnvelope(campaignSettingWithBudgets), ...conflictResponses },
      },
    },
    async (request) =>
      ok(
        await saveCampaignSetting(app.db, request.actor, request.params.id, request.body),
        AD_CAMPAIGN_MESSAGES.settingUpdated,
      ),
  );

  app.get(
    '/commercial/setting',
    {
      config: read,
      schema: {
        tags,
        summary: 'Commercial groups with their packages and prices',
        response: { 200: okEnvelope(z.array(adPackageGroup)), ...conflictResponses },
      },
    },
    async () => ok(await listPackageGroups(app.db)),
  );
  app.get(
    '/commercial/list-detail-package',
    {
      config: read,
      schema: {
        tags,
        summary: 'The product-ads filter: groups and their packages',
        response: { 200: okEnvelope(z.array(packageFilterItem)), ...conflictResponses },
      },
    },
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
    {
      config: read,
      schema: {
        tags,
        summary: 'A commercial group with its price history',
        params: idParam,
        response: { 200: okEnvelope(adPackageGroupDetail), ...conflictResponses },
      },
    },
    async (request) => ok(await getPackageGroup(app.db, request.params.id)),
  );
  app.put(
    '/commercial/detail/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Enable or disable a commercial group (running campaigns continue)',
        params: idParam,
        body: adGroupStatusBody,
        response: { 200: okEnvelope(adPackageGroupDetail), ...conflictResponses },
      },
    },
    async (request) =>
      ok(
        await setPackageGroupStatus(app.db, request.actor, request.params.id, request.body.status),
        ADS_SETTINGS_MESSAGES.statusUpdated,
      ),
  );
  app.put(
    '/commercial/package',
    {
      config: write,
      schema: {
        tags,
        summary: "New promo prices of a group's packages (`packages`: a JSON string of [{id, price}])",
        body: packagePriceBody,
        response: { 200: okEnvelope(adPackageGroupDetail), ...conflictResponses },
      },
    },
    async (request) =>
      ok(await setPackagePrices(app.db, request.actor, request.body), ADS_SETTINGS_MESSAGES.promoPriceUpdated),
  );

  app.get(
    '/platform',
    {
      config: read,
      schema: {
        tags,
        summary: 'The platforms ads and banners run on',
        response: { 200: okEnvelope(z.array(platformItem)), ...conflictResponses },
      },
    },
    async () => ok(PLATFORMS.map((value) => ({ value, text: PLATFORM_NAMES[value] }))),
  );
};
