import { z } from 'zod';
import { exportParams } from './exports.ts';
import { entity, entityId, entityIdParam, imageVariants, PAGE_SIZE, ref, sortFields, timestamp } from './common.ts';

/**
 * Product sales status (design.md section 3): `ing` On Selling, `in review`, `blocked` (with a
 * reason), `done` Sold, `delete` Deleted, `pending` In Transaction, `locked`, `stop` (stopped by
 * the seller). The transitions staff may make are PRODUCT_TRANSITIONS (docs/domain.md).
 */
export const SALES_STATUSES = ['ing', 'in review', 'blocked', 'done', 'delete', 'pending', 'locked', 'stop'] as const;
export const salesStatus = z.enum(SALES_STATUSES);
export type SalesStatus = z.infer<typeof salesStatus>;

export const SALES_STATUS_LABELS: Record<SalesStatus, string> = {
  ing: 'On Selling',
  'in review': 'In Review',
  blocked: 'Blocked',
  done: 'Sold',
  delete: 'Deleted',
  pending: 'In Transaction',
  locked: 'Locked',
  stop: 'Stopped',
};

/**
 * The status changes staff may make through `PUT /v2/products/{id}` (from → allowed targets).
 * `delete` is left by restore only; `done` is final except for a correction back to selling.
 * Approve is `in review` → `ing`; confirm-sales is `ing` | `pending` → `done`.
 */
export const PRODUCT_TRANSITIONS: Record<SalesStatus, readonly SalesStatus[]> = {
  'in review': ['ing', 'blocked', 'delete'],
  ing: ['pending', 'blocked', 'locked', 'stop', 'done', 'delete'],
  pending: ['ing', 'done', 'blocked', 'delete'],
  blocked: ['in review', 'ing', 'delete'],
  locked: ['ing', 'blocked', 'delete'],
  stop: ['ing', 'in review', 'delete'],
  done: ['ing'],
  delete: [],
};

export function canChangeSalesStatus(from: SalesStatus, to: SalesStatus): boolean {
  return PRODUCT_TRANSITIONS[from].includes(to);
}

export const USED_STATUSES = ['used', 'new'] as const;
export const usedStatus = z.enum(USED_STATUSES);
export type UsedStatus = z.infer<typeof usedStatus>;

/** Seller type: a store of the alliance, or a personal seller. */
export const SELLER_TYPES = ['alliance', 'personal'] as const;
export const sellerType = z.enum(SELLER_TYPES);
export type SellerType = z.infer<typeof sellerType>;

/** Product category (spec section 2): 1 scooter, 2 gear, 3 pkl (large bike), 4 electric; 0 = all in the filter. */
export const PRODUCT_CATEGORIES = { 1: 'scooter', 2: 'gear', 3: 'pkl', 4: 'electric' } as const;
export const CATEGORY_TYPES = [1, 2, 3, 4] as const;
export const categoryType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type CategoryType = z.infer<typeof categoryType>;

/** Inspection result copied from the product's latest checklist (checklist.ts). */
export const INSPECTION_RESULTS = ['passed', 'failed'] as const;
export const inspectionResult = z.enum(INSPECTION_RESULTS);

/** `release_year` is `YYYY.MM` (or `YYYY`). */
export const releaseYear = z
  .string()
  .trim()
  .regex(/^(19[5-9]\d|20\d\d)(\.(0[1-9]|1[0-2]))?$/, 'Release year must be YYYY or YYYY.MM');

/** A number plate as written in Vietnam, e.g. 29A1-123.45, 59-X2 678.90. */
export const numberPlate = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9]{2}[A-Z0-9 .-]{3,12}$/, 'Number plate is invalid');

