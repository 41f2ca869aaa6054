import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod/mini';

type Shape = Record<string, z.ZodMiniType>;

/**
 * A list screen's URL state from its contract query: every value falls back to its default when
 * absent or invalid, and only the values that differ from the defaults are written to the URL.
 */
export function createUrlState<S extends Shape>(shape: S) {
  type Search = { [K in keyof S]: z.output<S[K]> };
  const parseOne = (key: keyof S, value: unknown) => {
    const schema = shape[key];
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const fallback = schema.safeParse(undefined);
    return fallback.success ? fallback.data : undefined;
  };
  const parse = (params: URLSearchParams): Search => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) out[key] = parseOne(key, params.get(key) ?? undefined);
    return out as Search;
  };
  const defaults = parse(new URLSearchParams());
  const toParams = (search: Partial<Search>): URLSearchParams => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(search)) {
      if (value === undefined || value === null || value === '' || value === defaults[key]) continue;
      params.set(key, String(value));
    }
    return params;
  };
  return { parse, toParams, defaults };
}

/** The URL state of a list: the contract list query's `filters` and `page`. */
export function listUrlState<S extends Shape, F extends keyof S & string>(
  listQuery: z.ZodMiniObject<S>,
  filters: readonly F[],
) {
  const shape = listQuery.shape;
  return createUrlState(
    Object.fromEntries([...filters, 'page'].map((key) => [key, shape[key]])) as Pick<S, F | 'page'>,
  );
}

export type UrlState<S> = { parse: (p: URLSearchParams) => S; toParams: (s: Partial<S>) => URLSearchParams };

/** The URL key of the saved view open on a list (components/lists/view-tabs.tsx). */
export const VIEW_PARAM = 'view';

/** The screen's search from the URL, and a patcher that writes a change back (page 1 unless given). */
export function useUrlState<S extends { page?: number }>(state: UrlState<S>): [S, (patch: Partial<S>) => void] {
  const [params, setParams] = useSearchParams();
  const search = state.parse(params);
  const patch = useCallback(
    (change: Partial<S>) =>
      setParams((current) => {
        const next = state.toParams({ ...state.parse(current), page: 1, ...change });
        // the saved view open on the list stays open (modified) while its filters change
        const view = current.get(VIEW_PARAM);
        if (view) next.set(VIEW_PARAM, view);
        return next;
      }),
    [setParams, state],
  );
  return [search, patch];
}

type Order = 'asc' | 'desc';

/** The table's sort from a list's `sort_by`/`order_by` in the URL; a change goes back to page 1. */
export function urlSort<F extends string>(
  search: { sort_by: F; order_by: Order },
  fields: readonly F[],
  onSearch: (patch: { sort_by: F; order_by: Order; page: number }) => void,
  firstOrder: Order = 'desc',
) {
  return {
    field: search.sort_by as string,
    order: search.order_by,
    fields: fields as readonly string[],
    firstOrder,
    onChange: ({ field, order }: { field: string; order: Order }) =>
      fields.includes(field as F) && onSearch({ sort_by: field as F, order_by: order, page: 1 }),
  };
}
