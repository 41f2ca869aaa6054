import { hasPermission, type Event } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actionsColumn, dateColumn, imageColumn, textColumn, titleColumn } from '../../../components/columns.tsx';
import { statusSwitchColumn } from '../../../components/content/list-kit.tsx';
import type { TableColumn } from '../../../components/data-table.tsx';
import { href } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { events, useDeleteEvent } from '../api.ts';

/** The events list's columns: picture, title and slug, place, times, shown switch, edit and delete. */
export function useEventColumns(): TableColumn<Event>[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const status = events.useStatus();
  const remove = useDeleteEvent();
  const field = (name: string) => t(`events.fields.${name}`);
  return [
    imageColumn({ field: 'image', headerName: field('image'), width: 96 }, (row) => row.image?.small),
    titleColumn(
      { field: 'title', headerName: field('title'), flex: 2, minWidth: 220 },
      { title: (row) => row.title, subtitle: (row) => `/${row.slug}` },
    ),
    textColumn({ field: 'location', headerName: field('location'), flex: 1, minWidth: 140 }, (row) => row.location),
    dateColumn({ field: 'start_time', headerName: field('startTime'), width: 140 }),
    dateColumn({ field: 'end_time', headerName: field('endTime'), width: 140 }),
    statusSwitchColumn(t('fields.status'), {
      testId: 'event',
      width: 110,
      canChange: hasPermission(grants, 'events-status'),
      change: (id, value) => status.mutateAsync({ id, value }),
    }),
    actionsColumn(t('fields.actions'), {
      testId: 'event',
      edit: hasPermission(grants, 'events-update')
        ? (row) => void navigate(href('events.edit', { id: row.id }))
        : undefined,
      // shown to everyone: a 403 on delete is ignored silently (spec section 6)
      remove: {
        confirmTitle: (row) => t('events.list.confirmDelete', { title: row.title }),
        run: remove.mutateAsync,
      },
    }),
  ];
}
