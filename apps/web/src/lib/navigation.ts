/** Lets code outside React (the API client) move the router; set once the router exists. */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function setNavigate(fn: Navigate): void {
  navigateImpl = fn;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

export function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** /login, /Login and everything under /login (change-password, invitations). */
export function isLoginPath(pathname: string): boolean {
  return /^\/login(\/|$)/i.test(pathname);
}

/** Loads a page's code (its screen's module and texts) ahead of a move to it; set once the router exists. */
type Preload = (path: string) => void;

let preloadImpl: Preload = () => undefined;

export function setPreload(fn: Preload): void {
  preloadImpl = fn;
}

/** Starts loading the code of the page at `path` (once; a page already loaded costs nothing). */
export function preloadPage(path: string): void {
  preloadImpl(path);
}

/** The path of the screen shown; null until the first one is (`followShownPath`). */
let shownPath: string | null = null;

/** What `followShownPath` reads of a router's state. */
interface RouterLike {
  subscribe(
    listener: (state: { initialized: boolean; navigation: { state: string }; location: { pathname: string } }) => void,
  ): () => void;
}

/** Keeps the shown path as each of the router's navigations ends (the app's router, a test's: a tab's first). */
export function followShownPath(router: RouterLike): void {
  shownPath = null;
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle') shownPath = state.location.pathname;
  });
}

/**
 * A loader's navigation comes to its screen (the first screen of the tab, or a move from another
 * path), not a change of the screen's own address (a filter, a page, a view's tab).
 */
export function arrivingAt(pathname: string): boolean {
  return shownPath === null || shownPath.toLowerCase() !== pathname.toLowerCase();
}
