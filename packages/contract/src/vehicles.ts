import { z } from 'zod';
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

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Date is invalid');

export const mcnServicePackage = entity({
  code: z.string(),
  name: z.string(),
  /** Months the package runs from its start. */
  months: z.number().int(),
  /** Visits it includes. */
  services_count: z.number().int(),
  /** VND. */
  price: z.number().int(),
  description: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
});
export type McnServicePackage = z.infer<typeof mcnServicePackage>;

export const vehicle = entity({
  /** Printed on the vehicle's QR label. */
  code: z.string(),
  type: vehicleType,
  number_plate: z.string().nullable(),
  frame_number: z.string(),
  engine_number: z.string().nullable(),
  brand: ref,
  model: ref,
  detail_model: ref.nullable(),
  color: z.string().nullable(),
  release_year: z.string().nullable(),
  odometer_km: z.number().int().nullable(),
  customer: z.object({ id: z.number().int(), name: z.string(), phone: z.string() }).nullable(),
  station: ref.nullable(),
  product_id: z.number().int().nullable(),
  warranty_start: z.string().nullable(),
  warranty_end: z.string().nullable(),
  /** Months from `warranty_start` to `warranty_end` (what the form sent); null without a warranty end. */
  warranty_months: z.number().int().nullable(),
  package: z.object({ id: z.number().int(), name: z.string(), started_at: z.string(), ends_at: z.string() }).nullable(),
  ...stamps,
});
export type Vehicle = z.infer<typeof vehicle>;

export const vehicleListQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  type: z.coerce.number().int().pipe(vehicleType).optional(),
  station_id: entityIdParam.optional(),
  customer_id: entityIdParam.optional(),
  brand_id: entityIdParam.optional(),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuery>;

// whole numbers by a refinement (not .int()), so the other fields' checks still run beside it
const ODOMETER_RANGE = 'Odometer is a whole number of km from 0 to 2,000,000';
const WARRANTY_MONTHS_RANGE = 'Warranty months is a whole number from 0 to 120';

/** `POST /v1/vehicles` and `POST /v1/vehicles/{id}` (the whole vehicle; the edit replaces every field). */
export const vehicleBody = z
  .object({
    type: vehicleType.default(1),
    number_plate: numberPlate.nullish(),
    frame_number: z
      .string({ error: 'Frame number is required' })
      .trim()
      .toUpperCase()
      .min(1, 'Frame number is required')
      .refine((v) => v === '' || /^[A-Z0-9]{6,20}$/.test(v), 'Frame number has 6 to 20 letters and digits'),
    engine_number: z.string().trim().toUpperCase().max(20, 'Engine number has at most 20 characters').nullish(),
    detail_model_id: z.number({ error: 'Choose a trim' }).pipe(entityId),
    color: z.string().trim().max(50, 'Colour has at most 50 characters').nullish(),
    release_year: z
      .string()
      .trim()
      .regex(/^(19[5-9]\d|20\d\d)(\.(0[1-9]|1[0-2]))?$/, 'Release year must be YYYY or YYYY.MM')
      .nullish(),
    odometer_km: z
      .number({ error: ODOMETER_RANGE })
      .min(0, ODOMETER_RANGE)
      .max(2_000_000, ODOMETER_RANGE)
      .refine(Number.isInteger, ODOMETER_RANGE)
      .nullish(),
    customer_id: entityId.nullish(),
    station_id: entityId.nullish(),
    product_id: entityId.nullish(),
    warranty_start: day.nullish(),
    warranty_months: z
      .number({ error: WARRANTY_MONTHS_RANGE })
      .min(0, WARRANTY_MONTHS_RANGE)
      .max(120, WARRANTY_MONTHS_RANGE)
      .refine(Number.isInteger, WARRANTY_MONTHS_RANGE)
      .nullish(),
  })
  .refine((body) => body.type !== 2 || Boolean(body.warranty_start), {
    path: ['warranty_start'],
    error: 'A warranty vehicle needs its warranty start',
    // also beside other fields' messages, so a form shows every message at once
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type VehicleBody = z.infer<typeof vehicleBody>;

export const vehicleChangeTypeBody = z.object({ type: vehicleType });

export const mcnService = entity({
  vehicle_id: z.number().int(),
  type: mcnServiceType,
  sequence: z.number().int(),
  package_id: z.number().int().nullable(),
  status: mcnServiceStatus,
  due_date: z.string().nullable(),
  station: ref.nullable(),
  technician: ref.nullable(),
  odometer_km: z.number().int().nullable(),
  serviced_at: timestamp.nullable(),
  work_done: z.string().nullable(),
  note: z.string().nullable(),
  /** VND charged beyond the package. */
  cost: z.number().int(),
});
export type McnService = z.infer<typeof mcnService>;

/** `POST /v1/vehicles/{id}/mcn-service/{serviceId}`: the warranty / service form. */
export const mcnServiceUpdateBody = z.object({
  status: mcnServiceStatus,
  station_id: entityId.nullish(),
  /** An admin user (the searched "users"). */
  technician_id: entityId.nullish(),
  odometer_km: z.number().int().min(0).max(2_000_000).nullish(),
  serviced_at: z.iso.datetime({ offset: true, error: 'Use an ISO date-time' }).nullish(),
  work_done: z.string().trim().max(2000).nullish(),
  note: z.string().trim().max(1000).nullish(),
  cost: z.number().int().min(0).max(1_000_000_000).default(0),
});
export type McnServiceUpdateBody = z.infer<typeof mcnServiceUpdateBody>;

export const mcnServiceParams = z.object({ id: entityIdParam, serviceId: entityIdParam });
export const mcnServiceTypeParams = z.object({
  id: entityIdParam,
  serviceId: z.coerce.number().int().pipe(mcnServiceType),
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
  user: ref.nullable(),
  created_at: timestamp,
});
export type VehicleHistory = z.infer<typeof vehicleHistory>;
