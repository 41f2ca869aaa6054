import { managerListQuery, type Manager, type ManagerCreateBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { defineResource } from '../../lib/crud.ts';
import { useAreaMutation } from '../../lib/area-queries.ts';

export const managers = defineResource<Manager>()({
  area: 'managers',
  path: '/managers',
  listQuery: managerListQuery,
  filters: ['q'],
  pageSize: 50,
});
export const managerKeys = managers.keys;

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
