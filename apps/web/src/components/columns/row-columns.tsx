import { hasPermission } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { href } from '../../lib/areas.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import type { RowRef } from '../../lib/crud.ts';
import { actionsColumn } from './columns.tsx';
import type { TableColumn } from '../lists/data-table.tsx';
import { statusSwitchColumn, type EditDeleteOptions } from './row-parts.tsx';

/** The content lists whose rows are shown or hidden, edited and deleted. */
type RowArea = 'events' | 'pages' | 'popups';

interface RowResource {
  useStatus: () => {
    mutateAsync: (vars: { id: number; value: 0 | 1; version?: number }) => Promise<{ messages?: string }>;
  };
  useDelete: () => { mutateAsync: (row: RowRef) => Promise<unknown> };
}

/**
 * The shown switch and the edit and delete actions of a content list, from the area's resource and
 * its `<area>-status`, `-update` and `-delete` permissions: edit opens `<area>.edit`, delete asks
 * `<area>.list.confirmDelete` with the row's title (offered to everyone with `deleteForAll`: the
 * API's 403 is then ignored).
 */
export function useRowColumns<R extends { id: number; status: number; title: string }>(
  area: RowArea,
  resource: RowResource,
  options: { testId: string; statusWidth: number; deleteForAll?: boolean },
): { status: TableColumn<R>; actions: TableColumn<R> } {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const status = resource.useStatus();
  const remove = resource.useDelete();
  const { testId } = options;
  return {
    status: statusSwitchColumn(t('fields.status'), {
      testId,
      width: options.statusWidth,
      canChange: hasPermission(grants, `${area}-status`),
      change: (id, value, version) => status.mutateAsync({ id, value, version }),
    }),
    actions: actionsColumn(t('fields.actions'), {
      testId,
      edit: hasPermission(grants, `${area}-update`) ? (row) => href(`${area}.edit`, { id: row.id }) : undefined,
      remove:
        options.deleteForAll || hasPermission(grants, `${area}-delete`)
          ? { confirmTitle: (row) => t(`${area}.list.confirmDelete`, { title: row.title }), run: remove.mutateAsync }
          : undefined,
    }),
  };
}

/**
 * The edit and delete buttons of the rows an area lays out itself (cards, draggable rows, a column
 * with more buttons), from its `<area>-update` and `-delete` permissions: edit opens `<area>.edit`,
 * delete asks `<area>.list.confirmDelete` with the row's title, then runs `remove`.
 */
export function useEditDeleteOptions<R extends { id: number; title?: string }>(
  area: 'banners' | 'faqs' | 'news',
  testId: string,
  remove: (id: number) => Promise<unknown>,
): EditDeleteOptions<R> {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  return {
    testId,
    canEdit: hasPermission(grants, `${area}-update`),
    canDelete: hasPermission(grants, `${area}-delete`),
    edit: { href: (row) => href(`${area}.edit`, { id: row.id }) },
    confirmTitle: (row) => t(`${area}.list.confirmDelete`, { title: row.title }),
    remove: (id) => remove(id),
  };
}
