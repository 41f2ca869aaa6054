import { z } from 'zod/mini';
import { entity, entityIdParam, ref, sortFields, stamps, timestamp } from './common.ts';
import {
  contentListQuery,
  formId,
  optionalInput,
  optionalSlug,
  optionalText,
  requiredText,
  richText,
  searchParam,
} from './site.ts';

/**
 * An article's life: `draft` (being written, not on the site), `published` (on the site),
 * `hidden` (taken down). Any status may follow any other; `published_at` is set by the first
 * publication and kept. Changing the status needs `news-status` (docs/domain.md).
 */
export const NEWS_STATUSES = ['draft', 'published', 'hidden'] as const;
export const newsStatus = z.enum(NEWS_STATUSES, { error: 'Status must be draft, published or hidden' });
export type NewsStatus = z.infer<typeof newsStatus>;

/** The article's picture: an upload of POST /api/uploads/images, or an http(s) address. */
const thumbnail = optionalInput(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(500, 'Thumbnail must be at most 500 characters'),
      z.regex(
        /^(\/uploads\/[A-Za-z0-9/_.-]+|https?:\/\/\S+)$/,
        'Thumbnail must be an uploaded image or an http(s) URL',
      ),
    ),
);

/** A news article as lists show it (without its content). */
export const newsListItem = entity({
  category_id: z.nullable(z.int()),
  category: z.nullable(ref),
  title: z.string(),
  slug: z.string(),
  summary: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
  status: newsStatus,
  published_at: z.nullable(timestamp),
  author: z.nullable(ref),
  comments_count: z.int(),
  ...stamps,
});
export type NewsListItem = z.infer<typeof newsListItem>;

/** One article, with its (sanitised) HTML content. */
export const newsItem = z.extend(newsListItem, { content: z.string() });
export type NewsItem = z.infer<typeof newsItem>;

export const NEWS_SORTS = ['id', 'title', 'published_at', 'created_at', 'updated_at'] as const;

export const newsListQuery = contentListQuery('news', {
  category_id: z.optional(entityIdParam),
  status: z.optional(newsStatus),
  author_id: z.optional(entityIdParam),
  ...sortFields(NEWS_SORTS),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

/** POST /news and PUT /news/{id}. The slug is made from the title when blank; content is sanitised. */
export const newsBody = z.object({
  category_id: formId('Choose a category'),
  title: requiredText('Title', 255),
  slug: optionalSlug,
  summary: optionalText('Summary', 500),
  content: richText('Content'),
  thumbnail,
  status: z._default(newsStatus, 'draft'),
});
export type NewsBody = z.infer<typeof newsBody>;

/** PATCH /news/{id}: publish, hide or return to draft. */
export const newsStatusBody = z.object({ status: newsStatus });
export type NewsStatusBody = z.infer<typeof newsStatusBody>;

/**
 * GET /news/related: published articles related to one (its category, newest first, itself left
 * out), or found by title with `q` (to pick links in the editor).
 */
export const newsRelatedQuery = z.object({
  news_id: z.optional(entityIdParam),
  category_id: z.optional(entityIdParam),
  q: searchParam,
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 5),
});
export type NewsRelatedQuery = z.infer<typeof newsRelatedQuery>;

export const newsRelatedItem = z.pick(newsListItem, {
  id: true,
  title: true,
  slug: true,
  thumbnail: true,
  category: true,
  published_at: true,
});
