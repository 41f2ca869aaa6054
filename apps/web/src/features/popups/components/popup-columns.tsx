import type { Popup } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { dateColumn, imageColumn, textColumn, titleColumn } from '../../../components/columns/columns.tsx';
import { useRowColumns } from '../../../components/columns/row-columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { popups } from '../api.ts';

/** The pop-ups list's columns: picture, title and link, page, frequency, times, shown switch, edit and delete. */
export function usePopupColumns(): TableColumn<Popup>[] {
  const { t } = useTranslation();
  const row = useRowColumns<Popup>('popups', popups, { testId: 'popup', statusWidth: 100 });
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
    row.status,
    row.actions,
  ];
}
