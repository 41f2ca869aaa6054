import { adsRoutes } from './ads.ts';
import { catalogueRoutes } from './catalogue.ts';
import { contentRoutes } from './content.ts';
import { foundationRoutes } from './foundation.ts';
import type { RouteCase } from './route-case.ts';

export type { RouteCase };

/** Every /api route; each area adds its own file here. */
export const ROUTES: RouteCase[] = [...foundationRoutes, ...contentRoutes, ...catalogueRoutes, ...adsRoutes];
