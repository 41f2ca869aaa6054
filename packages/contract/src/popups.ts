import { z } from 'zod';
import { entity, entityIdParam, imageVariants, stamps, timestamp } from './common.ts';
import {
  CONTENT_PAGE_SIZE,
  PLATFORMS,
  formId,
  optionalLink,
  optionalText,
  optionalTime,
  pageQueryOf,
  platformList,
  requiredText,
  searchParam,
  switchInput,
  switchValue,
} from './content.ts';

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
  content: z.string().nullable(),
  link: z.string().nullable(),
  page: z.number().int(),
  page_name: z.string(),
  platform: z.array(z.enum(PLATFORMS)),
  frequency: popupFrequency,
  image: imageVariants.nullable(),
  start_time: timestamp.nullable(),
  end_time: timestamp.nullable(),
  status: switchValue,
  ...stamps,
});
export type Popup = z.infer<typeof popup>;

export const popupListQuery = pageQueryOf(CONTENT_PAGE_SIZE.popups).extend({
  q: searchParam,
  page_id: entityIdParam.optional(),
  status: switchInput().optional(),
});
export type PopupListQuery = z.infer<typeof popupListQuery>;

/** POST /popups and POST /popups/{id} (multipart with `image`, required on create; or JSON). */
export const popupForm = z
  .object({
    title: requiredText('Title', 255),
    content: optionalText('Content', 1000),
    link: optionalLink,
    page: formId('Choose a page'),
    platform: platformList,
    frequency: popupFrequency.default('once'),
    start_time: optionalTime('Start time'),
    end_time: optionalTime('End time'),
    status: switchInput('Status must be 1 (shown) or 0 (hidden)').default(1),
  })
  .superRefine((form, ctx) => {
    if (form.start_time && form.end_time && form.end_time <= form.start_time) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'End time must be after start time' });
    }
  });
export type PopupForm = z.infer<typeof popupForm>;

/** PUT /popups/{id}/change-status. */
export const popupStatusBody = z.object({ status: switchInput('Status must be 1 (shown) or 0 (hidden)') });