/** One product as the list, the detail and every action answer it (the 26 columns of spec section 2). */
export const product = entity({
  /** The first image: the list's Picture column. */
  picture: imageVariants.nullable(),
  title: z.string(),
  phone: z.string().nullable(),
  seller_type: sellerType,
  used_status: usedStatus,
  brand: ref,
  model: ref,
  detail_model: ref.nullable(),
  type: categoryType,
  location: ref.nullable(),
  number_plate: z.string().nullable(),
  release_year: z.string().nullable(),
  /** Kilometres; negative means roughly 300,000 km or more (spec section 5). */
  used_distance: z.number().int().nullable(),
  /** VND. */
  price: z.number().int(),
  inspection: inspectionResult.nullable(),
  inspection_score: z.number().int().nullable(),
  inspection_date: timestamp.nullable(),
  store: z.object({ id: z.number().int(), name: z.string(), is_station: z.number().int() }),
  created_by: ref.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  status_latest_datetime: timestamp.nullable(),
  status_latest_user: ref.nullable(),
  /** The station the product is on display at (a store with is_station = 2), or null. */
  station: ref.nullable(),
  /** A checked "quality item" badge. */
  is_quality_item: z.boolean(),
  sales_status: salesStatus,
  blocked_reason: z.string().nullable(),
  ai_score: z.number().int().nullable(),
});
export type Product = z.infer<typeof product>;

export const productImage = imageVariants.extend({ id: z.number().int(), sort: z.number().int() });

/** The detail (`GET /v2/products/{id}/detail`, the preview): the row plus what a buyer sees. */
export const productDetail = product.extend({
  description: z.string(),
  color: z.string().nullable(),
  images: z.array(productImage),
  specs: z.array(
    z.object({ spec_id: z.number().int(), name: z.string(), unit: z.string().nullable(), value: z.string() }),
  ),
  previous_sales_status: salesStatus.nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const PRODUCT_SORTS = [
  'id',
  'created_at',
  'updated_at',
  'price',
  'used_distance',
  'release_year',
  'status_latest_datetime',
  'ai_score',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const dateOrTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Use YYYY-MM-DD or an ISO date-time')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Date is invalid');

/** The product list query (design.md section 3 filters, the category `type`, sort, page or cursor). */
export const productListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  count: z.coerce.number().int().min(1).max(PAGE_SIZE.max).default(PAGE_SIZE.default),
  /** Keyset position from a previous answer's `next_cursor`; when given, `page` only labels the answer. */
  cursor: z.string().max(300).optional(),
  q: z.string().trim().max(100).optional(),
  start_date: dateOrTime.optional(),
  end_date: dateOrTime.optional(),
  brand_id: entityIdParam.optional(),
  model_id: entityIdParam.optional(),
  detail_model_id: entityIdParam.optional(),
  /** 0 all, 1 scooter, 2 gear, 3 pkl, 4 electric. */
  type: z.coerce.number().int().min(0).max(4).optional(),
  location_id: entityIdParam.optional(),
  store_id: entityIdParam.optional(),
  station_id: entityIdParam.optional(),
  /** 1: only products on display at a station (`station_id` set); 0: only those at none. */
  at_station: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  created_by: entityIdParam.optional(),
  sales_status: salesStatus.optional(),
  used_status: usedStatus.optional(),
  seller_type: sellerType.optional(),
  status_latest_user: entityIdParam.optional(),
  status_latest_datetime_from: dateOrTime.optional(),
  status_latest_datetime_to: dateOrTime.optional(),
  ...sortFields(PRODUCT_SORTS),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** The list filters without paging: what the export and the counts take. */
export const productFilterQuery = productListQuery.omit({ page: true, count: true, cursor: true });
export type ProductFilterQuery = z.infer<typeof productFilterQuery>;

export const productExportQuery = productFilterQuery.extend(exportParams);
export type ProductExportQuery = z.infer<typeof productExportQuery>;

/** The columns of the export, in the list's order (without Picture and Menu), as its English header. */
export const PRODUCT_EXPORT_COLUMNS = [
  'ID',
  'Subject',
  'Phone',
  'Product Type',
  'Make',
  'Model(Trim)',
  'Category',
  'Location',
  'Number Plate',
  'Release Year',
  'Used Distance',
  'Price',
  'Inspection',
  'Inspection Date',
  'Registered Date',
  'Created By',
  'Last updated at',
  'Status updated at',
  'Status updated by',
  'Selling at Station',
  'Quality item',
  'Status',
  'Blocked Reason',
  'AI Score',
] as const;

/**
 * The list answer: the list envelope plus `total_is_estimate` (the screen says "About N results")
 * and `next_cursor` (null on the last page) for keyset paging.
 */
export function productListEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    result_code: z.literal(1),
    result: z.string(),
    data: z.array(item),
    current: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
    total_is_estimate: z.boolean(),
    next_cursor: z.string().nullable(),
  });
}

