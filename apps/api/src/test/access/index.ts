import { catalogueRoutes } from './catalogue.ts';
import { contentRoutes } from './content.ts';
import { foundationRoutes } from './foundation.ts';
import { moneyRoutes } from './money.ts';
import type { RouteCase } from './route-case.ts';

export type { RouteCase };

/** Every /api route; each area adds its own file here. */
export const ROUTES: RouteCase[] = [...foundationRoutes, ...contentRoutes, ...catalogueRoutes, ...moneyRoutes];
