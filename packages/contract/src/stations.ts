import { z } from 'zod';
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
  name: z.string().trim().min(1, 'Item name is required').max(200),
  /** VND. */
  price: z
    .number({ error: missing('Enter the price') })
    .int()
    .min(0)
    .max(1_000_000_000),
  quantity: z
    .number({ error: missing('Enter the quantity') })
    .int()
    .min(1)
    .max(1000)
    .default(1),
});

export const serviceOrder = entity({
  code: z.string(),
  station: ref,
  kind: serviceKind,
  status: serviceOrderStatus,
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  vehicle: z.object({ id: z.number().int(), code: z.string(), number_plate: z.string().nullable() }).nullable(),
  product_id: z.number().int().nullable(),
  items: z.array(serviceOrderItem),
  /** VND, the items' sum. */
  amount: z.number().int(),
  scheduled_at: timestamp.nullable(),
  note: z.string().nullable(),
  created_by: ref.nullable(),
  ...stamps,
});
export type ServiceOrder = z.infer<typeof serviceOrder>;

export const serviceOrderListQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  station_id: entityIdParam.optional(),
  status: serviceOrderStatus.optional(),
  kind: serviceKind.optional(),
  customer_id: entityIdParam.optional(),
  vehicle_id: entityIdParam.optional(),
});
export type ServiceOrderListQuery = z.infer<typeof serviceOrderListQuery>;

export const serviceOrderCreateBody = z.object({
  station_id: z
    .number({ error: missing('Choose a station') })
    .int()
    .positive()
    .max(MAX_ID),
  kind: serviceKind,
  customer_id: entityId.nullish(),
  vehicle_id: entityId.nullish(),
  product_id: entityId.nullish(),
  items: z.array(serviceOrderItem).min(1, 'Add at least one item').max(50),
  scheduled_at: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type ServiceOrderCreateBody = z.infer<typeof serviceOrderCreateBody>;

export const serviceOrderStatusBody = z.object({
  status: serviceOrderStatus,
  note: z.string().trim().max(1000).nullish(),
});
