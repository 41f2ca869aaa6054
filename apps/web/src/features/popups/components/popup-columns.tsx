import { hasPermission, type Popup } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actionsColumn, dateColumn, imageColumn, textColumn, titleColumn } from '../../../components/columns.tsx';
import { statusSwitchColumn } from '../../../components/content/list-kit.tsx';
import type { TableColumn } from '../../../components/data-table.tsx';
import { href } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { popups } from '../api.ts';

/** The pop-ups list's columns: picture, title and link, page, frequency, times, shown switch, edit and delete. */
export function usePopupColumns(): TableColumn<Popup>[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const status = popups.useStatus();
  const remove = popups.useDelete();
  const field = (name: string) => t(`popups.fields.${name}`);
  return [
    imageColumn({ field: 'image', headerName: field('image'), width: 96 }, (row) => row.image?.small),
    titleColumn(
      { field: 'title', headerName: field('title'), flex: 2, minWidth: 200 },
      { title: (row) => row.title, subtitle: (row) => row.link },
    ),
    { field: 'page_name', headerName: field('page'), flex: 1, minWidth: 130 },
    textColumn({ field: 'frequency', headerName: field('frequency'), width: 130 }, (row) =>
      t(`popups.frequency.${row.frequency}`),
    ),
    dateColumn({ field: 'start_time', headerName: field('startTime'), width: 140 }),
    dateColumn({ field: 'end_time', headerName: field('endTime'), width: 140 }),
    statusSwitchColumn(t('fields.status'), {
      testId: 'popup',
      width: 100,
      canChange: hasPermission(grants, 'popups-status'),
      change: (id, value) => status.mutateAsync({ id, value }),
    }),
    actionsColumn(t('fields.actions'), {
      testId: 'popup',
      edit: hasPermission(grants, 'popups-update')
        ? (row) => void navigate(href('popups.edit', { id: row.id }))
        : undefined,
      remove: hasPermission(grants, 'popups-delete')
        ? { confirmTitle: (row) => t('popups.list.confirmDelete', { title: row.title }), run: remove.mutateAsync }
        : undefined,
    }),
  ];
}
