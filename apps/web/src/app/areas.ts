import { discoverAreas, type Area } from '../lib/areas.ts';

/** What the router, the sidebar and the command palette read: every `features/<area>/area.ts`, found at build time. */
export const AREAS: readonly Area[] = discoverAreas(
  import.meta.glob<{ area: Area }>('../features/*/area.ts', { eager: true }),
);
