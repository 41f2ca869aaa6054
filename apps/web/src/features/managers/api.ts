import { managerListQuery, type Manager, type ManagerCreateBody } from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

export const managerKeys = createQueryKeys('managers');
export const MANAGERS_PAGE_SIZE = 50;

/** The list screen's URL state, from the contract's list query. */
export const managersSearchSchema = z.object({
  q: managerListQuery.shape.q.catch(undefined),
  page: managerListQuery.shape.page.catch(1),
});
export type ManagersSearch = z.infer<typeof managersSearchSchema>;

export function parseManagersSearch(params: URLSearchParams): ManagersSearch {
  return managersSearchSchema.parse(Object.fromEntries(params));
}

export const managersListQuery = (search: ManagersSearch) => {
  const query = { ...search, count: MANAGERS_PAGE_SIZE };
  return queryOptions({
    queryKey: managerKeys.list(query),
    queryFn: ({ signal }) => api.list<Manager>('/managers', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

function useInvalidateManagers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: managerKeys.all });
}

export function useInviteManager() {
  const invalidate = useInvalidateManagers();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: ManagerCreateBody) => (await api.post<Manager>('/managers', body)).data,
    onSettled: invalidate,
  });
}

export function useRevokeManager() {
  const invalidate = useInvalidateManagers();
  return useMutation({
    mutationFn: async (id: number) => (await api.put<Manager>(`/managers/${id}/revoke`)).data,
    onSettled: invalidate,
  });
}

/** The invitation link as the invitee opens it. */
export function absoluteInviteUrl(inviteUrl: string): string {
  return new URL(inviteUrl, window.location.origin).toString();
}
