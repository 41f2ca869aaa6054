import { z } from 'zod/mini';
import { entity, entityIdParam, stamps } from './common.ts';
import {
  SHOWN_STATUS_MESSAGE,
  optionalSlug,
  optionalText,
  requiredText,
  sortInput,
  statusBodyOf,
  switchInput,
  switchValue,
  sortedContentListQuery,
} from './site.ts';

/** A news category (spec: "News Management > Categories", /category). `status` 1 shown, 0 hidden. */
export const newsCategory = entity({
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  status: switchValue,
  sort: z.int(),
  news_count: z.int(),
  ...stamps,
});
export type NewsCategory = z.infer<typeof newsCategory>;

export const CATEGORY_SORTS = ['sort', 'id', 'name', 'created_at'] as const;

export const categoryListQuery = sortedContentListQuery('categories', CATEGORY_SORTS, 'sort', 'asc');
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

/** Create (POST /category) and update (POST /category/{id}); the slug is made from the name when blank. */
export const categoryBody = z.object({
  name: requiredText('Name', 100),
  slug: optionalSlug,
  description: optionalText('Description', 500),
  status: z._default(switchInput(), 1),
  sort: sortInput,
});
export type CategoryBody = z.infer<typeof categoryBody>;

/** PATCH /category/{id}: show or hide. */
export const categoryStatusBody = statusBodyOf(SHOWN_STATUS_MESSAGE);

export const categoryIdParam = z.object({ id: entityIdParam });
