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
