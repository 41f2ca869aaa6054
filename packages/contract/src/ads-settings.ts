import { z } from 'zod/mini';
import { entity, entityId, timestamp, versioned } from './common.ts';
import { PLATFORMS } from './site.ts';
import { campaignType, moneyInput, vnd } from './wallets.ts';

/** Top-up tiers, commercial packages with promo prices, platforms (docs/domain.md). */

export const topupSetting = entity({
  amount: vnd,
  bonus_amount: vnd,
  status: z.int(),
  sort: z.int(),
  updated_at: timestamp,
});
export type TopupSetting = z.infer<typeof topupSetting>;

export const TOPUP_TIER_LIMITS = { min: 10_000, max: 500_000_000, maxTiers: 30 } as const;

/**
 * PUT /topup-settings/batch/update: the whole set of active tiers, all or nothing. Rows with an
 * `id` keep it; rows left out become inactive.
 */
export const topupBatchBody = z.object({
  items: z
    .array(
      z.object({
        id: z.optional(entityId),
        amount: moneyInput('Amount', TOPUP_TIER_LIMITS.min, TOPUP_TIER_LIMITS.max),
        bonus_amount: z.number({ error: 'Bonus must be a number' }).check(
          z.int('Bonus must be a whole number of đồng'),
          z.gte(0, 'Bonus must not be negative'),
          z.refine((n) => n % 1000 === 0, 'Bonus must be a multiple of 1.000 đ'),
        ),
      }),
      { error: 'Items must be a list of tiers' },
    )
    .check(z.maxLength(TOPUP_TIER_LIMITS.maxTiers, `At most ${TOPUP_TIER_LIMITS.maxTiers} tiers`)),
});
export type TopupBatchBody = z.infer<typeof topupBatchBody>;

export const adPackage = entity({
  name: z.string(),
  days: z.int(),
  price: vnd,
  status: z.int(),
  sort: z.int(),
});
export type AdPackage = z.infer<typeof adPackage>;

/** A commercial group (one campaign type's products) with its packages. */
export const adPackageGroup = entity({
  type: campaignType,
  name: z.string(),
  description: z.nullable(z.string()),
  status: z.int(),
  sort: z.int(),
  packages: z.array(adPackage),
  ...versioned,
});
export type AdPackageGroup = z.infer<typeof adPackageGroup>;

export const adPackageGroupDetail = z.extend(adPackageGroup, {
  price_history: z.array(
    z.object({ package_id: z.int(), price: vnd, valid_from: timestamp, changed_by: z.nullable(z.string()) }),
  ),
});

/** GET /commercial/list-detail-package: the product-ads filter (promo id, name, packages). */
export const packageFilterItem = entity({
  name: z.string(),
  packages: z.array(z.object({ id: z.int(), name: z.string() })),
});

export const adGroupStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: 'Status must be 1 (on) or 0 (off)' }),
});

const packagePrices = z.array(
  z.object({
    id: entityId,
    price: z.number({ error: 'Price must be a number' }).check(
      z.int('Price must be a whole number of đồng'),
      z.gte(0, 'Price must not be negative'),
      z.lte(1_000_000_000, 'Price must be at most 1.000.000.000 đ'),
      z.refine((n) => n % 1000 === 0, 'Price must be a multiple of 1.000 đ'),
    ),
  }),
  { error: 'Packages must be a list of {id, price}' },
);

/** PUT /commercial/package: `packages` is a JSON string of `[{id, price}]` (spec section 7). */
export const packagePriceBody = z.object({
  group_id: entityId,
  packages: z.pipe(
    z.string({ error: 'Packages must be a JSON string' }),
    z.transform((text, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.issues.push({ code: 'custom', message: 'Packages must be a JSON list', input: text });
        return z.NEVER;
      }
      const result = packagePrices.check(z.minLength(1, 'Give at least one package')).safeParse(parsed);
      if (!result.success) {
        ctx.issues.push({ code: 'custom', message: result.error.issues[0].message, input: text });
        return z.NEVER;
      }
      return result.data;
    }),
  ),
});
export type PackagePriceBody = z.infer<typeof packagePriceBody>;

/** GET /platform: the platforms ads and banners run on. */
export const platformItem = z.object({ value: z.enum(PLATFORMS), text: z.string() });
export const PLATFORM_NAMES: Record<(typeof PLATFORMS)[number], string> = {
  web: 'Website',
  android: 'Android app',
  ios: 'iOS app',
};

export const ADS_SETTINGS_MESSAGES = {
  topupUpdated: 'Update successfully',
  promoPriceUpdated: 'Update promo price successfully',
  statusUpdated: 'Update status successfully',
} as const;
