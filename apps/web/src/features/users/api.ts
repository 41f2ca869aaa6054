import {
  userListQuery,
  type Role,
  type User,
  type UserCreateBody,
  type UserListQuery,
  type UserStatus,
  type UserInfo,
  type UserUpdateBody,
} from '@admin/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { getAuth, setUser } from '../../lib/auth.ts';
import { reportError } from '../../lib/report-error.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';
import { createUrlState } from '../../lib/url-state.ts';

export const userKeys = createQueryKeys('users');

/** The list screen's URL state: the contract's list query, each value falling back to its default. */
const shape = userListQuery.shape;
export const usersUrlState = createUrlState({
  q: shape.q,
  role_id: shape.role_id,
  status: shape.status,
  sort_by: shape.sort_by,
  order_by: shape.order_by,
  page: shape.page,
});
export type UsersSearch = ReturnType<typeof usersUrlState.parse>;
export const USERS_PAGE_SIZE = 50;

export const usersListQuery = (search: UsersSearch) => {
  const query: UserListQuery = { ...search, count: USERS_PAGE_SIZE };
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.list<User>('/users', query, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const userDetailQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async ({ signal }) => (await api.get<User>(`/users/${id}`, undefined, { signal })).data,
  });

/** The roles a user can be given, for the role filter and the form's multi-select. */
export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: [...userKeys.all, 'role-options'] as const,
    queryFn: async ({ signal }) => (await api.get<Role[]>('/roles', undefined, { signal })).data,
    staleTime: 60_000,
  });

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
      id !== undefined ? queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }) : undefined,
    ]);
}

/** Uploads the avatar after the user is saved; a failed upload is reported but keeps the saved user. */
async function uploadAvatar(id: number, file: File, saved: User): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  try {
    return (await api.post<User>(`/users/${id}`, form)).data;
  } catch (error) {
    reportError(error);
    return saved;
  }
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ body, avatar }: { body: UserCreateBody; avatar: File | null }) => {
      const created = (await api.post<User>('/users', body)).data;
      return avatar ? uploadAvatar(created.id, avatar, created) : created;
    },
    onSettled: (user) => invalidate(user?.id),
  });
}

export function useUpdateUser(id: number) {
  const invalidate = useInvalidateUsers();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async ({ body, avatar }: { body: UserUpdateBody; avatar: File | null }) => {
      const updated = (await api.put<User>(`/users/${id}`, body)).data;
      return avatar ? uploadAvatar(id, avatar, updated) : updated;
    },
    onSuccess: async () => {
      // editing one's own account: the sidebar and app bar show the new name and avatar
      if (getAuth().userId === id) setUser((await api.get<UserInfo>('/me/account')).data);
    },
    onSettled: () => invalidate(id),
  });
}

export function useUpdateUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: UserStatus }) =>
      (await api.put<User>(`/users/update_status/${id}`, { status })).data,
    onSettled: (_data, _error, { id }) => invalidate(id),
  });
}

export function useResetPassword() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.put<{ temporary_password: string }>(`/users/reset_password/${id}`)).data,
    onSettled: (_data, _error, id) => invalidate(id),
  });
}
