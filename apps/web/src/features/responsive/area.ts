import { RESPONSIVE_PREVIEW_PERMISSIONS } from '@admin/contract/permissions';
import { defineArea, screen } from '../../lib/areas.ts';

/** The marketplace preview: no sidebar entry (the spec's menu has none); opened from a link or its address. */
export const area = defineArea({
  key: 'responsive',
  screens: {
    preview: screen('/responsive', RESPONSIVE_PREVIEW_PERMISSIONS, () => import('./routes/responsive-preview.tsx'), {
      // its own texts load with the screen: the palette's carry its title
      title: 'palette.titles.responsive',
    }),
  },
});
