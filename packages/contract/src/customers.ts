import { z } from 'zod';
import { entity, entityId, pageQuery, ref, stamps } from './common.ts';

/** The owners of the vehicles the stations service (`/v1/customers`); a customer owns vehicles (vehicles.ts). */

const phone = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^0[0-9]{9,10}$/, 'Phone is invalid');

export const customer = entity({
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  id_number: z.string().nullable(),
  address: z.string().nullable(),
  location: ref.nullable(),
  vehicles_count: z.number().int(),
  ...stamps,
});
export type Customer = z.infer<typeof customer>;

export const customerListQuery = pageQuery.extend({ q: z.string().trim().max(100).optional() });
export const customerBody = z.object({
  full_name: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(100),
  phone,
  email: z.string().trim().email('Email is invalid').max(255).nullish(),
  id_number: z
    .string()
    .trim()
    .regex(/^(\d{9}|\d{12})$/, 'ID number has 9 or 12 digits')
    .nullish(),
  address: z.string().trim().max(255).nullish(),
  location_id: entityId.nullish(),
});
export type CustomerBody = z.infer<typeof customerBody>;
/** `PUT /v1/customers/{id}/vehicles`: the customer becomes the owner of these vehicles. */
export const customerVehiclesBody = z.object({ vehicle_ids: z.array(entityId).min(1, 'Choose a vehicle').max(100) });
