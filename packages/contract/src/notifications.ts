import { z } from 'zod';
import { pageQuery, timestamp } from './common.ts';

/** Who a notification campaign goes to (the notification service, spec section 7). */
export const NOTIFICATION_AUDIENCES = ['all', 'buyers', 'sellers', 'stores'] as const;

/** scheduled: waits for scheduled_at; queued: to send now; sent / failed: after delivery. */
export const CAMPAIGN_STATUSES = ['scheduled', 'queued', 'sent', 'failed'] as const;

export const campaign = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduled_at: timestamp.nullable(),
  created_by: z.number().int().nullable(),
  created_at: timestamp,
});
export type Campaign = z.infer<typeof campaign>;

export const campaignCreateBody = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Title must be at most 120 characters'),
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(2000, 'Message must be at most 2000 characters'),
  audience: z.enum(NOTIFICATION_AUDIENCES, { error: 'Choose an audience' }),
  /** ISO-8601 time with offset; absent: send now. */
  scheduled_at: z.iso.datetime({ offset: true, error: 'Scheduled time is invalid' }).nullish(),
});
export type CampaignCreateBody = z.infer<typeof campaignCreateBody>;

export const campaignListQuery = pageQuery;

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

export const campaignDelivery = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  recipient: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  error: z.string().nullable(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
});
export type CampaignDelivery = z.infer<typeof campaignDelivery>;
