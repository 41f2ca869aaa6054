import { z } from 'zod';
import { entity, imageVariants, stamps } from './common.ts';
import {
  contentListQuery,
  optionalLink,
  optionalText,
  requiredText,
  sortInput,
  switchInput,
  switchValue,
} from './content.ts';

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
  logo: imageVariants.nullable(),
  website: z.string().nullable(),
  hotline: z.string().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  active: switchValue,
  sort: z.number().int(),
  leads_count: z.number().int(),
  ...stamps,
});
export type Partner = z.infer<typeof partner>;

export const partnerListQuery = contentListQuery('partners', {
  type: partnerType.optional(),
  active: switchInput().optional(),
});
export type PartnerListQuery = z.infer<typeof partnerListQuery>;

/** POST /partners and POST /partners/{id} (multipart with an optional `logo`, or JSON). */
export const partnerForm = z.object({
  name: requiredText('Name', 150),
  type: partnerType,
  website: optionalLink,
  hotline: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9+ .()-]{3,20}$/, 'Hotline is invalid')
      .optional(),
  ),
  email: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(255).email('Email is invalid').optional(),
  ),
  description: optionalText('Description', 1000),
  active: switchInput('active must be 1 or 0').default(1),
  sort: sortInput,
});
export type PartnerForm = z.infer<typeof partnerForm>;

/** PUT /partners/active/{id}. */
export const partnerActiveBody = z.object({ active: switchInput('active must be 1 or 0') });
