import { hasPermission, type PermissionName } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/auth.ts';
import type { BulkAction } from './bulk.tsx';

/**
 * The bulk actions of an area whose rows have the kit's status change and delete (the server's
 * `rowRoutes` with `bulk`: `POST <path>/bulk/status` and `<path>/bulk/delete`): one action per
 * status (a shown/hidden switch: show and hide), offered for the rows not in it already, and delete,
 * each for those who hold its permission.
 */
export interface RowBulk {
  /** The status change: the body's field, its values and their labels, and its permission. */
  status?: { field: string; values: readonly { value: string | number; label: string }[]; permission: PermissionName };
  /** The delete's permission. */
  delete?: PermissionName;
}

export function useRowBulkActions<R>(path: string, def: RowBulk | undefined): BulkAction<R>[] {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  if (!def) return [];
  const { status } = def;
  const moves: BulkAction<R>[] =
    status && hasPermission(grants, status.permission)
      ? status.values.map(({ value, label }) => ({
          key: `status-${value}`,
          label,
          validFor: (row) => (row as Record<string, unknown>)[status.field] !== value,
          path: `${path}/bulk/status`,
          fields: () => ({ [status.field]: value }),
        }))
      : [];
  const removal: BulkAction<R>[] =
    def.delete && hasPermission(grants, def.delete)
      ? [{ key: 'delete', label: t('actions.delete'), confirm: true, danger: true, path: `${path}/bulk/delete` }]
      : [];
  return [...moves, ...removal];
}

/** A shown/hidden switch's two values (1 shown, 0 hidden) as bulk statuses. */
export const shownHidden = (t: (key: string) => string) => [
  { value: 1, label: t('common.bulk.show') },
  { value: 0, label: t('common.bulk.hide') },
];
