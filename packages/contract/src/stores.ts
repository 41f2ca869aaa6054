import { z } from 'zod';
import { entity, entityIdParam, imageVariants, PAGE_SIZE, ref, sortFields, stamps } from './common.ts';
import { sellerType } from './products.ts';

/** A store is one of the marketplace's sellers; `is_station` 2 makes it a station (spec section 3). */
export const STORE_STATUSES = ['active', 'suspended'] as const;
export const storeStatus = z.enum(STORE_STATUSES);
export type StoreStatus = z.infer<typeof storeStatus>;

export const IS_STATION = { store: 1, station: 2 } as const;
export const isStation = z.union([z.literal(1), z.literal(2)]);

const flag01 = z.union([z.literal(0), z.literal(1)]);

export const storeIdentity = z.object({
  id_number: z.string().nullable(),
  full_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  issued_date: z.string().nullable(),
  issued_place: z.string().nullable(),
  front_image: imageVariants.nullable(),
  back_image: imageVariants.nullable(),
});

export const storeBank = z.object({
  bank_account: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  bank_name: z.string().nullable(),
});

/** The list row. */
export const store = entity({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  type: sellerType,
  is_station: isStation,
  is_loanable: flag01,
  status: storeStatus,
  display: flag01,
  address: z.string().nullable(),
  location: ref.nullable(),
  own_products: z.number().int(),
  sold_products: z.number().int(),
  purchased_products: z.number().int(),
  followers: z.number().int(),
  /** VND sold through the marketplace. */
  total_sale_amount: z.number().int(),
  ...stamps,
});
export type Store = z.infer<typeof store>;

/** `GET /v2/stores/{id}`: the row plus the identity and bank tabs. */
export const storeDetail = store.extend({
  description: z.string().nullable(),
  identity: storeIdentity,
  bank: storeBank,
  suspended_reason: z.string().nullable(),
});
export type StoreDetail = z.infer<typeof storeDetail>;

export const STORE_SORTS = [
  'id',
  'created_at',
  'name',
  'own_products',
  'sold_products',
  'purchased_products',
  'followers',
  'total_sale_amount',
] as const;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Date is invalid');
const atLeast = z.coerce.number().int().min(0).max(1_000_000_000).optional();

/**
 * The stores list query of spec section 3. `within_day` N: registered in the last N days;
 * `range_date` names the date `start_date`/`end_date` apply to; `own_products`, `sold_products`,
 * `purchased_products`, `followers` are minimums; `display` 1 shown on the marketplace, 0 hidden.
 */
export const storeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
  keyword: z.string().trim().max(100).optional(),
  type: sellerType.optional(),
  is_station: z.coerce.number().int().pipe(isStation).optional(),
  status: storeStatus.optional(),
  is_loanable: z.coerce.number().int().pipe(flag01).optional(),
  within_day: z.coerce.number().int().min(1).max(3650).optional(),
  range_date: z.enum(['created_at', 'updated_at']).default('created_at'),
  start_date: day.optional(),
  end_date: day.optional(),
  location: entityIdParam.optional(),
  display: z.coerce.number().int().pipe(flag01).optional(),
  own_products: atLeast,
  sold_products: atLeast,
  purchased_products: atLeast,
  followers: atLeast,
  ...sortFields(STORE_SORTS),
});
export type StoreListQuery = z.infer<typeof storeListQuery>;

export const storeFilterQuery = storeListQuery.omit({ page: true, count: true, sort_by: true, order_by: true });
export type StoreFilterQuery = z.infer<typeof storeFilterQuery>;

/** `GET /v2/stores/search`, `/search/store`: a picker (stations with `is_station=2`). */
export const storeSearchQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
  is_station: z.coerce.number().int().pipe(isStation).optional(),
  type: sellerType.optional(),
  count: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
});
export const storeSearchItem = entity({
  name: z.string(),
  phone: z.string().nullable(),
  is_station: isStation,
  location: ref.nullable(),
});

export const storeTotalSaleAmount = z.object({ total_sale_amount: z.number().int(), stores: z.number().int() });

const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);
const phone = z
  .string()
  .trim()
  .regex(/^[0-9+ ]{8,15}$/, 'Phone is invalid');

/** `PUT /v2/stores/{id}`: the general information tab; `POST /v2/stores` adds the type. */
export const storeGeneralBody = z.object({
  name: requiredText('Name', 150),
  phone: phone.nullish(),
  email: z.string().trim().email('Email is invalid').max(255).nullish(),
  address: z.string().trim().max(255).nullish(),
  location_id: z.number().int().positive().nullish(),
  description: z.string().trim().max(2000).nullish(),
  display: flag01.optional(),
});
export type StoreGeneralBody = z.infer<typeof storeGeneralBody>;

export const storeCreateBody = storeGeneralBody.extend({
  type: sellerType.default('alliance'),
  is_station: isStation.default(1),
});
export type StoreCreateBody = z.infer<typeof storeCreateBody>;

/** `POST /v2/stores/{id}/update-identity` (multipart: these fields, `front_image`, `back_image`). */
export const storeIdentityBody = z.object({
  id_number: z
    .string({ error: 'ID number is required' })
    .trim()
    .regex(/^(\d{9}|\d{12})$/, 'ID number has 9 or 12 digits'),
  full_name: requiredText('Full name', 100),
  date_of_birth: day.optional(),
  issued_date: day.optional(),
  issued_place: z.string().trim().max(100).optional(),
});
export type StoreIdentityBody = z.infer<typeof storeIdentityBody>;

export const storeBankBody = z.object({
  bank_account: z
    .string({ error: 'Bank account is required' })
    .trim()
    .regex(/^[0-9]{6,20}$/, 'Bank account has 6 to 20 digits'),
  bank_account_name: requiredText('Account name', 100),
  bank_name: requiredText('Bank name', 100),
});
export type StoreBankBody = z.infer<typeof storeBankBody>;

export const storeStatusBody = z
  .object({ status: storeStatus, reason: z.string().trim().max(500).nullish() })
  .superRefine((v, ctx) => {
    if (v.status === 'suspended' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the store is suspended' });
  });
export type StoreStatusBody = z.infer<typeof storeStatusBody>;

export const storeLoanableBody = z.object({ is_loanable: flag01 });
export const storeChangeTypeBody = z.object({ is_station: isStation });

export const STORE_MESSAGES = { updated: 'Update successfully', statusUpdated: 'Change status successful!' } as const;
