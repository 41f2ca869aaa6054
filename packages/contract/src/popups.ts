import { z } from 'zod/mini';
import { entity, entityIdParam, imageVariants, stamps } from './common.ts';
import {
  PLATFORMS,
  SHOWN_STATUS_MESSAGE,
  contentListQuery,
  formId,
  optionalLink,
  optionalText,
  platformList,
  requiredText,
  statusBodyOf,
  switchFilter,
  shownWindow,
  shownWindowForm,
} from './site.ts';

/** How often one visitor sees a pop-up. */
export const POPUP_FREQUENCIES = ['once', 'daily', 'every_visit'] as const;
export const popupFrequency = z.enum(POPUP_FREQUENCIES, { error: 'Frequency must be once, daily or every_visit' });

/** The multipart file field of a pop-up's picture. */
export const POPUP_IMAGE_FIELD = 'image';

/**
 * A pop-up shown on a page (`page` is the page's id). `status` 1 shown, 0 hidden
 * (PUT /popups/{id}/change-status). Shown between `start_time` and `end_time` when they are set.
 */
export const popup = entity({
  title: z.string(),
  content: z.nullable(z.string()),
  link: z.nullable(z.string()),
  page: z.int(),
  page_name: z.string(),
  platform: z.array(z.enum(PLATFORMS)),
  frequency: popupFrequency,
  image: z.nullable(imageVariants),
  ...shownWindow,
  ...stamps,
});
export type Popup = z.infer<typeof popup>;

export const popupListQuery = contentListQuery('popups', {
  page_id: z.optional(entityIdParam),
  ...switchFilter,
});
export type PopupListQuery = z.infer<typeof popupListQuery>;

/** POST /popups and POST /popups/{id} (multipart with `image`, required on create; or JSON). */
export const popupForm = shownWindowForm({
  title: requiredText('Title', 255),
  content: optionalText('Content', 1000),
  link: optionalLink,
  page: formId('Choose a page'),
  platform: platformList,
  frequency: z._default(popupFrequency, 'once'),
});
export type PopupForm = z.infer<typeof popupForm>;

/** PUT /popups/{id}/change-status. */
export const popupStatusBody = statusBodyOf(SHOWN_STATUS_MESSAGE);
