import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The files each signed-in screen's first visit loads (`dist/route-files.json`, written by the build
 * beside the list the server names in index.html), read once the first screen is at rest. A move
 * to a screen (or the pointer on its link) then asks for all of the screen's files at once: without
 * the list the browser found them one wave of imports after another (the screen's module, then its
 * imports, then the loader's, which starts the screen's data), about half of a move to a list not
 * yet visited (docs/decisions.md, "A list's first rows and the moves between lists").
 */

/**
 * What `dist/route-files.json` holds (build/route-preloads.ts writes it): each signed-in screen's
 * files by language, as indices into `files`, without the ones every signed-in screen loads (the
 * shell, the first texts), which a tab that moves between screens has already.
 */
export interface RouteFiles {
  files: string[];
  routes: Route[];
}

interface Route {
  path: string;
  files: Record<string, number[]>;
}

/**
 * The screen's URL pattern that a path opens, as the router matches it (`/News/12/edit` →
 * `/news/:id/edit`; a path no screen has, the 404 page's `/*`): the key of its files in the list.
 */
export function screenPatternOf(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  return matches && `/${matches.flatMap(({ route }) => (route.path ? [route.path] : [])).join('/')}`;
}

/** Each screen's files by language, under its URL pattern; null until the list is read. */
let table: { files: string[]; routes: Map<string, Record<string, number[]>> } | null = null;
let reading: Promise<void> | null = null;
const asked = new Set<string>();

/** Reads the list (once; a build without it, or a failed read, leaves moves as they were). */
export function loadRouteFiles(): Promise<void> {
  reading ??= fetch('/route-files.json', { credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<RouteFiles>) : null))
    .then((read) => {
      if (read) table = { files: read.files, routes: new Map(read.routes.map((r) => [r.path, r.files])) };
    })
    .catch(() => undefined);
  return reading;
}

/**
 * The files of the screen whose URL pattern is `pattern` (the router's match of a path,
 * `screenPatternOf`) in `language`: none before the list is read, or for a pattern it does not have.
 */
export function routeFilesOf(pattern: string | null, language: string): string[] {
  const files = pattern === null ? undefined : table?.routes.get(pattern)?.[language];
  return (files ?? []).map((i) => table!.files[i]!);
}

/** Asks the browser for the screen's files as module preloads (each once; a module it has costs nothing). */
export function preloadRouteFiles(pattern: string | null, language: string): void {
  for (const file of routeFilesOf(pattern, language)) {
    if (asked.has(file)) continue;
    asked.add(file);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
}
