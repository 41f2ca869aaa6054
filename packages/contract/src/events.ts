import { z } from 'zod/mini';
import { entity, entityIdParam, imageVariants, stamps } from './common.ts';
import {
  SHOWN_STATUS_MESSAGE,
  optionalRichText,
  optionalSlug,
  optionalText,
  requiredText,
  statusBodyOf,
  sortedContentListQuery,
  seoFields,
  seoInput,
  shownWindow,
  shownWindowForm,
} from './site.ts';

/** The multipart file field of an event's picture. */
export const EVENT_IMAGE_FIELD = 'image';

/**
 * A promotion event. `status` 1 shown, 0 hidden (POST /events/status/{id}). `slug` is unique among
 * events; it is made from the SEO title (else the title) when not given.
 */
export const event = entity({
  title: z.string(),
  slug: z.string(),
  ...seoFields,
  summary: z.nullable(z.string()),
  content: z.string(),
  image: z.nullable(imageVariants),
  location: z.nullable(z.string()),
  ...shownWindow,
  ...stamps,
});
export type Event = z.infer<typeof event>;

export const eventListItem = z.omit(event, { content: true });

export const EVENT_SORTS = ['id', 'title', 'start_time', 'end_time', 'created_at'] as const;

export const eventListQuery = sortedContentListQuery('events', EVENT_SORTS);
export type EventListQuery = z.infer<typeof eventListQuery>;

/** POST /events and POST /events/{id} (multipart with `image`, or JSON without one). */
export const eventForm = shownWindowForm({
  title: requiredText('Title', 255),
  ...seoInput,
  slug: optionalSlug,
  summary: optionalText('Summary', 500),
  content: optionalRichText('Content'),
  location: optionalText('Location', 255),
});
export type EventForm = z.infer<typeof eventForm>;

/** POST /events/status/{id}. */
export const eventStatusBody = statusBodyOf(SHOWN_STATUS_MESSAGE);

/** GET /events/check-title-seo: may this (SEO) title be used? `id`: the event being edited. */
export const eventTitleCheckQuery = z.object({
  title: requiredText('Title', 255),
  id: z.optional(entityIdParam),
});
export type EventTitleCheckQuery = z.infer<typeof eventTitleCheckQuery>;

/**
 * `slug`: made from the title; `condition`: true when no other event has it. When false,
 * `suggestion` is the first free slug (`slug-2`, `slug-3` …).
 */
export const eventTitleCheck = z.object({
  slug: z.string(),
  condition: z.boolean(),
  suggestion: z.string(),
});
export type EventTitleCheck = z.infer<typeof eventTitleCheck>;
