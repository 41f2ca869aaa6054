import type { ExportRun } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { chipColumn, dateColumn, textColumn } from '../../../components/columns/columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';

/** 1536 → "1.5 KB". */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '_';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The export history's columns: what, with which filters, how many rows, size, how it ended, when. */
export function useHistoryColumns(): TableColumn<ExportRun>[] {
  const { t } = useTranslation();
  const field = (name: string) => t(`data.history.fields.${name}`);
  return [
    textColumn(
      { field: 'name', headerName: field('name'), flex: 1, minWidth: 200 },
      (row) =>
        `${t(`data.exports.items.${row.name}.title`, { defaultValue: row.name })} · ${row.format.toUpperCase()} · ${row.lang.toUpperCase()}`,
    ),
    textColumn({ field: 'filters', headerName: field('filters'), flex: 1, minWidth: 200 }, (row) => {
      const entries = Object.entries(row.filters);
      return entries.length === 0 ? t('data.history.allRows') : entries.map(([k, v]) => `${k}=${v}`).join(', ');
    }),
    { field: 'rows', headerName: field('rows'), width: 110, type: 'number' },
    textColumn({ field: 'bytes', headerName: field('size'), width: 110 }, (row) => formatSize(row.bytes)),
    chipColumn({ field: 'status', headerName: field('status'), width: 130 }, (row) => row.status, (status) =>
      t(`data.history.status.${status}`),
    ),
    dateColumn({ field: 'started_at', headerName: field('startedAt'), width: 170 }),
  ];
}
