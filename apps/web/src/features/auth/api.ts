import type {
  ChangePasswordBody,
  InvitationAcceptBody,
  InvitationInfo,
  LoginBody,
  LoginData,
  UserInfo,
} from '@admin/contract';
import { api } from '../../lib/api-client.ts';
import { setSession, setUser } from '../../lib/auth.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

/**
 * The sign-in screens' calls. Plain functions rather than query hooks: the login page does not
 * load the query client.
 */
export const authKeys = createQueryKeys('auth');

export async function login(body: LoginBody): Promise<LoginData> {
  const data = (await api.post<LoginData>('/auth/login', body, { cancelOnRouteChange: false })).data;
  setSession(data.access_token, data.userId, data.user);
  return data;
}

export async function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationInfo> {
  return (await api.get<InvitationInfo>(`/managers/invitations/${encodeURIComponent(token)}`, undefined, { signal }))
    .data;
}

export async function acceptInvitation(token: string, body: InvitationAcceptBody): Promise<InvitationInfo> {
  return (await api.post<InvitationInfo>(`/managers/invitations/${encodeURIComponent(token)}/accept`, body)).data;
}

/** Changes the signed-in user's password, then reloads their info (first_login is now 0). */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.post<unknown>('/users/change_password', body);
  const me = await api.get<UserInfo>('/me/account');
  setUser(me.data);
}
