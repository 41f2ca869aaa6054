import { z } from 'zod/mini';
import { entity, entityIdParam, ref, sortFields, stamps, timestamp } from './common.ts';
import { contentListQuery, dayRange, optionalInput, optionalText } from './site.ts';

/**
 * A lead: a buyer who asked the marketplace or a partner to call back (a loan, an insurance quote,
 * a product, a test ride). Sales works it through these statuses.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
export const leadStatus = z.enum(LEAD_STATUSES, {
  error: 'Status must be new, contacted, qualified, converted or lost',
});
export type LeadStatus = z.infer<typeof leadStatus>;

/**
 * The statuses each status may move to. `converted` is final; a `lost` lead can be contacted
 * again; nothing returns to `new`. Setting the status a lead already has changes nothing.
 */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'qualified', 'converted', 'lost'],
  contacted: ['qualified', 'converted', 'lost'],
  qualified: ['converted', 'lost'],
  converted: [],
  lost: ['contacted'],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return from === to || LEAD_TRANSITIONS[from].includes(to);
}

/** Where the lead came from on the site. */
export const LEAD_SOURCES = ['finance', 'insurance', 'product', 'test_drive', 'contact'] as const;
export const leadSource = z.enum(LEAD_SOURCES, {
  error: 'Source must be finance, insurance, product, test_drive or contact',
});

export const lead = entity({
  full_name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  source: leadSource,
  partner: z.nullable(ref),
  /** The catalogue's product, by id and name as they were when the lead came in. */
  product_id: z.nullable(z.int()),
  product_name: z.nullable(z.string()),
  location: z.nullable(ref),
  /** What the buyer wrote. */
  message: z.nullable(z.string()),
  status: leadStatus,
  /** Staff's note with the last status change. */
  status_note: z.nullable(z.string()),
  status_updated_at: z.nullable(timestamp),
  status_updated_by: z.nullable(ref),
  ...stamps,
});
export type Lead = z.infer<typeof lead>;

export const LEAD_SORTS = ['id', 'created_at', 'status_updated_at', 'full_name'] as const;

/** `start_date` / `end_date`: days (Vietnam time) the lead came in, both included. */
export const leadListQuery = contentListQuery('leads', {
  status: z.optional(leadStatus),
  source: z.optional(leadSource),
  partner_id: z.optional(entityIdParam),
  ...dayRange,
  ...sortFields(LEAD_SORTS),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

/** A lead's move: the status, and a note kept with it. */
export const leadStatusBody = z.object({ status: leadStatus, note: optionalText('Note', 500) });
export type LeadStatusBody = z.infer<typeof leadStatusBody>;

/** The statuses of a lead still being worked: a second one for the same phone and source is refused. */
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified'];

/**
 * A new lead as staff enter it (a campaign's list, imported): the buyer, where the lead came from,
 * and the partner, product and province by id. A phone with an open lead of the same source is
 * refused (`lead_open`), so nobody is called twice for one request.
 */
export const leadCreateBody = z.object({
  full_name: z
    .string({ error: 'Name is required' })
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name must be at most 120 characters')),
  phone: z.string({ error: 'Phone is required' }).check(z.trim(), z.regex(/^[0-9+ ]{8,15}$/, 'Phone is invalid')),
  email: optionalInput(z.string().check(z.trim(), z.maxLength(255), z.email('Email is invalid'))),
  source: leadSource,
  partner_id: optionalInput(entityIdParam),
  product_id: optionalInput(entityIdParam),
  location_id: optionalInput(entityIdParam),
  message: optionalText('Message', 1000),
});
export type LeadCreateBody = z.infer<typeof leadCreateBody>;
