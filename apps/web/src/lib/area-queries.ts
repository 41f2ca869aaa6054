import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, api } from './api-client.ts';

type Query = Parameters<typeof api.get>[1];

/**
 * A read of an area that is not its plain list or detail (`GET path` answering `{ data }`), under a
 * key from the area's `createQueryKeys`, so the area's mutations refresh it too.
 */
export function getQuery<T>(
  queryKey: QueryKey,
  path: string,
  options: { query?: Query; staleTime?: number; keepPrevious?: boolean } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => (await api.get<T>(path, options.query, { signal })).data,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** One page of a list (`GET path` answering `{ data, total }`); the previous page stays on screen while it loads. */
export function pageQuery<T>(queryKey: QueryKey, path: string, query: Query) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.list<T>(path, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** An area's query keys as `createQueryKeys` gives them, and the areas whose screens show its rows. */
export interface AreaKeys {
  all: readonly unknown[];
  affects?: readonly string[];
}

/**
 * A change of an area: afterwards its lists and details are fetched again (given its `keys`), with
 * those of the areas it `affects`; or every query key given (or returned for the answer); with
 * `handlesErrors` the screen shows failures itself (forms put 422 messages on their fields).
 * `onSuccess` patches cached answers before that, where the screen must not wait for the refetch.
 */
export function useAreaMutation<Vars, Result>(
  refresh: AreaKeys | readonly QueryKey[] | ((result: Result | undefined, vars: Vars) => readonly QueryKey[]),
  mutationFn: (vars: Vars) => Promise<Result>,
  options: { handlesErrors?: boolean; onSuccess?: (result: Result, vars: Vars) => unknown } = {},
) {
  const queryClient = useQueryClient();
  const keysOf = (result: Result | undefined, vars: Vars): readonly QueryKey[] => {
    if (typeof refresh === 'function') return refresh(result, vars);
    if ('all' in refresh) return [refresh.all, ...(refresh.affects ?? []).map((area) => [area])];
    return refresh;
  };
  return useMutation({
    meta: { handlesErrors: options.handlesErrors ?? false },
    mutationFn,
    onSuccess: options.onSuccess,
    onSettled: (result, _error, vars) =>
      Promise.all(keysOf(result, vars).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** The answer's data when `result_code` is 1; the legacy saves (spec section 5) answer 200 with another code on failure. */
export function ensureOk<T>(answer: { result_code: number; result?: string; messages?: string; data: T }): T {
  if (answer.result_code !== 1)
    throw new ApiError(answer.messages || answer.result || 'Error, please try again.', {
      status: 200,
      resultCode: answer.result_code,
    });
  return answer.data;
}
