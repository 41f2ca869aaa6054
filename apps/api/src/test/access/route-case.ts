import type { Access } from '../../plugins/permissions.ts';

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
 * A route given by its path under /api (`:id` and `:level` become 1 in the concrete URL); its
 * 403 is checked as the loan officer unless `forbiddenAs` says otherwise.
 */
export function route(
  method: string,
  path: string,
  permission: Access,
  bad?: RouteCase['bad'],
  url?: string,
  forbiddenAs: string[] = CONTENT_OUTSIDERS,
): RouteCase {
  const concrete = url ?? path.replace(':id', '1').replace(':level', '1');
  return {
    method,
    route: `/api${path}`,
    url: `/api${concrete}`,
    permission,
    forbiddenAs,
    ...(bad ? { bad: { ...bad, url: bad.url ? `/api${bad.url}` : undefined } } : {}),
  };
}

/** The bad request of a `…/:id` route (under /api): a non-numeric id. */
export const badId = (path: string) => ({ url: path.replace(':id', 'abc'), fields: ['id'] });

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
