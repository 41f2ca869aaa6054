import { z } from 'zod';
import { entity, entityIdParam, orderBy, ref, stamps, timestamp } from './common.ts';
import { dayParam } from './content.ts';
import { adsListQuery, adsStoreType, campaignType, dayRange, moneyInput, vnd } from './wallets.ts';

export { CAMPAIGN_TYPES, campaignType, type CampaignType } from './wallets.ts';

/**
 * Campaigns: a store's paid ads (priority listing, highlight label, banner), paid from its wallet
 * up front (package) or day by day (budget). Status classes 1–4 of the spec (docs/domain.md).
 */

export const AD_CAMPAIGN_STATUSES = [1, 2, 3, 4] as const;
export type AdCampaignStatus = (typeof AD_CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_NAMES: Record<AdCampaignStatus, string> = {
  1: 'pending',
  2: 'active',
  3: 'paused',
  4: 'ended',
};
export const campaignStatus = z.preprocess(
  (v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'Status must be 1 (pending), 2 (active), 3 (paused) or 4 (ended)',
  }),
);

/** 4 is final; nothing returns to 1. */
export const CAMPAIGN_TRANSITIONS: Record<AdCampaignStatus, readonly AdCampaignStatus[]> = {
  1: [2, 4],
  2: [3, 4],
  3: [2, 4],
  4: [],
};

export const CHARGE_MODELS = ['package', 'budget'] as const;
export const PAUSE_REASONS = ['manual', 'insufficient_balance'] as const;
export const END_REASONS = ['finished', 'budget_exhausted', 'rejected', 'stopped'] as const;

export const campaignCode = (id: number) => `AD${String(id).padStart(6, '0')}`;

export const adCampaign = entity({
  code: z.string(),
  type: campaignType,
  status: z.number().int(),
  store: ref,
  store_type: adsStoreType,
  wallet_id: z.number().int(),
  product: z.object({ id: z.number().int(), title: z.string(), price: vnd, image: z.string().nullable() }).nullable(),
  label_code: z.string().nullable(),
  banner: z.object({ image: z.string(), link: z.string().nullable(), position: z.string().nullable() }).nullable(),
  charge_model: z.enum(CHARGE_MODELS),
  package: z.object({ id: z.number().int(), name: z.string(), price: vnd, days: z.number().int() }).nullable(),
  total_budget: vnd.nullable(),
  daily_price: vnd.nullable(),
  spent: vnd,
  views: z.number().int(),
  clicks: z.number().int(),
  pause_reason: z.enum(PAUSE_REASONS).nullable(),
  end_reason: z.enum(END_REASONS).nullable(),
  status_reason: z.string().nullable(),
  start_at: timestamp,
  end_at: timestamp,
  approved_by: ref.nullable(),
  approved_at: timestamp.nullable(),
  ...stamps,
});
export type AdCampaign = z.infer<typeof adCampaign>;

export const adCampaignListQuery = adsListQuery({
  type: campaignType.optional(),
  status: campaignStatus.optional(),
  store_id: entityIdParam.optional(),
  store_type: adsStoreType.optional(),
  charge_model: z.enum(CHARGE_MODELS).optional(),
  ...dayRange,
  /** Campaigns ending on or before this Vietnam day (product ads' end-date filter). */
  end_date_to: dayParam.optional(),
  order_by: orderBy.default('desc'),
});
export type AdCampaignListQuery = z.infer<typeof adCampaignListQuery>;

export const campaignStatusBody = z
  .object({
    status: campaignStatus,
    reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
  })
  .refine((b) => b.status !== 4 || !!b.reason, { path: ['reason'], message: 'Give the reason for ending' });
export type CampaignStatusBody = z.infer<typeof campaignStatusBody>;

/** One line of a campaign's status history. */
export const campaignEvent = entity({
  from_status: z.number().int().nullable(),
  to_status: z.number().int(),
  reason: z.string().nullable(),
  actor: z.string(),
  created_at: timestamp,
});

export const campaignDailyStat = z.object({
  day: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  calls: z.number().int(),
  chats: z.number().int(),
  spend: vnd,
});

/** GET /commercial/product-list/detail/{id}: the ads-detail dialog. */
export const productAdDetail = z.object({
  campaign: adCampaign,
  product: z
    .object({
      id: z.number().int(),
      title: z.string(),
      price: vnd,
      image: z.string().nullable(),
      sales_status: z.string(),
      number_plate: z.string().nullable(),
    })
    .nullable(),
  totals: z.object({
    views: z.number().int(),
    clicks: z.number().int(),
    calls: z.number().int(),
    chats: z.number().int(),
    spend: vnd,
  }),
  days: z.array(campaignDailyStat),
});
export type ProductAdDetail = z.infer<typeof productAdDetail>;

/** AdCampaign settings, one per type; price changes apply to new campaigns only. */
export const campaignSetting = entity({
  type: campaignType,
  name: z.string(),
  status: z.number().int(),
  daily_price: vnd,
  min_days: z.number().int(),
  max_days: z.number().int(),
  max_active_per_store: z.number().int(),
  require_approval: z.number().int(),
  labels: z.array(z.object({ code: z.string(), text_vi: z.string(), text_en: z.string(), color: z.string() })),
  updated_at: timestamp,
});
export type CampaignSetting = z.infer<typeof campaignSetting>;

export const campaignSettingWithBudgets = campaignSetting.extend({
  budgets: z.array(z.object({ id: z.number().int(), amount: vnd })),
});
export type CampaignSettingWithBudgets = z.infer<typeof campaignSettingWithBudgets>;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const campaignSettingBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
    status: z.union([z.literal(0), z.literal(1)], { error: 'Status must be 1 (on) or 0 (off)' }),
    daily_price: moneyInput('Daily price', 1_000, 10_000_000),
    min_days: z
      .number({ error: 'Minimum days must be a number' })
      .int()
      .min(1, 'Minimum days must be at least 1')
      .max(365),
    max_days: z
      .number({ error: 'Maximum days must be a number' })
      .int()
      .min(1)
      .max(365, 'Maximum days must be at most 365'),
    max_active_per_store: z.number({ error: 'Active campaigns per store must be a number' }).int().min(1).max(1000),
    require_approval: z.union([z.literal(0), z.literal(1)], { error: 'Approval must be 1 or 0' }),
    budgets: z
      .array(moneyInput('Budget', 10_000, 1_000_000_000), { error: 'Budgets must be a list of amounts' })
      .min(1, 'Give at least one budget')
      .max(20, 'At most 20 budgets')
      .refine((list) => new Set(list).size === list.length, 'A budget is listed twice'),
    labels: z
      .array(
        z.object({
          code: z.string().regex(/^[a-z0-9_-]{1,30}$/, 'Label code must be lower-case letters, digits, - or _'),
          text_vi: z.string().trim().min(1, 'Label text is required').max(40),
          text_en: z.string().trim().min(1, 'Label text is required').max(40),
          color: z.string().regex(HEX_COLOR, 'Colour must be #RRGGBB'),
        }),
      )
      .max(20)
      .default([]),
  })
  .refine((b) => b.max_days >= b.min_days, {
    path: ['max_days'],
    message: 'Maximum days must not be below minimum days',
  });
export type CampaignSettingBody = z.infer<typeof campaignSettingBody>;

export const AD_CAMPAIGN_MESSAGES = {
  statusUpdated: 'Update status successfully',
  settingUpdated: 'Update successfully',
} as const;
