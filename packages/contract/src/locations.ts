import { z } from 'zod/mini';

export const LOCATION_REGIONS = [
  'db_song_hong',
  'dong_nam_bo',
  'nam_trung_bo',
  'db_song_cuu_long',
  'dong_bac_bo',
  'tay_bac_bo',
  'tay_nguyen',
  'bac_trung_bo',
] as const;

/** A location option (spec section 3): value null is 'Any Location'. */
export const location = z.object({
  value: z.nullable(z.int()),
  text: z.string(),
  sort_num: z.int(),
  checked: z.boolean(),
  /** 'northern' or 'southern', then the region. */
  tag: z.array(z.string()),
});
export type Location = z.infer<typeof location>;
