import { z } from 'zod/mini';
import { entity, imageVariants, stamps } from './common.ts';
import {
  contentListQuery,
  optionalInput,
  optionalLink,
  optionalText,
  requiredText,
  sortInput,
  switchInput,
  switchValue,
} from './site.ts';

/** What a partner offers the marketplace's buyers. */
export const PARTNER_TYPES = ['bank', 'finance', 'insurance', 'other'] as const;
export const partnerType = z.enum(PARTNER_TYPES, { error: 'Type must be bank, finance, insurance or other' });
export type PartnerType = z.infer<typeof partnerType>;

/** The multipart file field of a partner's logo. */
export const PARTNER_LOGO_FIELD = 'logo';

/** A bank, consumer-finance company or insurer. `active` 1: offered to buyers; 0: not (never deleted, leads keep it). */
export const partner = entity({
  name: z.string(),
  type: partnerType,
  logo: z.nullable(imageVariants),
  website: z.nullable(z.string()),
  hotline: z.nullable(z.string()),
  email: z.nullable(z.string()),
  description: z.nullable(z.string()),
  active: switchValue,
  sort: z.int(),
  leads_count: z.int(),
  ...stamps,
});
export type Partner = z.infer<typeof partner>;

export const partnerListQuery = contentListQuery('partners', {
  type: z.optional(partnerType),
  active: z.optional(switchInput()),
});
export type PartnerListQuery = z.infer<typeof partnerListQuery>;

/** POST /partners and POST /partners/{id} (multipart with an optional `logo`, or JSON). */
export const partnerForm = z.object({
  name: requiredText('Name', 150),
  type: partnerType,
  website: optionalLink,
  hotline: optionalInput(
    z.string().check(z.trim(), z.maxLength(20), z.regex(/^[0-9+ .()-]{3,20}$/, 'Hotline is invalid')),
  ),
  email: optionalInput(z.string().check(z.trim(), z.maxLength(255), z.email('Email is invalid'))),
  description: optionalText('Description', 1000),
  active: z._default(switchInput('active must be 1 or 0'), 1),
  sort: sortInput,
});
export type PartnerForm = z.infer<typeof partnerForm>;

/** PUT /partners/active/{id}. */
export const partnerActiveBody = z.object({ active: switchInput('active must be 1 or 0') });
