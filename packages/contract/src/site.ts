import { z } from 'zod/mini';
import { MAX_ID, PAGE_SIZE, entityId, sortFields, timestamp, preprocess } from './common.ts';

/**
 * Pieces shared by the content and marketing areas (news, banners, events, pop-ups, pages, FAQs,
 * partners, leads, reviews): page sizes, 1/0 switches, form fields that arrive as JSON or as
 * multipart strings, times, slugs and the messages of spec section 8.
 */

/**
 * Default page sizes (spec section 9: banners 50, FAQ categories 50, FAQs 9). The spec's "event and
 * comment perPage default 1" is the old client's empty state before the first answer, not a page
 * size: those lists page 20 at a time (docs/domain.md).
 */
export const CONTENT_PAGE_SIZE = {
  news: 20,
  categories: 50,
  comments: 20,
  banners: 50,
  events: 20,
  popups: 20,
  pages: 20,
  faqs: PAGE_SIZE.faqs,
  faqCategories: 50,
  partners: 20,
  leads: 20,
  reviews: 20,
} as const;

/** `page` (from 1) and `count` (1 to 200) with the area's default count. */
export function pageQueryOf(count: number) {
  return z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE.max)), count),
  });
}

/**
 * The list query of a content area: `page`, `count` (the area's default), the search text `q`, then
 * the area's own filters and sort fields.
 */
export function contentListQuery<const F extends z.core.$ZodLooseShape>(
  area: keyof typeof CONTENT_PAGE_SIZE,
  fields: F,
) {
  return z.extend(pageQueryOf(CONTENT_PAGE_SIZE[area]), { q: searchParam, ...fields });
}

/** The list query of a content area filtered by its 1/0 `status` and sorted by one of `sorts`. */
export function sortedContentListQuery<const S extends readonly [string, ...string[]]>(
  area: keyof typeof CONTENT_PAGE_SIZE,
  sorts: S,
  by?: S[number],
  order?: 'asc' | 'desc',
) {
  return contentListQuery(area, { ...switchFilter, ...sortFields(sorts, by, order) });
}

/** Messages of spec section 8, and the ones chosen for what it does not show. */
export const CONTENT_MESSAGES = {
  created: 'Create successfully',
  updated: 'Update successfully',
  deleted: 'Delete successfully',
  statusUpdated: 'Update status successfully',
  sorted: 'Sort order saved',
  eventCreated: 'Tạo thành công',
  eventUpdated: 'Sửa thành công',
  faqCategoryCreated: 'Create FAQ category successful!',
  faqCategoryUpdated: 'Update FAQ category successful!',
  bannerCreated: 'Create banner successfully',
  bannerUpdated: 'Update banner successfully',
} as const;

/** Multipart fields are strings: '' means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v;
};

/** A 1/0 switch (published, active); also takes '1'/'0' and true/false from forms. */
export const SWITCH_VALUES = [0, 1] as const;
export const switchValue = z.union([z.literal(0), z.literal(1)]);
export type SwitchValue = z.infer<typeof switchValue>;
export const switchInput = (message = 'Choose 1 or 0') =>
  preprocess(
    (v) => (v === true || v === '1' || v === 'true' ? 1 : v === false || v === '0' || v === 'false' ? 0 : v),
    z.union([z.literal(0), z.literal(1)], { error: message }),
  );

/** A list's filter on its 1/0 `status`. */
export const switchFilter = { status: z.optional(switchInput()) };

/** `{ status: 1 | 0 }` with the area's message for another value. */
export const statusBodyOf = (message: string) => z.object({ status: switchInput(message) });
/** `{ status: 1 | 0 }`: publish or hide (banners, events, pop-ups, pages, FAQs). */
export const switchStatusBody = statusBodyOf('Status must be 1 (on) or 0 (off)');
export type SwitchStatusBody = z.infer<typeof switchStatusBody>;

/** The message of a shown/hidden `status` (events, pop-ups, categories, FAQs). */
export const SHOWN_STATUS_MESSAGE = 'Status must be 1 (shown) or 0 (hidden)';
/** A form's `status`: 1 (on) unless given. */
export const statusInput = (message: string) => z._default(switchInput(message), 1);

/** A required id in a JSON body or a multipart field. */
export const formId = (message: string) =>
  preprocess(toNumber, z.number({ error: message }).check(z.int(message), z.positive(message), z.lte(MAX_ID, message)));
/** An optional id: absent, null or '' is null. */
export const optionalFormId = preprocess((v) => (v === null ? undefined : toNumber(v)), z.optional(entityId));
/** An integer with a default (sort orders). */
export const formInt = (min: number, max: number, fallback: number) =>
  preprocess(
    toNumber,
    z._default(z.number({ error: 'Must be a whole number' }).check(z.int(), z.gte(min), z.lte(max)), fallback),
  );

/** A sort order of a form: 0 to 1,000,000, 0 unless given. */
export const sortInput = formInt(0, 1_000_000, 0);

/** Required text, trimmed. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** An optional form field: absent, null or blank is left out; anything else is checked by `schema`. */
export const optionalInput = <S extends z.core.$ZodType>(schema: S) =>
  preprocess((v) => (v === null ? undefined : blankToUndefined(v)), z.optional(schema));

/** Optional text: absent, null or blank is null. */
export const optionalText = (label: string, max: number) =>
  optionalInput(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)));

