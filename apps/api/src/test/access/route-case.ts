import type { Access } from '../../lib/access.ts';

/** One /api route of the access table (access.test.ts). */
export interface RouteCase {
  method: string;
  /** The route's pattern, as registered. */
  route: string;
  /** A concrete URL of it. */
  url?: string;
  permission: Access;
  allowFirstLogin?: boolean;
  /** Demo users without the permission, for the 403 check (default: the news writer). */
  forbiddenAs?: string[];
  /** A request that fails validation, and the fields its 422 names. */
  bad?: { url?: string; body?: unknown; query?: Record<string, string | number>; fields: string[] };
}

/** The loan officer holds no permission of the content areas; the news writer holds only news-list. */
const CONTENT_OUTSIDERS = ['loan'];

/**
 * The `route` of an area's table: a route given by its path under /api, called at `concrete(path)`
 * unless `url` is given; its 403 is checked as the area's `outsiders` unless `forbiddenAs` says
 * otherwise (without outsiders, as access.test.ts's default users).
 */
export function areaRoute(outsiders: string[] | undefined, concrete: (path: string) => string) {
  const route = (
    method: string,
    path: string,
    permission: Access,
    bad?: RouteCase['bad'],
    url?: string,
    forbiddenAs: string[] | undefined = outsiders,
  ): RouteCase => ({
    method,
    route: `/api${path}`,
    url: `/api${url ?? concrete(path)}`,
    permission,
    ...(forbiddenAs && permission !== 'public' && permission !== null ? { forbiddenAs } : {}),
    ...(bad ? { bad: { ...bad, url: bad.url ? `/api${bad.url}` : undefined } } : {}),
  });
  /** `route.badId(method, path, permission)`: a `…/:id` route whose bad request has a non-numeric id. */
  return Object.assign(route, {
    badId: (method: string, path: string, permission: Access) => route(method, path, permission, badId(path)),
  });
}

/** A content route (`:id` and `:level` become 1 in the concrete URL), its 403 checked as the loan officer. */
export const route = areaRoute(CONTENT_OUTSIDERS, (path) => path.replace(':id', '1').replace(':level', '1'));

/** The bad request of a `…/:id` route (under /api): a non-numeric id. */
export const badId = (path: string) => ({ url: path.replace(':id', 'abc'), fields: ['id'] });

/** A `/api/…` route called at its own path; `bad` as in RouteCase. */
export const plainRoute = (method: string, route: string, permission: Access, bad?: RouteCase['bad']) =>
  ({ method, route, permission, ...(bad ? { bad } : {}) }) satisfies RouteCase;

/** A `/api/…/:id` route, called with id 1; its bad request has a non-numeric id unless `extra` says otherwise. */
export const byId = (method: string, route: string, permission: Access, extra: Partial<RouteCase> = {}) =>
  ({
    method,
    route,
    url: route.replace(':id', '1'),
    permission,
    bad: { url: route.replace(':id', 'abc'), fields: ['id'] },
    ...extra,
  }) satisfies RouteCase;
