import type { Event } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { dateColumn, imageColumn, textColumn, titleColumn } from '../../../components/columns/columns.tsx';
import { useRowColumns } from '../../../components/columns/row-columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { events, useDeleteEvent } from '../api.ts';

/** The events list's columns: picture, title and slug, place, times, shown switch, edit and delete. */
export function useEventColumns(): TableColumn<Event>[] {
  const { t } = useTranslation();
  const row = useRowColumns<Event>(
    'events',
    { useStatus: events.useStatus, useDelete: useDeleteEvent },
    // delete is shown to everyone: a 403 on delete is ignored silently (spec section 6)
    { testId: 'event', statusWidth: 110, deleteForAll: true },
  );
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
    row.status,
    row.actions,
  ];
}
