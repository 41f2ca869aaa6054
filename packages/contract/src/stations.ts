import { z } from 'zod/mini';
import { MAX_ID, entity, entityId, entityIdParam, pageQuery, ref, stamps, timestamp } from './common.ts';

/**
 * Stations are stores with `is_station = 2` (stores.ts); their products are the product list with
 * `station_id` (products.ts). This file holds the stations' service orders (`/stations/orders`).
 */
export const SERVICE_ORDER_STATUSES = ['new', 'confirmed', 'in_progress', 'done', 'cancelled'] as const;
export const serviceOrderStatus = z.enum(SERVICE_ORDER_STATUSES);
export type ServiceOrderStatus = z.infer<typeof serviceOrderStatus>;

/** new → confirmed → in_progress → done; anything not done may be cancelled. */
export const SERVICE_ORDER_TRANSITIONS: Record<ServiceOrderStatus, readonly ServiceOrderStatus[]> = {
  new: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

export const SERVICE_KINDS = ['inspection', 'maintenance', 'repair', 'warranty'] as const;
export const serviceKind = z.enum(SERVICE_KINDS);

/** A message for a value that is missing or not a number (a form's empty field); other issues keep theirs. */
const missing = (message: string) => (issue: { code: string }) => (issue.code === 'invalid_type' ? message : undefined);

export const serviceOrderItem = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Item name is required'), z.maxLength(200)),
  /** VND. */
  price: z.number({ error: missing('Enter the price') }).check(z.int(), z.gte(0), z.lte(1_000_000_000)),
  quantity: z._default(z.number({ error: missing('Enter the quantity') }).check(z.int(), z.gte(1), z.lte(1000)), 1),
});

export const serviceOrder = entity({
  code: z.string(),
  station: ref,
  kind: serviceKind,
  status: serviceOrderStatus,
  customer: z.nullable(z.object({ id: z.int(), name: z.string(), phone: z.string() })),
  vehicle: z.nullable(z.object({ id: z.int(), code: z.string(), number_plate: z.nullable(z.string()) })),
  product_id: z.nullable(z.int()),
  items: z.array(serviceOrderItem),
  /** VND, the items' sum. */
  amount: z.int(),
  scheduled_at: z.nullable(timestamp),
  note: z.nullable(z.string()),
  created_by: z.nullable(ref),
  ...stamps,
});
export type ServiceOrder = z.infer<typeof serviceOrder>;

export const serviceOrderListQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  station_id: z.optional(entityIdParam),
  status: z.optional(serviceOrderStatus),
  kind: z.optional(serviceKind),
  customer_id: z.optional(entityIdParam),
  vehicle_id: z.optional(entityIdParam),
});
export type ServiceOrderListQuery = z.infer<typeof serviceOrderListQuery>;

export const serviceOrderCreateBody = z.object({
  station_id: z.number({ error: missing('Choose a station') }).check(z.int(), z.positive(), z.lte(MAX_ID)),
  kind: serviceKind,
  customer_id: z.nullish(entityId),
  vehicle_id: z.nullish(entityId),
  product_id: z.nullish(entityId),
  items: z.array(serviceOrderItem).check(z.minLength(1, 'Add at least one item'), z.maxLength(50)),
  scheduled_at: z.nullish(z.iso.datetime({ offset: true, error: 'Use an ISO date-time' })),
  note: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
});
export type ServiceOrderCreateBody = z.infer<typeof serviceOrderCreateBody>;

export const serviceOrderStatusBody = z.object({
  status: serviceOrderStatus,
  note: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
});
