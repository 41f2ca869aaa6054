import type { UserInfo } from '@admin/contract';
import { redirect, type MiddlewareFunction } from 'react-router';
import { api, isApiError, refreshSession } from '../lib/api-client.ts';
import { clearSession, getAuth, getToken, setUser, syncFromCookies } from '../lib/auth.ts';
import { href } from '../lib/areas.ts';

/**
 * The four steps the layouts run on every navigation (spec section 2): log, checkAuth, isAuth,
 * checkPassword. They are route middleware, so a page never renders before they pass.
 */

function pathnameOf(request: Request): string {
  return new URL(request.url).pathname;
}

/** Pages only a guest sees: /login and /Login (not /login/change-password). */
export function isGuestPage(pathname: string): boolean {
  return /^\/login\/?$/i.test(pathname);
}

export function isChangePasswordPage(pathname: string): boolean {
  return /^\/login\/change-password\/?$/i.test(pathname);
}

export const log: MiddlewareFunction = ({ request }) => {
  console.debug('[route]', pathnameOf(request));
};

let startup: Promise<unknown> | null = null;

/** The token cookie means signed in; user info without an id is fetched. Refreshes once at startup. */
export const checkAuth: MiddlewareFunction = async () => {
  startup ??= getToken() ? refreshSession() : Promise.resolve();
  await startup;
  const auth = syncFromCookies();
  if (!auth.isAuth || auth.user?.id) return;
  try {
    const me = await api.get<UserInfo>('/me/account', undefined, { cancelOnRouteChange: false });
    setUser(me.data);
  } catch (error) {
    if (isApiError(error) && error.status === 401) clearSession();
    else throw error;
  }
};

/** Guests go to /login; signed-in users on the login page go home. */
export const isAuth: MiddlewareFunction = ({ request }) => {
  const pathname = pathnameOf(request);
  const { isAuth: signedIn } = getAuth();
  if (!signedIn && !isGuestPage(pathname)) throw redirect(href('auth.login'));
  if (signedIn && isGuestPage(pathname)) throw redirect(href('home.home'));
};

/** first_login 1 must change the password first; values other than 0 and 1 are reported. */
export const checkPassword: MiddlewareFunction = ({ request }) => {
  const user = getAuth().user;
  if (!user) return;
  if (user.first_login === 1) {
    if (!isChangePasswordPage(pathnameOf(request))) throw redirect(href('auth.changePassword'));
  } else if (user.first_login !== 0) {
    console.error('Unexpected first_login value', user.first_login);
  }
};

export const layoutSteps = [log, checkAuth, isAuth, checkPassword];

/** Old backup pages (create_bk, index_bk, edit_bk, index.bk) open their current page. */
export function legacyTarget(pathname: string): string | null {
  const match = pathname.match(/^(.*?)\/(create|edit|index)(?:_bk|\.bk)\/?$/i);
  if (!match) return null;
  const [, base, page] = match;
  if (page.toLowerCase() === 'index') return base || '/';
  return `${base}/${page.toLowerCase()}`;
}

export const legacyRedirect: MiddlewareFunction = ({ request }) => {
  const url = new URL(request.url);
  const target = legacyTarget(url.pathname);
  if (target) throw redirect(target + url.search);
};
