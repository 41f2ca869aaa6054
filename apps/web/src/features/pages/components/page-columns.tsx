import { hasPermission, type Page } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actionsColumn, dateColumn, titleColumn } from '../../../components/columns.tsx';
import { statusSwitchColumn } from '../../../components/content/list-kit.tsx';
import type { TableColumn } from '../../../components/data-table.tsx';
import { href } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { pages } from '../api.ts';

/** The pages list's columns: title and slug, placements, shown switch, last change, edit and delete. */
export function usePageColumns(): TableColumn<Page>[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const status = pages.useStatus();
  const remove = pages.useDelete();
  return [
    titleColumn(
      { field: 'title', headerName: t('pages.fields.title'), flex: 2, minWidth: 220 },
      { title: (row) => row.title, subtitle: (row) => `/${row.slug}` },
    ),
    { field: 'banners_count', headerName: t('pages.fields.banners'), width: 100, type: 'number' },
    { field: 'popups_count', headerName: t('pages.fields.popups'), width: 100, type: 'number' },
    statusSwitchColumn(t('fields.status'), {
      testId: 'page',
      width: 110,
      canChange: hasPermission(grants, 'pages-status'),
      change: (id, value) => status.mutateAsync({ id, value }),
    }),
    dateColumn({ field: 'updated_at', headerName: t('pages.fields.updatedAt'), width: 140 }),
    actionsColumn(t('fields.actions'), {
      testId: 'page',
      edit: hasPermission(grants, 'pages-update')
        ? (row) => void navigate(href('pages.edit', { id: row.id }))
        : undefined,
      remove: hasPermission(grants, 'pages-delete')
        ? { confirmTitle: (row) => t('pages.list.confirmDelete', { title: row.title }), run: remove.mutateAsync }
        : undefined,
    }),
  ];
}
