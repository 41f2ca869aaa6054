import { z } from 'zod/mini';
import { entity, ref, stamps, statusReasonBody, timestamp, preprocess, versioned } from './common.ts';
import { dayParam } from './site.ts';
import { adsStoreType, campaignType, moneyInput, storeRecordsQuery, vnd } from './wallets.ts';

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
export const campaignStatus = preprocess(
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
  status: z.int(),
  store: ref,
  store_type: adsStoreType,
  wallet_id: z.int(),
  product: z.nullable(z.object({ id: z.int(), title: z.string(), price: vnd, image: z.nullable(z.string()) })),
  label_code: z.nullable(z.string()),
  banner: z.nullable(z.object({ image: z.string(), link: z.nullable(z.string()), position: z.nullable(z.string()) })),
  charge_model: z.enum(CHARGE_MODELS),
  package: z.nullable(z.object({ id: z.int(), name: z.string(), price: vnd, days: z.int() })),
  total_budget: z.nullable(vnd),
  daily_price: z.nullable(vnd),
  spent: vnd,
  views: z.int(),
  clicks: z.int(),
  pause_reason: z.nullable(z.enum(PAUSE_REASONS)),
  end_reason: z.nullable(z.enum(END_REASONS)),
  status_reason: z.nullable(z.string()),
  start_at: timestamp,
  end_at: timestamp,
  approved_by: z.nullable(ref),
  approved_at: z.nullable(timestamp),
  ...stamps,
});
export type AdCampaign = z.infer<typeof adCampaign>;

export const adCampaignListQuery = storeRecordsQuery({
  type: z.optional(campaignType),
  status: z.optional(campaignStatus),
  charge_model: z.optional(z.enum(CHARGE_MODELS)),
  /** Campaigns ending on or before this Vietnam day (product ads' end-date filter). */
  end_date_to: z.optional(dayParam),
});
export type AdCampaignListQuery = z.infer<typeof adCampaignListQuery>;

export const campaignStatusBody = statusReasonBody(campaignStatus, 4, 'Give the reason for ending');
export type CampaignStatusBody = z.infer<typeof campaignStatusBody>;

/** One line of a campaign's status history. */
export const campaignEvent = entity({
  from_status: z.nullable(z.int()),
  to_status: z.int(),
  reason: z.nullable(z.string()),
  actor: z.string(),
  created_at: timestamp,
});

export const campaignDailyStat = z.object({
  day: z.string(),
  views: z.int(),
  clicks: z.int(),
  calls: z.int(),
  chats: z.int(),
  spend: vnd,
});

/** GET /commercial/product-list/detail/{id}: the ads-detail dialog. */
export const productAdDetail = z.object({
  campaign: adCampaign,
  product: z.nullable(
    z.object({
      id: z.int(),
      title: z.string(),
      price: vnd,
      image: z.nullable(z.string()),
      sales_status: z.string(),
      number_plate: z.nullable(z.string()),
    }),
  ),
  totals: z.object({
    views: z.int(),
    clicks: z.int(),
    calls: z.int(),
    chats: z.int(),
    spend: vnd,
  }),
  days: z.array(campaignDailyStat),
});
export type ProductAdDetail = z.infer<typeof productAdDetail>;

/** AdCampaign settings, one per type; price changes apply to new campaigns only. */
export const campaignSetting = entity({
  type: campaignType,
  name: z.string(),
  status: z.int(),
  daily_price: vnd,
  min_days: z.int(),
  max_days: z.int(),
  max_active_per_store: z.int(),
  require_approval: z.int(),
  labels: z.array(z.object({ code: z.string(), text_vi: z.string(), text_en: z.string(), color: z.string() })),
  updated_at: timestamp,
  ...versioned,
});
export type CampaignSetting = z.infer<typeof campaignSetting>;

export const campaignSettingWithBudgets = z.extend(campaignSetting, {
  budgets: z.array(z.object({ id: z.int(), amount: vnd })),
});
export type CampaignSettingWithBudgets = z.infer<typeof campaignSettingWithBudgets>;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const campaignSettingBody = z
  .object({
    name: z
      .string()
      .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be at most 100 characters')),
    status: z.union([z.literal(0), z.literal(1)], { error: 'Status must be 1 (on) or 0 (off)' }),
    daily_price: moneyInput('Daily price', 1_000, 10_000_000),
    min_days: z
      .number({ error: 'Minimum days must be a number' })
      .check(z.int(), z.gte(1, 'Minimum days must be at least 1'), z.lte(365)),
    max_days: z
      .number({ error: 'Maximum days must be a number' })
      .check(z.int(), z.gte(1), z.lte(365, 'Maximum days must be at most 365')),
    max_active_per_store: z
      .number({ error: 'Active campaigns per store must be a number' })
      .check(z.int(), z.gte(1), z.lte(1000)),
    require_approval: z.union([z.literal(0), z.literal(1)], { error: 'Approval must be 1 or 0' }),
    budgets: z.array(moneyInput('Budget', 10_000, 1_000_000_000), { error: 'Budgets must be a list of amounts' }).check(
      z.minLength(1, 'Give at least one budget'),
      z.maxLength(20, 'At most 20 budgets'),
      z.refine((list) => new Set(list).size === list.length, 'A budget is listed twice'),
    ),
    labels: z._default(
      z
        .array(
          z.object({
            code: z
              .string()
              .check(z.regex(/^[a-z0-9_-]{1,30}$/, 'Label code must be lower-case letters, digits, - or _')),
            text_vi: z.string().check(z.trim(), z.minLength(1, 'Label text is required'), z.maxLength(40)),
            text_en: z.string().check(z.trim(), z.minLength(1, 'Label text is required'), z.maxLength(40)),
            color: z.string().check(z.regex(HEX_COLOR, 'Colour must be #RRGGBB')),
          }),
        )
        .check(z.maxLength(20)),
      [],
    ),
  })
  .check(
    z.refine((b) => b.max_days >= b.min_days, {
      path: ['max_days'],
      message: 'Maximum days must not be below minimum days',
    }),
  );
export type CampaignSettingBody = z.infer<typeof campaignSettingBody>;

export const AD_CAMPAIGN_MESSAGES = {
  statusUpdated: 'Update status successfully',
  settingUpdated: 'Update successfully',
} as const;
