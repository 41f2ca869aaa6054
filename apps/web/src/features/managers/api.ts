import { managerListQuery, type Manager, type ManagerCreateBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { createResource, useAreaMutation } from '../../lib/crud.ts';
import { createUrlState } from '../../lib/url-state.ts';

const managers = createResource<Manager, ManagersSearch & { count: number }>('managers', '/managers');
export const managerKeys = managers.keys;
export const MANAGERS_PAGE_SIZE = 50;

/** The list screen's URL state, from the contract's list query. */
export const managersUrlState = createUrlState({ q: managerListQuery.shape.q, page: managerListQuery.shape.page });
export type ManagersSearch = ReturnType<typeof managersUrlState.parse>;

export const managersListQuery = (search: ManagersSearch) => managers.list({ ...search, count: MANAGERS_PAGE_SIZE });

export const useInviteManager = () =>
  useAreaMutation(managerKeys, async (body: ManagerCreateBody) => (await api.post<Manager>('/managers', body)).data, {
    handlesErrors: true,
  });

export const useRevokeManager = () =>
  useAreaMutation(managerKeys, async (id: number) => (await api.put<Manager>(`/managers/${id}/revoke`)).data);

/** The invitation link as the invitee opens it. */
export function absoluteInviteUrl(inviteUrl: string): string {
  return new URL(inviteUrl, window.location.origin).toString();
}
