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
