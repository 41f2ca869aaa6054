import type { Permission, Role, RoleCreateBody, RoleUpdateBody } from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { getQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

export const roleKeys = createQueryKeys('roles');

export const rolesListQuery = () => getQuery<Role[]>(roleKeys.lists(), '/roles');

export const permissionsQuery = () =>
  getQuery<Permission[]>([...roleKeys.all, 'permissions'], '/permissions', { staleTime: 5 * 60_000 });

/** A role change refreshes this area and the users area, whose lists and role pickers show role names ('users' is its key root). */
function useRolesMutation<Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>, handlesErrors = false) {
  return useAreaMutation([roleKeys.all, ['users']], mutationFn, { handlesErrors });
}

export const useCreateRole = () =>
  useRolesMutation(async (body: RoleCreateBody) => (await api.post<Role>('/roles', body)).data, true);

export const useUpdateRole = () =>
  useRolesMutation(
    async ({ id, body }: { id: number; body: RoleUpdateBody }) => (await api.put<Role>(`/roles/${id}`, body)).data,
  );

export const useDeleteRole = () =>
  useRolesMutation(async (id: number) => (await api.delete<unknown>(`/roles/${id}`)).data);
