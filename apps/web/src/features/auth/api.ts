import type { ChangePasswordBody, InvitationAcceptBody, LoginBody, LoginData, UserInfo } from '@admin/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { clearSession, setSession, setUser } from '../../lib/auth.ts';
import { navigate } from '../../lib/navigation.ts';
import { queryClient } from '../../lib/query-client.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

export const authKeys = createQueryKeys('auth');

export interface InvitationInfo {
  email: string;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
  expires_at: string;
}

/** Public look-up of an invitation link's token (the accept form on /login?invite=…). */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: [...authKeys.details(), 'invitation', token] as const,
    queryFn: async ({ signal }) => (await api.get<InvitationInfo>(`/managers/invitations/${encodeURIComponent(token)}`, undefined, { signal })).data,
    retry: false,
    staleTime: Infinity,
  });

export function useLogin() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: LoginBody) =>
      (await api.post<LoginData>('/auth/login', body, { cancelOnRouteChange: false })).data,
    onSuccess: (data) => {
      queryClient.clear();
      setSession(data.access_token, data.userId, data.user);
    },
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: InvitationAcceptBody) =>
      (await api.post<unknown>(`/managers/invitations/${encodeURIComponent(token)}/accept`, body)).data,
  });
}

export function useChangePassword() {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (body: ChangePasswordBody) => (await api.post<unknown>('/users/change_password', body)).data,
    onSuccess: async () => {
      const me = await api.get<UserInfo>('/me/account');
      setUser(me.data);
    },
  });
}

/** Signs out on the server (failure ignored), clears cookies and state, and opens /login. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/logout', {}, { cancelOnRouteChange: false });
  } catch {
    // spec section 4: even on failure the session is cleared
  }
  clearSession();
  queryClient.clear();
  navigate('/login', { replace: true });
}