const text = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);
/** Multipart sends strings: numbers and switches are coerced. */
const intField = (message: string) => z.coerce.number({ error: message }).int(message);
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** `POST /v2/products` (multipart, field `images` several times) and the station register. */
export const productCreateBody = z.object({
  title: text(200, 'Subject is required'),
  description: z.string().trim().max(5000).default(''),
  store_id: intField('Seller is required').pipe(entityId),
  detail_model_id: intField('Trim is required').pipe(entityId),
  used_status: usedStatus.default('used'),
  price: intField('Price is required').pipe(z.number().int().min(0).max(10_000_000_000, 'Price is too large')),
  location_id: intField('Location is required').pipe(entityId),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+ ]{8,15}$/, 'Phone is invalid')
    .optional(),
  number_plate: z.preprocess((v) => (v === '' ? undefined : v), numberPlate.optional()),
  release_year: z.preprocess((v) => (v === '' ? undefined : v), releaseYear.optional()),
  used_distance: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(-1).max(2_000_000).optional(),
  ),
  color: z.string().trim().max(50).optional(),
  station_id: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().pipe(entityId).optional()),
  is_quality_item: flag.default(false),
  /** Staff may publish at once (`ing`) or leave it for review (the default). */
  sales_status: z.enum(['in review', 'ing']).default('in review'),
});
export type ProductCreateBody = z.infer<typeof productCreateBody>;

/** `PUT /v3/products/{id}`: edit the listing (JSON). */
export const productUpdateBody = productCreateBody
  .omit({ store_id: true, sales_status: true })
  .partial()
  .extend({
    title: text(200, 'Subject is required').optional(),
    ai_score: z.number().int().min(0).max(100).nullable().optional(),
  });
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

/** `POST /v2/products/station/update/{id}` (multipart): a station's edit, with images to add and remove. */
export const productStationUpdateBody = productUpdateBody.extend({
  /** Image ids to remove, comma separated or repeated. */
  remove_image_ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : v ? v.split(',') : [])
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
});
export type ProductStationUpdateBody = z.infer<typeof productStationUpdateBody>;

/** `PUT /v2/products/{id}`: a status change; `blocked` needs a reason. */
export const productStatusBody = z
  .object({
    sales_status: salesStatus,
    blocked_reason: z.string().trim().max(500).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.sales_status === 'blocked' && !v.blocked_reason) {
      ctx.addIssue({ code: 'custom', path: ['blocked_reason'], message: 'A blocked product needs a reason' });
    }
  });
export type ProductStatusBody = z.infer<typeof productStatusBody>;

/** `GET /v2/products/statistic-product/{id}`. */
export const productStatistics = z.object({
  product_id: z.number().int(),
  views: z.number().int(),
  favourites: z.number().int(),
  calls: z.number().int(),
  chats: z.number().int(),
});
export type ProductStatistics = z.infer<typeof productStatistics>;

/** Result messages of spec section 8. */
export const PRODUCT_MESSAGES = {
  registered: 'Product register successfully!',
  stationUpdated: 'Edit successfully station!',
  updated: 'Update successfully',
  statusUpdated: 'Update status successfully',
} as const;
