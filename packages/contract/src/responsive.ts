import { z } from 'zod/mini';
import { banner } from './banners.ts';
import { entity, entityIdParam, timestamp } from './common.ts';
import { PLATFORMS, optionalTime, switchInput, switchValue } from './site.ts';
import { popup } from './popups.ts';

/**
 * Why a banner or pop-up is or is not on the marketplace at the preview's moment: `live`; `off`
 * (its switch is off); `page-hidden` (its page is hidden); `scheduled` (its window opens later);
 * `ended` (its window closed before).
 */
export const PREVIEW_STATES = ['live', 'off', 'page-hidden', 'scheduled', 'ended'] as const;
export const previewState = z.enum(PREVIEW_STATES);
export type PreviewState = z.infer<typeof previewState>;

/** GET /responsive-preview: one page of the site, on one platform, at one moment (now when absent). */
export const responsivePreviewQuery = z.object({
  /** The page to preview; the first published page when absent. */
  page_id: z.optional(entityIdParam),
  platform: z._default(z.enum(PLATFORMS, { error: 'Platform must be web, android or ios' }), 'web'),
  at: optionalTime('Preview time'),
  /** 1: also what is not live at the moment (switched off, scheduled, ended, on a hidden page). */
  drafts: z._default(switchInput('Drafts must be 1 or 0'), 0),
});
export type ResponsivePreviewQuery = z.infer<typeof responsivePreviewQuery>;

/** A page of the site as the preview's page picker shows it. */
export const previewPage = entity({
  title: z.string(),
  slug: z.string(),
  status: switchValue,
});
export type PreviewPage = z.infer<typeof previewPage>;

export const previewBanner = z.extend(banner, { state: previewState });
export type PreviewBanner = z.infer<typeof previewBanner>;
export const previewPopup = z.extend(popup, { state: previewState });
export type PreviewPopup = z.infer<typeof previewPopup>;

/**
 * What the marketplace shows on `page` for `platform` at `at`: banners in their display order,
 * pop-ups newest first (the first live one is the one that opens). `banners` is null for a user
 * without `banners-index`, `popups` without `popups-view`.
 */
export const responsivePreview = z.object({
  at: timestamp,
  platform: z.enum(PLATFORMS),
  pages: z.array(previewPage),
  page: z.nullable(previewPage),
  banners: z.nullable(z.array(previewBanner)),
  popups: z.nullable(z.array(previewPopup)),
});
export type ResponsivePreview = z.infer<typeof responsivePreview>;
