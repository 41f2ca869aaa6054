import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { createQueryKeys } from './query-keys.ts';

type Query = Parameters<typeof api.list>[1];

/**
 * The query options of a content area's list and detail calls (`GET path`, `GET path/{id}`), under
 * the area's own query keys, for the route loaders and the screens alike.
 */
export function createResource<Item, ListQuery extends object>(area: string, path: string) {
  const keys = createQueryKeys(area);
  return {
    keys,
    path,
    list: (query: ListQuery) =>
      queryOptions({
        queryKey: keys.list(query),
        queryFn: ({ signal }) => api.list<Item>(path, query as Query, { signal }),
        placeholderData: keepPreviousData,
      }),
    detail: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: async ({ signal }) => (await api.get<Item>(`${path}/${id}`, undefined, { signal })).data,
      }),
  };
}

/**
 * A change of a content area: its lists and details are fetched again afterwards. With
 * `handlesErrors` the screen shows failures itself (forms put 422 messages on their fields).
 */
export function useAreaMutation<Vars, Result>(
  keys: { all: readonly unknown[] },
  mutationFn: (vars: Vars) => Promise<Result>,
  options: { handlesErrors?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesErrors: options.handlesErrors ?? false },
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
