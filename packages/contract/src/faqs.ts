import { z } from 'zod/mini';
import { entity, entityIdParam, sortFields, stamps } from './common.ts';
import {
  CONTENT_PAGE_SIZE,
  SHOWN_STATUS_MESSAGE,
  contentListQuery,
  formId,
  pageQueryOf,
  requiredText,
  richText,
  sortInput,
  statusBodyOf,
  statusInput,
  switchInput,
  switchValue,
  switchFilter,
} from './site.ts';

/** A question and its (sanitised HTML) answer, in a FAQ category of level 1 or 2. `status` 1 shown, 0 hidden. */
export const faq = entity({
  question: z.string(),
  answer: z.string(),
  category_id: z.int(),
  category: z.object({ id: z.int(), name: z.string(), level: z.int() }),
  sort: z.int(),
  status: switchValue,
  ...stamps,
});
export type Faq = z.infer<typeof faq>;

export const FAQ_SORTS = ['sort', 'id', 'question', 'created_at', 'updated_at'] as const;

/** FAQs, 9 per page (spec section 9). `category_id` also finds the FAQs of its level-2 children. */
export const faqListQuery = contentListQuery('faqs', {
  category_id: z.optional(entityIdParam),
  ...switchFilter,
  ...sortFields(FAQ_SORTS, 'sort', 'asc'),
});
export type FaqListQuery = z.infer<typeof faqListQuery>;

/** GET /category-faqs/{id}/faq: the FAQs of one category (and of its children). */
export const categoryFaqsQuery = z.extend(pageQueryOf(CONTENT_PAGE_SIZE.faqs), { status: z.optional(switchInput()) });

/** POST /faqs and POST /faqs/{id}. */
export const faqBody = z.object({
  question: requiredText('Question', 500),
  answer: richText('Answer'),
  category_id: formId('Choose a category'),
  sort: sortInput,
  status: statusInput(SHOWN_STATUS_MESSAGE),
});
export type FaqBody = z.infer<typeof faqBody>;

/** PUT /faqs/status/{id}. */
export const faqStatusBody = statusBodyOf(SHOWN_STATUS_MESSAGE);
