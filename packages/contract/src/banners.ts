import { z } from 'zod/mini';
import { entity, entityIdParam, imageVariants, stamps, preprocess } from './common.ts';
import {
  PLATFORMS,
  checkTimeWindow,
  contentListQuery,
  formId,
  idList,
  optionalLink,
  platformList,
  requiredText,
  statusBodyOf,
  statusInput,
  switchInput,
  switchValue,
  timeWindow,
  timeWindowInput,
  switchFilter,
} from './site.ts';

/** Where on a page a banner shows. */
export const BANNER_POSITIONS = ['slider', 'top', 'middle', 'bottom', 'sidebar'] as const;
export const bannerPosition = z.enum(BANNER_POSITIONS, {
  error: 'Position must be slider, top, middle, bottom or sidebar',
});
export type BannerPosition = z.infer<typeof bannerPosition>;

/** The multipart file field of a banner's picture (JPEG, PNG, WebP or GIF). */
export const BANNER_IMAGE_FIELD = 'thumbnail';

/**
 * A banner (spec section 3). `status` 1 published, 0 not (lists show it as a switch).
 * `is_limited` 1: shown only from `start_time` to `end_time`; 0: shown while published.
 * `page` is the id of the page (Pages) it shows on. `sort` orders banners (ascending).
 */
export const banner = entity({
  title: z.string(),
  /** '' when none. */
  description: z.string(),
  link: z.nullable(z.string()),
  page: z.int(),
  page_name: z.string(),
  position: bannerPosition,
  platform: z.array(z.enum(PLATFORMS)),
  ...timeWindow,
  is_limited: switchValue,
  thumbnail: z.nullable(imageVariants),
  status: switchValue,
  sort: z.int(),
  ...stamps,
});
export type Banner = z.infer<typeof banner>;

export const bannerListQuery = contentListQuery('banners', {
  /** The page shown on (`page` is the page number of the list). */
  page_id: z.optional(entityIdParam),
  position: z.optional(bannerPosition),
  platform: z.optional(z.enum(PLATFORMS)),
  ...switchFilter,
});
export type BannerListQuery = z.infer<typeof bannerListQuery>;

/**
 * The form fields of POST /banners and POST /banners/{id} (multipart, or JSON without a picture).
 * The picture (`thumbnail`) is required on create and kept on update when no new file is sent.
 * With `is_limited` 1 both times are required and the end comes after the start.
 */
export const bannerForm = z
  .object({
    title: requiredText('Title', 255),
    description: preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z.string().check(z.trim(), z.maxLength(1000, 'Description must be at most 1000 characters')),
    ),
    link: optionalLink,
    page: formId('Choose a page'),
    position: bannerPosition,
    platform: platformList,
    ...timeWindowInput,
    is_limited: z._default(switchInput('is_limited must be 1 or 0'), 0),
    status: statusInput('Status must be 1 (published) or 0'),
    /** Method override of the old client (POST /banners/{id} with _method=PUT). */
    _method: preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.optional(z.literal('PUT'))),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.is_limited === 1) {
        if (!form.start_time) ctx.addIssue({ code: 'custom', path: ['start_time'], message: 'Start time is required' });
        if (!form.end_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'End time is required' });
      }
      checkTimeWindow(form, ctx);
    }),
  );
export type BannerForm = z.infer<typeof bannerForm>;

/** PUT /banners/{id}: the published switch. */
export const bannerStatusBody = statusBodyOf('Status must be 1 (published) or 0');

/** POST /banners/sort: these banners, in this order (they take the sort slots they held, reordered). */
export const bannerSortBody = z.object({ ids: idList });
export type BannerSortBody = z.infer<typeof bannerSortBody>;

/** GET /v2/banners/list: what the site shows now (published, inside its time window), in order. */
export const bannerLiveQuery = z.object({
  page_id: z.optional(entityIdParam),
  position: z.optional(bannerPosition),
  platform: z.optional(z.enum(PLATFORMS)),
});
export type BannerLiveQuery = z.infer<typeof bannerLiveQuery>;

/** GET /page-banners: the pages a banner can be placed on, with how many banners each holds. */
export const pageBannerOption = entity({
  title: z.string(),
  slug: z.string(),
  status: switchValue,
  positions: z.array(bannerPosition),
  banners_count: z.int(),
});
export type PageBannerOption = z.infer<typeof pageBannerOption>;
