import type { PermissionName } from '@admin/contract';
import type { AuthUser } from '../plugins/auth.ts';
import { deniedMessage, isAllowed } from '../plugins/permissions.ts';
import { forbidden } from './http-error.ts';

/** A second permission some requests need beyond their route's (e.g. publishing while editing). */
export function requirePermission(user: AuthUser, permission: PermissionName): void {
  if (!isAllowed(user, permission)) throw forbidden(deniedMessage(permission));
}

export function holds(user: AuthUser, permission: PermissionName): boolean {
  return isAllowed(user, permission);
}
