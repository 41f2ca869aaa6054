import { z } from 'zod/mini';
import { entity, pageQuery, stamps, timestamp } from './common.ts';
import { requiredText } from './site.ts';

/** Who a notification campaign goes to (the notification service, spec section 7). */
export const NOTIFICATION_AUDIENCES = ['all', 'buyers', 'sellers', 'stores'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/**
 * scheduled: waits for `scheduled_at` (now, when none was given); sending: the scheduler is
 * delivering it; sent: delivered to at least one recipient; failed: delivered to none;
 * cancelled: stopped before sending. Only a scheduled campaign can be cancelled.
 */
export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * The notification service trusts the API's access token: the API writes the notification
 * permissions the user holds (all of them for full access) into this claim when it signs the token.
 */
export const NOTIFY_TOKEN_CLAIM = 'ntf';
export const NOTIFICATION_PERMISSIONS = ['notifications-index', 'notifications-create'] as const;
export type NotificationPermission = (typeof NOTIFICATION_PERMISSIONS)[number];

export const CAMPAIGN_MESSAGES = {
  scheduled: 'Campaign scheduled',
  cancelled: 'Campaign cancelled',
  notCancellable: 'Only a scheduled campaign can be cancelled',
} as const;

export const campaign = entity({
  title: z.string(),
  body: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  status: z.enum(CAMPAIGN_STATUSES),
  scheduled_at: timestamp,
  recipients_count: z.int(),
  sent_count: z.int(),
  failed_count: z.int(),
  started_at: z.nullable(timestamp),
  finished_at: z.nullable(timestamp),
  cancelled_at: z.nullable(timestamp),
  created_by: z.nullable(z.int()),
  ...stamps,
});
export type Campaign = z.infer<typeof campaign>;

export const campaignCreateBody = z.object({
  title: requiredText('Title', 120),
  body: requiredText('Message', 2000),
  audience: z.enum(NOTIFICATION_AUDIENCES, { error: 'Choose an audience' }),
  /** ISO-8601 time with offset; absent or past: send at the scheduler's next run. */
  scheduled_at: z.nullish(z.iso.datetime({ offset: true, error: 'Scheduled time is invalid' })),
});
export type CampaignCreateBody = z.infer<typeof campaignCreateBody>;

export const campaignListQuery = z.extend(pageQuery, { status: z.optional(z.enum(CAMPAIGN_STATUSES)) });
export type CampaignListQuery = z.infer<typeof campaignListQuery>;

export const campaignDeliveryQuery = pageQuery;

/** One message to one recipient: pending until the transport answers, then sent or failed. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

export const campaignDelivery = entity({
  campaign_id: z.int(),
  recipient: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** The transport that delivered it ('log' by default). */
  transport: z.nullable(z.string()),
  error: z.nullable(z.string()),
  created_at: timestamp,
  sent_at: z.nullable(timestamp),
});
export type CampaignDelivery = z.infer<typeof campaignDelivery>;

/**
 * A message to named people, sent by the API itself (the disbursement's buyer and seller), not by a
 * person: `POST /api/messages` on the notification service, with a service token (audience
 * NOTIFY_SERVICE_AUDIENCE) in place of a user's. `key` makes it once: the same key again sends only
 * what failed before.
 */
export const NOTIFY_SERVICE_AUDIENCE = 'admin-notify-service';
export const notifyMessageBody = z.object({
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  kind: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  recipients: z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(255)))
    .check(z.minLength(1, 'Name at least one recipient'), z.maxLength(50)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
});
export type NotifyMessageBody = z.infer<typeof notifyMessageBody>;
export const notifyMessage = entity({
  key: z.string(),
  recipients_count: z.int(),
  sent_count: z.int(),
  failed_count: z.int(),
  /** The key had been sent before: only what failed then was tried again. */
  replayed: z.boolean(),
});
export type NotifyMessage = z.infer<typeof notifyMessage>;
