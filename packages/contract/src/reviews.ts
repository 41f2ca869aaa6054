import { z } from 'zod/mini';
import { entity, entityIdParam, ref, sortFields, stamps, timestamp } from './common.ts';
import { contentListQuery, optionalText } from './site.ts';

/**
 * Buyers' reviews of a store or a product. A review starts `pending`; moderation publishes or hides
 * it, and may change its mind later; nothing returns to `pending`.
 */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const reviewStatus = z.enum(REVIEW_STATUSES, { error: 'Status must be pending, published or hidden' });
export type ReviewStatus = z.infer<typeof reviewStatus>;
export const REVIEW_MODERATION_STATUSES = ['published', 'hidden'] as const;

/** What is reviewed; the catalogue's store or product, by id and name as they were when reviewed. */
export const REVIEW_TARGETS = ['store', 'product'] as const;
export const reviewTarget = z.enum(REVIEW_TARGETS, { error: 'Target must be store or product' });

export const review = entity({
  target_type: reviewTarget,
  target_id: z.int(),
  target_name: z.string(),
  reviewer_name: z.string(),
  reviewer_phone: z.nullable(z.string()),
  rating: z.int().check(z.gte(1), z.lte(5)),
  content: z.string(),
  status: reviewStatus,
  moderation_note: z.nullable(z.string()),
  moderated_by: z.nullable(ref),
  moderated_at: z.nullable(timestamp),
  ...stamps,
});
export type Review = z.infer<typeof review>;

export const REVIEW_SORTS = ['id', 'rating', 'created_at'] as const;

export const reviewListQuery = contentListQuery('reviews', {
  status: z.optional(reviewStatus),
  target_type: z.optional(reviewTarget),
  target_id: z.optional(entityIdParam),
  rating: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(5))),
  ...sortFields(REVIEW_SORTS),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** PUT /reviews/{id}/status. */
export const reviewStatusBody = z.object({
  status: z.enum(REVIEW_MODERATION_STATUSES, { error: 'Status must be published or hidden' }),
  note: optionalText('Note', 500),
});
export type ReviewStatusBody = z.infer<typeof reviewStatusBody>;
