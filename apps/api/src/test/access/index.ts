import fs from 'node:fs';
import type { RouteCase } from './route-case.ts';

export type { RouteCase };

const NOT_TABLES = new Set(['index.ts', 'route-case.ts']);

/**
 * Every /api route: one file per area beside this one, each exporting its table (an array of
 * RouteCase), read by discovery so that a new area only adds its file.
 */
const tables: Record<string, unknown>[] = await Promise.all(
  fs
    .readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && !NOT_TABLES.has(file))
    .sort()
    .map((file) => import(`./${file}`)),
);

export const ROUTES: RouteCase[] = tables.flatMap((table) =>
  Object.values(table)
    .filter((value): value is RouteCase[] => Array.isArray(value))
    .flat(),
);
