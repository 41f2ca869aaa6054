import { z } from 'zod/mini';
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
  id_number: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  date_of_birth: z.nullable(z.string()),
  issued_date: z.nullable(z.string()),
  issued_place: z.nullable(z.string()),
  front_image: z.nullable(imageVariants),
  back_image: z.nullable(imageVariants),
});

export const storeBank = z.object({
  bank_account: z.nullable(z.string()),
  bank_account_name: z.nullable(z.string()),
  bank_name: z.nullable(z.string()),
});

/** The list row. */
export const store = entity({
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  type: sellerType,
  is_station: isStation,
  is_loanable: flag01,
  status: storeStatus,
  display: flag01,
  address: z.nullable(z.string()),
  location: z.nullable(ref),
  own_products: z.int(),
  sold_products: z.int(),
  purchased_products: z.int(),
  followers: z.int(),
  /** VND sold through the marketplace. */
  total_sale_amount: z.int(),
  ...stamps,
});
export type Store = z.infer<typeof store>;

/** `GET /v2/stores/{id}`: the row plus the identity and bank tabs. */
export const storeDetail = z.extend(store, {
  description: z.nullable(z.string()),
  identity: storeIdentity,
  bank: storeBank,
  suspended_reason: z.nullable(z.string()),
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

const day = z.string().check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'Date is invalid'),
);
const atLeast = z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)));

/**
 * The stores list query of spec section 3. `within_day` N: registered in the last N days;
 * `range_date` names the date `start_date`/`end_date` apply to; `own_products`, `sold_products`,
 * `purchased_products`, `followers` are minimums; `display` 1 shown on the marketplace, 0 hidden.
 */
export const storeListQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE.max)), PAGE_SIZE.default),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  type: z.optional(sellerType),
  is_station: z.optional(z.pipe(z.coerce.number().check(z.int()), isStation)),
  status: z.optional(storeStatus),
  is_loanable: z.optional(z.pipe(z.coerce.number().check(z.int()), flag01)),
  within_day: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3650))),
  range_date: z._default(z.enum(['created_at', 'updated_at']), 'created_at'),
  start_date: z.optional(day),
  end_date: z.optional(day),
  location: z.optional(entityIdParam),
  display: z.optional(z.pipe(z.coerce.number().check(z.int()), flag01)),
  own_products: atLeast,
  sold_products: atLeast,
  purchased_products: atLeast,
  followers: atLeast,
  ...sortFields(STORE_SORTS),
});
export type StoreListQuery = z.infer<typeof storeListQuery>;

export const storeFilterQuery = z.omit(storeListQuery, { page: true, count: true, sort_by: true, order_by: true });
export type StoreFilterQuery = z.infer<typeof storeFilterQuery>;

/** `GET /v2/stores/search`, `/search/store`: a picker (stations with `is_station=2`). */
export const storeSearchQuery = z.object({
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  is_station: z.optional(z.pipe(z.coerce.number().check(z.int()), isStation)),
  type: z.optional(sellerType),
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE.max)), PAGE_SIZE.default),
});
export const storeSearchItem = entity({
  name: z.string(),
  phone: z.nullable(z.string()),
  is_station: isStation,
  location: z.nullable(ref),
});

export const storeTotalSaleAmount = z.object({ total_sale_amount: z.int(), stores: z.int() });

const requiredText = (label: string, max = 200) =>
  z.string({ error: `${label} is required` }).check(z.trim(), z.minLength(1, `${label} is required`), z.maxLength(max));
const phone = z.string().check(z.trim(), z.regex(/^[0-9+ ]{8,15}$/, 'Phone is invalid'));

/** `PUT /v2/stores/{id}`: the general information tab; `POST /v2/stores` adds the type. */
export const storeGeneralBody = z.object({
  name: requiredText('Name', 150),
  phone: z.nullish(phone),
  email: z.nullish(z.string().check(z.trim(), z.email('Email is invalid'), z.maxLength(255))),
  address: z.nullish(z.string().check(z.trim(), z.maxLength(255))),
  location_id: z.nullish(z.int().check(z.positive())),
  description: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
  display: z.optional(flag01),
});
export type StoreGeneralBody = z.infer<typeof storeGeneralBody>;

export const storeCreateBody = z.extend(storeGeneralBody, {
  type: z._default(sellerType, 'alliance'),
  is_station: z._default(isStation, 1),
});
export type StoreCreateBody = z.infer<typeof storeCreateBody>;

/** `POST /v2/stores/{id}/update-identity` (multipart: these fields, `front_image`, `back_image`). */
export const storeIdentityBody = z.object({
  id_number: z
    .string({ error: 'ID number is required' })
    .check(z.trim(), z.regex(/^(\d{9}|\d{12})$/, 'ID number has 9 or 12 digits')),
  full_name: requiredText('Full name', 100),
  date_of_birth: z.optional(day),
  issued_date: z.optional(day),
  issued_place: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type StoreIdentityBody = z.infer<typeof storeIdentityBody>;

export const storeBankBody = z.object({
  bank_account: z
    .string({ error: 'Bank account is required' })
    .check(z.trim(), z.regex(/^[0-9]{6,20}$/, 'Bank account has 6 to 20 digits')),
  bank_account_name: requiredText('Account name', 100),
  bank_name: requiredText('Bank name', 100),
});
export type StoreBankBody = z.infer<typeof storeBankBody>;

export const storeStatusBody = z
  .object({ status: storeStatus, reason: z.nullish(z.string().check(z.trim(), z.maxLength(500))) })
  .check(
    z.superRefine((v, ctx) => {
      if (v.status === 'suspended' && !v.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the store is suspended' });
    }),
  );
export type StoreStatusBody = z.infer<typeof storeStatusBody>;

export const storeLoanableBody = z.object({ is_loanable: flag01 });
export const storeChangeTypeBody = z.object({ is_station: isStation });

export const STORE_MESSAGES = { updated: 'Update successfully', statusUpdated: 'Change status successful!' } as const;
