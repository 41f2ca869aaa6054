import { z } from 'zod/mini';
import { entity, entityIdParam, ref, stamps, timestamp } from './common.ts';
import { contentListQuery, formId, optionalFormId, requiredText } from './site.ts';

/**
 * Comments on news articles. A reader's comment starts `pending`; moderation sets `approved`
 * (shown), `rejected` (not shown) or `spam`, from any status and again later; nothing returns to
 * `pending`. A staff reply (POST /comment) is `approved` from the start and is the only kind whose
 * text staff may edit.
 */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;
export const commentStatus = z.enum(COMMENT_STATUSES, { error: 'Status must be pending, approved, rejected or spam' });
export type CommentStatus = z.infer<typeof commentStatus>;
/** What moderation may set. */
export const COMMENT_MODERATION_STATUSES = ['approved', 'rejected', 'spam'] as const;

export const comment = entity({
  news_id: z.int(),
  news: z.object({ id: z.int(), title: z.string() }),
  parent_id: z.nullable(z.int()),
  author_name: z.string(),
  author_email: z.nullable(z.string()),
  content: z.string(),
  status: commentStatus,
  /** A reply written by staff through the API. */
  is_staff: z.boolean(),
  user: z.nullable(ref),
  replies_count: z.int(),
  moderated_by: z.nullable(ref),
  moderated_at: z.nullable(timestamp),
  ...stamps,
});
export type Comment = z.infer<typeof comment>;

export const commentListQuery = contentListQuery('comments', {
  status: z.optional(commentStatus),
  news_id: z.optional(entityIdParam),
  parent_id: z.optional(entityIdParam),
});
export type CommentListQuery = z.infer<typeof commentListQuery>;

/** A staff reply (POST /comment): on an article, or under a comment of that article. Plain text. */
export const commentCreateBody = z.object({
  news_id: formId('Choose an article'),
  parent_id: optionalFormId,
  content: requiredText('Content', 2000),
});
export type CommentCreateBody = z.infer<typeof commentCreateBody>;

/** POST /comment/{id}: edit the text of a staff reply. */
export const commentUpdateBody = z.object({ content: requiredText('Content', 2000) });
export type CommentUpdateBody = z.infer<typeof commentUpdateBody>;

/** PATCH /comment/{id}: moderate. */
export const commentStatusBody = z.object({
  status: z.enum(COMMENT_MODERATION_STATUSES, { error: 'Status must be approved, rejected or spam' }),
});
export type CommentStatusBody = z.infer<typeof commentStatusBody>;
