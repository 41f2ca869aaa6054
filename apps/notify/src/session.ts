import { NOTIFICATION_PERMISSIONS, type UserInfo, hasPermission } from '@admin/contract';

/** Who a request's access token belongs to and which notification permissions they hold now. */
export interface LiveSession {
  userId: number;
  granted: string[];
}

/**
 * Asks whether the session of an `Authorization` header is live: null when it is not (signed out,
 * revoked, user deactivated); throws when the answer cannot be had.
 */
export type SessionCheck = (authorization: string) => Promise<LiveSession | null>;

/** The notification permissions a user info grants (none until the first password is changed). */
export function grantedBy(user: Pick<UserInfo, 'id' | 'first_login' | 'role_has_permission'>): LiveSession {
  return {
    userId: user.id,
    granted:
      user.first_login === 1 ? [] : NOTIFICATION_PERMISSIONS.filter((p) => hasPermission(user.role_has_permission, p)),
  };
}

/**
 * The API's own check: `GET /api/me/account` with the caller's token answers 200 only while the
 * session is live and the user active, with the permissions held at this moment.
 */
export function apiSessionCheck(apiUrl: string, timeoutMs = 5000): SessionCheck {
  const url = new URL('/api/me/account', apiUrl).toString();
  return async (authorization) => {
    const res = await fetch(url, {
      headers: { authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 401) return null;
    if (!res.ok) throw new Error(`The API answered ${res.status} to the session check`);
    const body = (await res.json()) as { data: UserInfo };
    return grantedBy(body.data);
  };
}
