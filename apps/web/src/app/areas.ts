import { type Area } from '../lib/areas.ts';

/** Every `features/<area>/area.ts`, found at build time: a new area registers itself by existing. */
const declared = Object.values(import.meta.glob<Area>('../features/*/area.ts', { eager: true, import: 'area' }));

export const AREAS: readonly Area[] = declared;
