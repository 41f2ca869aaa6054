import { z } from 'zod/mini';
import { exportParams } from './exports.ts';
import {
  entity,
  entityId,
  entityIdParam,
  imageVariants,
  PAGE_SIZE,
  ref,
  sortFields,
  timestamp,
  preprocess,
  versioned,
} from './common.ts';

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
  .check(z.trim(), z.regex(/^(19[5-9]\d|20\d\d)(\.(0[1-9]|1[0-2]))?$/, 'Release year must be YYYY or YYYY.MM'));

/** A number plate as written in Vietnam, e.g. 29A1-123.45, 59-X2 678.90. */
export const numberPlate = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[0-9]{2}[A-Z0-9 .-]{3,12}$/, 'Number plate is invalid'));

/** One product as the list, the detail and every action answer it (the 26 columns of spec section 2). */
export const product = entity({
  /** The first image: the list's Picture column. */
  picture: z.nullable(imageVariants),
  title: z.string(),
  phone: z.nullable(z.string()),
  seller_type: sellerType,
  used_status: usedStatus,
  brand: ref,
  model: ref,
  detail_model: z.nullable(ref),
  type: categoryType,
  location: z.nullable(ref),
  number_plate: z.nullable(z.string()),
  release_year: z.nullable(z.string()),
  /** Kilometres; negative means roughly 300,000 km or more (spec section 5). */
  used_distance: z.nullable(z.int()),
  /** VND. */
  price: z.int(),
  inspection: z.nullable(inspectionResult),
  inspection_score: z.nullable(z.int()),
  inspection_date: z.nullable(timestamp),
  store: z.object({ id: z.int(), name: z.string(), is_station: z.int() }),
  created_by: z.nullable(ref),
  created_at: timestamp,
  updated_at: timestamp,
  ...versioned,
  status_latest_datetime: z.nullable(timestamp),
  status_latest_user: z.nullable(ref),
  /** The station the product is on display at (a store with is_station = 2), or null. */
  station: z.nullable(ref),
  /** A checked "quality item" badge. */
  is_quality_item: z.boolean(),
  sales_status: salesStatus,
  blocked_reason: z.nullable(z.string()),
  ai_score: z.nullable(z.int()),
});
export type Product = z.infer<typeof product>;

export const productImage = z.extend(imageVariants, { id: z.int(), sort: z.int() });

/** The detail (`GET /v2/products/{id}/detail`, the preview): the row plus what a buyer sees. */
export const productDetail = z.extend(product, {
  description: z.string(),
  color: z.nullable(z.string()),
  images: z.array(productImage),
  specs: z.array(z.object({ spec_id: z.int(), name: z.string(), unit: z.nullable(z.string()), value: z.string() })),
  previous_sales_status: z.nullable(salesStatus),
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

const dateOrTime = z.string().check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Use YYYY-MM-DD or an ISO date-time'),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'Date is invalid'),
);

/** The product list query (design.md section 3 filters, the category `type`, sort, page or cursor). */
export const productListQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)), 1),
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE.max)), PAGE_SIZE.default),
  /** Keyset position from a previous answer's `next_cursor`; when given, `page` only labels the answer. */
  cursor: z.optional(z.string().check(z.maxLength(300))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  start_date: z.optional(dateOrTime),
  end_date: z.optional(dateOrTime),
  brand_id: z.optional(entityIdParam),
  model_id: z.optional(entityIdParam),
  detail_model_id: z.optional(entityIdParam),
  /** 0 all, 1 scooter, 2 gear, 3 pkl, 4 electric. */
  type: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(4))),
  location_id: z.optional(entityIdParam),
  store_id: z.optional(entityIdParam),
  station_id: z.optional(entityIdParam),
  /** 1: only products on display at a station (`station_id` set); 0: only those at none. */
  at_station: z.optional(z.pipe(z.coerce.number().check(z.int()), z.union([z.literal(0), z.literal(1)]))),
  created_by: z.optional(entityIdParam),
  sales_status: z.optional(salesStatus),
  used_status: z.optional(usedStatus),
  seller_type: z.optional(sellerType),
  status_latest_user: z.optional(entityIdParam),
  status_latest_datetime_from: z.optional(dateOrTime),
  status_latest_datetime_to: z.optional(dateOrTime),
  ...sortFields(PRODUCT_SORTS),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

/** The list filters without paging: what the export and the counts take. */
export const productFilterQuery = z.omit(productListQuery, { page: true, count: true, cursor: true });
export type ProductFilterQuery = z.infer<typeof productFilterQuery>;

export const productExportQuery = z.extend(productFilterQuery, exportParams);
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
export function productListEnvelope<T extends z.core.$ZodType>(item: T) {
  return z.object({
    result_code: z.literal(1),
    result: z.string(),
    data: z.array(item),
    current: z.int(),
    total: z.int(),
    per_page: z.int(),
    total_is_estimate: z.boolean(),
    next_cursor: z.nullable(z.string()),
  });
}

