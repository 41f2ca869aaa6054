import { z } from 'zod/mini';
import { entity, stamps } from './common.ts';
import {
  optionalRichText,
  optionalSlug,
  requiredText,
  statusBodyOf,
  statusInput,
  switchValue,
  sortedContentListQuery,
  seoFields,
  seoInput,
} from './site.ts';

/**
 * A page of the site that banners and pop-ups are placed on ('Trang chủ', 'Mua xe', a landing page).
 * `slug` is unique; `status` 1 published, 0 hidden. A page that still holds banners or pop-ups
 * cannot be deleted (409).
 */
export const page = entity({
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  ...seoFields,
  status: switchValue,
  banners_count: z.int(),
  popups_count: z.int(),
  ...stamps,
});
export type Page = z.infer<typeof page>;

export const pageListItem = z.omit(page, { content: true });

export const PAGE_SORTS = ['id', 'title', 'slug', 'created_at', 'updated_at'] as const;

export const pageListQuery = sortedContentListQuery('pages', PAGE_SORTS, 'id', 'asc');
export type PageListQuery = z.infer<typeof pageListQuery>;

/** POST /pages and PUT /pages/{id}. The slug is made from the title when blank. */
export const pageBody = z.object({
  title: requiredText('Title', 255),
  slug: optionalSlug,
  content: optionalRichText('Content'),
  ...seoInput,
  status: statusInput('Status must be 1 (published) or 0 (hidden)'),
});
export type PageBody = z.infer<typeof pageBody>;

/** PUT /pages/{id}/change-status. */
export const pageStatusBody = statusBodyOf('Status must be 1 (published) or 0 (hidden)');
