import { defineArea, screen } from '../../lib/areas.ts';

/** The data centre: every export in one place, the user's export history, the audit log. */
export const area = defineArea({
  key: 'data',
  screens: {
    // No sidebar entry (spec section 2 lists the route, not a menu item): the dashboard links it.
    data: screen('/data', null, () => import('./routes/data.tsx'), {
      // its own texts load with the screen: the palette's carry its title
      title: 'palette.titles.data',
    }),
  },
});
