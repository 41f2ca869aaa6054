import { z } from 'zod/mini';
import { entity, entityId, pageQuery, ref, stamps } from './common.ts';

/** The owners of the vehicles the stations service (`/v1/customers`); a customer owns vehicles (vehicles.ts). */

const phone = z.string({ error: 'Phone is required' }).check(z.trim(), z.regex(/^0[0-9]{9,10}$/, 'Phone is invalid'));

export const customer = entity({
  full_name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  id_number: z.nullable(z.string()),
  address: z.nullable(z.string()),
  location: z.nullable(ref),
  vehicles_count: z.int(),
  ...stamps,
});
export type Customer = z.infer<typeof customer>;

export const customerListQuery = z.extend(pageQuery, { q: z.optional(z.string().check(z.trim(), z.maxLength(100))) });
export const customerBody = z.object({
  full_name: z
    .string({ error: 'Full name is required' })
    .check(z.trim(), z.minLength(1, 'Full name is required'), z.maxLength(100)),
  phone,
  email: z.nullish(z.string().check(z.trim(), z.email('Email is invalid'), z.maxLength(255))),
  id_number: z.nullish(z.string().check(z.trim(), z.regex(/^(\d{9}|\d{12})$/, 'ID number has 9 or 12 digits'))),
  address: z.nullish(z.string().check(z.trim(), z.maxLength(255))),
  location_id: z.nullish(entityId),
});
export type CustomerBody = z.infer<typeof customerBody>;
/** `PUT /v1/customers/{id}/vehicles`: the customer becomes the owner of these vehicles. */
export const customerVehiclesBody = z.object({
  vehicle_ids: z.array(entityId).check(z.minLength(1, 'Choose a vehicle'), z.maxLength(100)),
});