/** Rich text (HTML from the editor). The server sanitises it; the limit is on what is sent. */
/** The SEO title and description of a record (events, pages), and the form fields that set them. */
export const seoFields = { seo_title: z.nullable(z.string()), seo_description: z.nullable(z.string()) };
export const seoInput = {
  seo_title: optionalText('SEO title', 255),
  seo_description: optionalText('SEO description', 500),
};

export const RICH_TEXT_MAX = 200_000;
export const richText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .check(z.minLength(1, `${label} is required`), z.maxLength(RICH_TEXT_MAX, `${label} is too long`));
/** Optional rich text: absent or null is ''. */
export const optionalRichText = (label: string) =>
  preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().check(z.maxLength(RICH_TEXT_MAX, `${label} is too long`)),
  );

/** A URL-safe name: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const optionalSlug = optionalInput(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(160, 'Slug must be at most 160 characters'),
      z.regex(SLUG_PATTERN, 'Slug may contain only lower-case letters, digits and hyphens'),
    ),
);

/** A link: an http(s) URL or a path of the site ('/khuyen-mai'). */
export const optionalLink = optionalInput(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(500, 'Link must be at most 500 characters'),
      z.regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/i, 'Link must be an http(s) URL or a path starting with /'),
    ),
);

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** Vietnam is UTC+7 all year. */
const VIETNAM_OFFSET_HOURS = 7;

/**
 * A time as the API stores it (ISO-8601 UTC), from an ISO time with its zone, or from
 * 'YYYY-MM-DD[ HH:mm[:ss]]' read in Asia/Ho_Chi_Minh. Null when the text is not a valid time.
 */
export function parseTimeInput(text: string): string | null {
  const value = text.trim();
  if (ISO_WITH_ZONE.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  const m = LOCAL_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(
    Number,
  );
  const ms = Date.UTC(year, month - 1, day, hour - VIETNAM_OFFSET_HOURS, minute, second);
  const check = new Date(ms + VIETNAM_OFFSET_HOURS * 3_600_000);
  const valid =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return valid ? new Date(ms).toISOString() : null;
}

/**
 * A time as `parseTimeInput` reads it, given as its ISO form; `missing` is the message when it is
 * not text at all.
 */
export const timeInput = (label: string, missing = `${label} is invalid`) =>
  z.pipe(
    z.string({ error: missing }),
    z.transform((v, ctx) => {
      const iso = parseTimeInput(v);
      if (iso === null) {
        ctx.issues.push({ code: 'custom', message: `${label} is invalid`, input: v });
        return z.NEVER;
      }
      return iso;
    }),
  );

/** An optional time (see parseTimeInput); absent, null or blank is null. */
export const optionalTime = (label: string) => optionalInput(timeInput(label));

/** A record's time window: from `start_time` to `end_time`, either open (null). */
export const timeWindow = { start_time: z.nullable(timestamp), end_time: z.nullable(timestamp) };
/** A form's optional time window; `checkTimeWindow` checks that it ends after it starts. */
export const timeWindowInput = { start_time: optionalTime('Start time'), end_time: optionalTime('End time') };

type TimeWindowForm = { start_time?: string; end_time?: string };
/** The check of a form with an optional time window: the end, when both are given, comes after the start. */
export function checkTimeWindow(form: TimeWindowForm, ctx: z.core.$RefinementCtx): void {
  if (form.start_time && form.end_time && form.end_time <= form.start_time) {
    ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'End time must be after start time' });
  }
}

/** The last fields of a record shown from `start_time` to `end_time` while its `status` is 1 (events, pop-ups). */
export const shownWindow = { ...timeWindow, status: switchValue };

/** The form of such a record: its `fields`, then the time window and the status (1 unless given). */
export function shownWindowForm<const F extends z.core.$ZodLooseShape>(fields: F) {
  return z
    .object({ ...fields, ...timeWindowInput, status: statusInput(SHOWN_STATUS_MESSAGE) })
    .check(z.superRefine((form, ctx) => checkTimeWindow(form as TimeWindowForm, ctx)));
}

/** A list filter day 'YYYY-MM-DD' (a Vietnamese calendar day). */
export const dayParam = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the form YYYY-MM-DD'),
  z.refine((v) => parseTimeInput(v) !== null, 'This day does not exist'),
);

/** A list's day filter: from `start_date` to `end_date`, Vietnam days, both included. */
export const dayRange = { start_date: z.optional(dayParam), end_date: z.optional(dayParam) };

/** A search text of a list. */
export const searchParam = z.optional(z.string().check(z.trim(), z.maxLength(100)));

/** Platforms a banner or pop-up shows on. */
export const PLATFORMS = ['web', 'android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** `platform[]`: one or more platforms, sent as a list or as repeated form fields. */
export const platformList = preprocess(
  (v) => (typeof v === 'string' ? (v.includes(',') ? v.split(',').map((s) => s.trim()) : [v]) : v),
  z
    .array(z.enum(PLATFORMS, { error: 'Platform must be web, android or ios' }), {
      error: 'Choose at least one platform',
    })
    .check(
      z.minLength(1, 'Choose at least one platform'),
      z.refine((list) => new Set(list).size === list.length, 'A platform is listed twice'),
    ),
);

/** Ids of a bulk action (sorting, multi-status): 1 to 200 distinct ids. */
export const idList = z.array(entityId, { error: 'ids must be a list of ids' }).check(
  z.minLength(1, 'Choose at least one item'),
  z.maxLength(200, 'At most 200 items at once'),
  z.refine((ids) => new Set(ids).size === ids.length, 'An id is listed twice'),
);

/** The answer of a delete: the id that is gone. */
export const deletedData = z.object({ id: z.int() });
