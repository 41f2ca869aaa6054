import {
  userListQuery,
  type Role,
  type User,
  type UserCreateBody,
  type UserStatus,
  type UserInfo,
  type UserUpdateBody,
} from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { getQuery, useAreaMutation } from '../../lib/area-queries.ts';
import { getAuth, setUser } from '../../lib/auth.ts';
import { defineResource } from '../../lib/crud.ts';
import { reportError } from '../../lib/report-error.ts';

/** The list screen's URL state is the contract's list query, each value falling back to its default. */
export const users = defineResource<User>()({
  area: 'users',
  path: '/users',
  listQuery: userListQuery,
  filters: ['q', 'role_id', 'status', 'sort_by', 'order_by'],
  pageSize: 50,
});
export const userKeys = users.keys;
export type UsersSearch = ReturnType<typeof users.urlState.parse>;

/** The roles a user can be given, for the role filter and the form's multi-select. */
export const roleOptionsQuery = () =>
  getQuery<Role[]>([...userKeys.all, 'role-options'], '/roles', { staleTime: 60_000 });

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

export const useCreateUser = () =>
  useAreaMutation(
    userKeys,
    async ({ body, avatar }: { body: UserCreateBody; avatar: File | null }) => {
      const created = (await api.post<User>('/users', body)).data;
      return avatar ? uploadAvatar(created.id, avatar, created) : created;
    },
    { handlesErrors: true },
  );

export const useUpdateUser = (id: number) =>
  useAreaMutation(
    [userKeys.all],
    async ({ body, avatar }: { body: UserUpdateBody; avatar: File | null }) => {
      const updated = (await api.put<User>(`/users/${id}`, body)).data;
      return avatar ? uploadAvatar(id, avatar, updated) : updated;
    },
    {
      handlesErrors: true,
      onSuccess: async () => {
        // editing one's own account: the sidebar and app bar show the new name and avatar
        if (getAuth().userId === id) setUser((await api.get<UserInfo>('/me/account')).data);
      },
    },
  );

export const useUpdateUserStatus = () =>
  useAreaMutation(
    userKeys,
    async ({ id, status }: { id: number; status: UserStatus }) =>
      (await api.put<User>(`/users/update_status/${id}`, { status })).data,
  );

export const useResetPassword = () =>
  useAreaMutation(
    userKeys,
    async (id: number) => (await api.put<{ temporary_password: string }>(`/users/reset_password/${id}`)).data,
  );
