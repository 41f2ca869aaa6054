import type { PermissionName } from '@admin/contract';
import { forbidden } from './http-error.ts';

/** The signed-in user of a request, as the auth plugin resolves it. */
export interface AuthUser {
  id: number;
  username: string;
  sessionId: number;
  permissions: ReadonlySet<string>;
  fullAccess: boolean;
  firstLogin: boolean;
}

/**
 * What a route needs: a permission name, `'full-access'` (role_has_permission = 1), `null` (any
 * signed-in user) or `'public'` (no sign-in). Every /api route must declare one: an undeclared
 * route answers 403 to everyone (fail closed).
 */
export type Access = PermissionName | 'full-access' | 'public' | null;

export function isAllowed(user: Pick<AuthUser, 'fullAccess' | 'permissions'>, access: Access | undefined): boolean {
  if (access === undefined) return false;
  if (access === null || access === 'public') return true;
  if (user.fullAccess) return true;
  return access !== 'full-access' && user.permissions.has(access);
}

export function deniedMessage(access: Access | undefined): string {
  if (access === undefined) return 'Permission denied: this route declares no permission';
  if (access === 'full-access') return 'Permission denied: requires full access';
  return `Permission denied: requires "${access}"`;
}

/** A second permission some requests need beyond their route's (e.g. publishing while editing). */
export function requirePermission(user: AuthUser, permission: PermissionName): void {
  if (!isAllowed(user, permission)) throw forbidden(deniedMessage(permission));
}

export function holds(user: AuthUser, permission: PermissionName): boolean {
  return isAllowed(user, permission);
}
