import type { Permission, Role, RoleCreateBody, RoleUpdateBody } from '@admin/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

export const roleKeys = createQueryKeys('roles');

export const rolesListQuery = () =>
  queryOptions({
    queryKey: roleKeys.lists(),
    queryFn: async ({ signal }) => (await api.get<Role[]>('/roles', undefined, { signal })).data,
  });

export const permissionsQuery = () =>
  queryOptions({
    queryKey: [...roleKeys.all, 'permissions'] as const,
    queryFn: async ({ signal }) => (await api.get<Permission[]>('/permissions', undefined, { signal })).data,
    staleTime: 5 * 60_000,
  });

function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
      id !== undefined ? queryClient.invalidateQueries({ queryKey: roleKeys.detail(id) }) : undefined,
      // role names appear in the users area's lists and role pickers
      queryClient.invalidateQueries({ queryKey: ['users'] }),
    ]);
}

export function useCreateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: RoleCreateBody) => (await api.post<Role>('/roles', body)).data,
    onSettled: (role) => invalidate(role?.id),
  });
}

export function useUpdateRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: RoleUpdateBody }) =>
      (await api.put<Role>(`/roles/${id}`, body)).data,
    onSettled: (_role, _error, { id }) => invalidate(id),
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: async (id: number) => (await api.delete<unknown>(`/roles/${id}`)).data,
    onSettled: (_data, _error, id) => invalidate(id),
  });
}
