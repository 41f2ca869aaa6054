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