const text = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max));
/**
 * Multipart sends strings: a number is its plain decimal digits ("100000"), nothing else — not
 * " 100000 ", "1e5" or "0x186A0", which `Number()` would read as the same amount.
 */
const digits = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v);
const intField = (message: string) => preprocess(digits, z.number({ error: message }).check(z.int(message)));
const flag = z.pipe(
  z.union([z.boolean(), z.enum(['0', '1', 'true', 'false']), z.literal(0), z.literal(1)]),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

/** `POST /v2/products` (multipart, field `images` several times) and the station register. */
export const productCreateBody = z.object({
  title: text(200, 'Subject is required'),
  description: z._default(z.string().check(z.trim(), z.maxLength(5000)), ''),
  store_id: z.pipe(intField('Seller is required'), entityId),
  detail_model_id: z.pipe(intField('Trim is required'), entityId),
  used_status: z._default(usedStatus, 'used'),
  price: z.pipe(intField('Price is required'), z.int().check(z.gte(0), z.lte(10_000_000_000, 'Price is too large'))),
  location_id: z.pipe(intField('Location is required'), entityId),
  phone: z.optional(z.string().check(z.trim(), z.regex(/^[0-9+ ]{8,15}$/, 'Phone is invalid'))),
  number_plate: preprocess((v) => (v === '' ? undefined : v), z.optional(numberPlate)),
  release_year: preprocess((v) => (v === '' ? undefined : v), z.optional(releaseYear)),
  used_distance: preprocess(
    (v) => (v === '' ? undefined : v),
    z.optional(z.pipe(intField('Distance must be a whole number'), z.int().check(z.gte(-1), z.lte(2_000_000)))),
  ),
  color: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  station_id: preprocess(
    (v) => (v === '' ? undefined : v),
    z.optional(z.pipe(intField('Station is invalid'), entityId)),
  ),
  is_quality_item: z._default(flag, false),
  /** Staff may publish at once (`ing`) or leave it for review (the default). */
  sales_status: z._default(z.enum(['in review', 'ing']), 'in review'),
});
export type ProductCreateBody = z.infer<typeof productCreateBody>;

/** `PUT /v3/products/{id}`: edit the listing (JSON). */
export const productUpdateBody = z.extend(
  z.partial(z.omit(productCreateBody, { store_id: true, sales_status: true })),
  {
    title: z.optional(text(200, 'Subject is required')),
    ai_score: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(100)))),
  },
);
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

/** `POST /v2/products/station/update/{id}` (multipart): a station's edit, with images to add and remove. */
export const productStationUpdateBody = z.extend(productUpdateBody, {
  /** Image ids to remove, comma separated or repeated. */
  remove_image_ids: z.pipe(
    z.optional(z.union([z.string(), z.array(z.string())])),
    z.transform((v) =>
      (Array.isArray(v) ? v : v ? v.split(',') : [])
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ),
});
export type ProductStationUpdateBody = z.infer<typeof productStationUpdateBody>;

/** `PUT /v2/products/{id}`: a status change; `blocked` needs a reason. */
export const productStatusBody = z
  .object({
    sales_status: salesStatus,
    blocked_reason: z.nullish(z.string().check(z.trim(), z.maxLength(500))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.sales_status === 'blocked' && !v.blocked_reason) {
        ctx.addIssue({ code: 'custom', path: ['blocked_reason'], message: 'A blocked product needs a reason' });
      }
    }),
  );
export type ProductStatusBody = z.infer<typeof productStatusBody>;

/** `GET /v2/products/statistic-product/{id}`. */
export const productStatistics = z.object({
  product_id: z.int(),
  views: z.int(),
  favourites: z.int(),
  calls: z.int(),
  chats: z.int(),
});
export type ProductStatistics = z.infer<typeof productStatistics>;

/** Result messages of spec section 8. */
export const PRODUCT_MESSAGES = {
  registered: 'Product register successfully!',
  stationUpdated: 'Edit successfully station!',
  updated: 'Update successfully',
  statusUpdated: 'Update status successfully',
} as const;

/**
 * The status actions of a product's row menu, each a single call (`approve` is `PUT /products/{id}`,
 * `confirmSales` its confirm-sales call, `block` needs a reason, the others set `PRODUCT_ACTION_TARGETS`).
 */
export const PRODUCT_STATUS_ACTIONS = [
  'approve',
  'sell',
  'review',
  'hold',
  'lock',
  'stop',
  'confirmSales',
  'block',
] as const;
export type ProductStatusAction = (typeof PRODUCT_STATUS_ACTIONS)[number];
/** The status each plain move of the row menu sets. */
export const PRODUCT_ACTION_TARGETS = {
  sell: 'ing',
  review: 'in review',
  hold: 'pending',
  lock: 'locked',
  stop: 'stop',
} as const satisfies Partial<Record<ProductStatusAction, SalesStatus>>;
