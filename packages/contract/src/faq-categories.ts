import { z } from 'zod/mini';
import { entity, entityIdParam, ref, stamps, preprocess } from './common.ts';
import {
  SHOWN_STATUS_MESSAGE,
  contentListQuery,
  optionalFormId,
  optionalSlug,
  optionalText,
  requiredText,
  sortInput,
  statusInput,
  switchValue,
  switchFilter,
} from './site.ts';

/**
 * FAQ categories have two levels: a level-1 category groups level-2 ones; a level-2 category has a
 * level-1 parent. A level-1 category with children stays level 1; a category holding children or
 * FAQs cannot be deleted (409). `status` 1 shown, 0 hidden.
 */
export const FAQ_CATEGORY_LEVELS = [1, 2] as const;
const levelValue = z.union([z.literal(1), z.literal(2)]);
/** 1 or 2, also as the strings of a form or a query. */
export const faqCategoryLevel = preprocess(
  (v) => (v === '1' ? 1 : v === '2' ? 2 : v),
  z.union([z.literal(1), z.literal(2)], { error: 'Level must be 1 or 2' }),
);

export const faqCategory = entity({
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  level: levelValue,
  parent_id: z.nullable(z.int()),
  parent: z.nullable(ref),
  sort: z.int(),
  status: switchValue,
  children_count: z.int(),
  faqs_count: z.int(),
  ...stamps,
});
export type FaqCategory = z.infer<typeof faqCategory>;

export const faqCategoryListQuery = contentListQuery('faqCategories', {
  level: z.optional(faqCategoryLevel),
  parent_id: z.optional(entityIdParam),
  ...switchFilter,
});
export type FaqCategoryListQuery = z.infer<typeof faqCategoryListQuery>;

/** POST /category-faqs and PUT /category-faqs/{id}. `parent_id` is required at level 2, refused at level 1. */
export const faqCategoryBody = z
  .object({
    name: requiredText('Name', 150),
    slug: optionalSlug,
    description: optionalText('Description', 500),
    level: faqCategoryLevel,
    parent_id: optionalFormId,
    sort: sortInput,
    status: statusInput(SHOWN_STATUS_MESSAGE),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.level === 2 && body.parent_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'A level-2 category needs a level-1 parent' });
      if (body.level === 1 && body.parent_id !== undefined)
        ctx.addIssue({ code: 'custom', path: ['parent_id'], message: 'A level-1 category has no parent' });
    }),
  );
export type FaqCategoryBody = z.infer<typeof faqCategoryBody>;

/** GET /category-faqs/level?level=1|2. */
export const faqCategoryLevelQuery = z.object({ level: faqCategoryLevel });
/** GET /faqs/category/level/{level}. */
export const faqCategoryLevelParam = z.object({ level: faqCategoryLevel });

/** A choice of a select: a category with its level and parent. */
export const faqCategoryOption = entity({
  name: z.string(),
  level: levelValue,
  parent_id: z.nullable(z.int()),
  status: switchValue,
});
export type FaqCategoryOption = z.infer<typeof faqCategoryOption>;

/** GET /faqs/category: the level-1 categories, each with its level-2 children. */
export const faqCategoryTreeItem = z.extend(faqCategoryOption, { children: z.array(faqCategoryOption) });
export type FaqCategoryTreeItem = z.infer<typeof faqCategoryTreeItem>;
