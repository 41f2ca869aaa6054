import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import type { UserInfo } from '@admin/contract';
import { TOKEN_TTL } from '@admin/contract/codes';

/** Cookie names of spec section 9. */
export const COOKIE = { token: 'token', userId: 'userId', locale: 'locale' } as const;
export const LOCALE_COOKIE_DAYS = 365;

const cookieOptions = (days: number): Cookies.CookieAttributes => ({
  expires: days,
  sameSite: 'lax',
  path: '/',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

export function getToken(): string | undefined {
  return Cookies.get(COOKIE.token) || undefined;
}

export function getLocaleCookie(): string | undefined {
  return Cookies.get(COOKIE.locale);
}

export function setLocaleCookie(locale: string): void {
  Cookies.set(COOKIE.locale, locale, cookieOptions(LOCALE_COOKIE_DAYS));
}

/** The auth state of spec section 3: isAuth, authToken, userId, plus the signed-in user's info. */
export interface AuthState {
  isAuth: boolean;
  authToken: string | null;
  userId: number | null;
  user: UserInfo | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function initialState(): AuthState {
  const token = getToken() ?? null;
  const userId = Number(Cookies.get(COOKIE.userId)) || null;
  return { isAuth: token !== null, authToken: token, userId, user: null };
}

let state: AuthState = initialState();

function setState(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export function getAuth(): AuthState {
  return state;
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a fresh access token (sign-in or refresh); the cookies live as long as the refresh cookie. */
export function setSession(token: string, userId: number, user?: UserInfo | null): void {
  Cookies.set(COOKIE.token, token, cookieOptions(TOKEN_TTL.refreshDays));
  Cookies.set(COOKIE.userId, String(userId), cookieOptions(TOKEN_TTL.refreshDays));
  setState({ isAuth: true, authToken: token, userId, user: user ?? state.user });
}

export function setUser(user: UserInfo): void {
  setState({ ...state, user, userId: user.id });
}

/** Removes the token and userId cookies and resets the auth state. */
export function clearSession(): void {
  Cookies.remove(COOKIE.token, { path: '/' });
  Cookies.remove(COOKIE.userId, { path: '/' });
  setState({ isAuth: false, authToken: null, userId: null, user: null });
}

/** Re-reads the cookies, e.g. when another tab signed out. */
export function syncFromCookies(): AuthState {
  const token = getToken() ?? null;
  if (token !== state.authToken) {
    setState(
      token
        ? { ...state, isAuth: true, authToken: token }
        : { isAuth: false, authToken: null, userId: null, user: null },
    );
  }
  return state;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuth, getAuth);
}

/** The signed-in user; the default layout only renders once it is known. */
export function useCurrentUser(): UserInfo {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser outside a signed-in layout');
  return user;
}
