import { hasPermission } from '@admin/contract/permissions';
import { data } from 'react-router';
import type { Access } from './areas.ts';
import { getAuth } from './auth.ts';

/** For route loaders: a page the signed-in user may not open shows the 403 error page. */
export function requirePermission(permission: Access): void {
  if (!hasPermission(getAuth().user?.role_has_permission, permission)) {
    throw data('You do not have permission to open this page', { status: 403 });
  }
}
