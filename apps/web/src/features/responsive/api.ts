import { responsivePreviewQuery, type ResponsivePreview } from '@admin/contract';
import { z } from 'zod/mini';
import { getQuery } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { createUrlState } from '../../lib/url-state.ts';
import { DEVICE_NAMES } from './marketplace.ts';

/** GET /responsive-preview: what the marketplace shows on a page, for a platform, at a moment. */
export const responsiveKeys = createQueryKeys('responsive');

const shape = responsivePreviewQuery.shape;
/** The preview's view in the URL, so a link shows the same preview; `at` is Vietnam's wall clock (absent: now). */
export const previewUrlState = createUrlState({
  device: z._default(z.enum(DEVICE_NAMES), 'phone'),
  page_id: shape.page_id,
  platform: shape.platform,
  at: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/))),
  drafts: shape.drafts,
});
export type PreviewSearch = ReturnType<typeof previewUrlState.parse>;

/** The API reads a time without a zone in Vietnam time, as the URL keeps it. */
export const previewQuery = ({ page_id, platform, at, drafts }: PreviewSearch) => {
  const query = { page_id, platform, at, drafts };
  return getQuery<ResponsivePreview>(responsiveKeys.list(query), '/responsive-preview', { query, keepPrevious: true });
};
