import { z } from 'zod/mini';
import { entity, entityId, entityIdParam, pageQuery, ref, stamps, timestamp } from './common.ts';
import { numberPlate } from './products.ts';

/**
 * Warranty and vehicle services (`/stations/vehicles…`, spec section 7 "Cash loans and vehicles"):
 * customers own vehicles; a vehicle has a type (1 serviced, 2 under the station warranty), may hold
 * one machine-service package (mcn service package) whose visits are its mcn services, and keeps a
 * history of what was done.
 */
export const VEHICLE_TYPES = { serviced: 1, warranty: 2 } as const;
export const vehicleType = z.union([z.literal(1), z.literal(2)]);

/** Service kinds in `GET /v1/vehicles/{id}/mcn-service/{type}`: 1 maintenance visit, 2 warranty check. */
export const mcnServiceType = z.union([z.literal(1), z.literal(2)]);

export const MCN_SERVICE_STATUSES = ['scheduled', 'done', 'cancelled'] as const;
export const mcnServiceStatus = z.enum(MCN_SERVICE_STATUSES);

const day = z.string().check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD'),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'Date is invalid'),
);

export const mcnServicePackage = entity({
  code: z.string(),
  name: z.string(),
  /** Months the package runs from its start. */
  months: z.int(),
  /** Visits it includes. */
  services_count: z.int(),
  /** VND. */
  price: z.int(),
  description: z.nullable(z.string()),
  status: z.enum(['active', 'inactive']),
});
export type McnServicePackage = z.infer<typeof mcnServicePackage>;

export const vehicle = entity({
  /** Printed on the vehicle's QR label. */
  code: z.string(),
  type: vehicleType,
  number_plate: z.nullable(z.string()),
  frame_number: z.string(),
  engine_number: z.nullable(z.string()),
  brand: ref,
  model: ref,
  detail_model: z.nullable(ref),
  color: z.nullable(z.string()),
  release_year: z.nullable(z.string()),
  odometer_km: z.nullable(z.int()),
  customer: z.nullable(z.object({ id: z.int(), name: z.string(), phone: z.string() })),
  station: z.nullable(ref),
  product_id: z.nullable(z.int()),
  warranty_start: z.nullable(z.string()),
  warranty_end: z.nullable(z.string()),
  /** Months from `warranty_start` to `warranty_end` (what the form sent); null without a warranty end. */
  warranty_months: z.nullable(z.int()),
  package: z.nullable(z.object({ id: z.int(), name: z.string(), started_at: z.string(), ends_at: z.string() })),
  ...stamps,
});
export type Vehicle = z.infer<typeof vehicle>;

export const vehicleListQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  type: z.optional(z.pipe(z.coerce.number().check(z.int()), vehicleType)),
  station_id: z.optional(entityIdParam),
  customer_id: z.optional(entityIdParam),
  brand_id: z.optional(entityIdParam),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuery>;

// whole numbers by a refinement (not .int()), so the other fields' checks still run beside it
const ODOMETER_RANGE = 'Odometer is a whole number of km from 0 to 2,000,000';
const WARRANTY_MONTHS_RANGE = 'Warranty months is a whole number from 0 to 120';

/** `POST /v1/vehicles` and `POST /v1/vehicles/{id}` (the whole vehicle; the edit replaces every field). */
export const vehicleBody = z
  .object({
    type: z._default(vehicleType, 1),
    number_plate: z.nullish(numberPlate),
    frame_number: z.string({ error: 'Frame number is required' }).check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, 'Frame number is required'),
      z.refine((v) => v === '' || /^[A-Z0-9]{6,20}$/.test(v), 'Frame number has 6 to 20 letters and digits'),
    ),
    engine_number: z.nullish(
      z.string().check(z.trim(), z.toUpperCase(), z.maxLength(20, 'Engine number has at most 20 characters')),
    ),
    detail_model_id: z.pipe(z.number({ error: 'Choose a trim' }), entityId),
    color: z.nullish(z.string().check(z.trim(), z.maxLength(50, 'Colour has at most 50 characters'))),
    release_year: z.nullish(
      z
        .string()
        .check(z.trim(), z.regex(/^(19[5-9]\d|20\d\d)(\.(0[1-9]|1[0-2]))?$/, 'Release year must be YYYY or YYYY.MM')),
    ),
    odometer_km: z.nullish(
      z
        .number({ error: ODOMETER_RANGE })
        .check(z.gte(0, ODOMETER_RANGE), z.lte(2_000_000, ODOMETER_RANGE), z.refine(Number.isInteger, ODOMETER_RANGE)),
    ),
    customer_id: z.nullish(entityId),
    station_id: z.nullish(entityId),
    product_id: z.nullish(entityId),
    warranty_start: z.nullish(day),
    warranty_months: z.nullish(
      z
        .number({ error: WARRANTY_MONTHS_RANGE })
        .check(
          z.gte(0, WARRANTY_MONTHS_RANGE),
          z.lte(120, WARRANTY_MONTHS_RANGE),
          z.refine(Number.isInteger, WARRANTY_MONTHS_RANGE),
        ),
    ),
  })
  .check(
    z.refine((body) => body.type !== 2 || Boolean(body.warranty_start), {
      path: ['warranty_start'],
      error: 'A warranty vehicle needs its warranty start',
      // also beside other fields' messages, so a form shows every message at once
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
export type VehicleBody = z.infer<typeof vehicleBody>;

export const vehicleChangeTypeBody = z.object({ type: vehicleType });

export const mcnService = entity({
  vehicle_id: z.int(),
  type: mcnServiceType,
  sequence: z.int(),
  package_id: z.nullable(z.int()),
  status: mcnServiceStatus,
  due_date: z.nullable(z.string()),
  station: z.nullable(ref),
  technician: z.nullable(ref),
  odometer_km: z.nullable(z.int()),
  serviced_at: z.nullable(timestamp),
  work_done: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** VND charged beyond the package. */
  cost: z.int(),
});
export type McnService = z.infer<typeof mcnService>;

/** `POST /v1/vehicles/{id}/mcn-service/{serviceId}`: the warranty / service form. */
export const mcnServiceUpdateBody = z.object({
  status: mcnServiceStatus,
  station_id: z.nullish(entityId),
  /** An admin user (the searched "users"). */
  technician_id: z.nullish(entityId),
  odometer_km: z.nullish(z.int().check(z.gte(0), z.lte(2_000_000))),
  serviced_at: z.nullish(z.iso.datetime({ offset: true, error: 'Use an ISO date-time' })),
  work_done: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
  note: z.nullish(z.string().check(z.trim(), z.maxLength(1000))),
  cost: z._default(z.int().check(z.gte(0), z.lte(1_000_000_000)), 0),
});
export type McnServiceUpdateBody = z.infer<typeof mcnServiceUpdateBody>;

export const mcnServiceParams = z.object({ id: entityIdParam, serviceId: entityIdParam });
export const mcnServiceTypeParams = z.object({
  id: entityIdParam,
  serviceId: z.pipe(z.coerce.number().check(z.int()), mcnServiceType),
});
export const mcnPackageParams = z.object({ id: entityIdParam, pkgId: entityIdParam });

export const VEHICLE_HISTORY_ACTIONS = [
  'registered',
  'updated',
  'type_changed',
  'owner_changed',
  'package_assigned',
  'service_done',
  'service_updated',
] as const;

export const vehicleHistory = entity({
  action: z.enum(VEHICLE_HISTORY_ACTIONS),
  description: z.string(),
  user: z.nullable(ref),
  created_at: timestamp,
});
export type VehicleHistory = z.infer<typeof vehicleHistory>;
