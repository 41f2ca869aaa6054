import { IMPORT_KINDS, type ImportRun, type ImportRunDetail } from '@admin/contract';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { chipColumn, dateColumn, textColumn } from '../../../components/columns/columns.tsx';
import { saveImportReport } from '../../../components/imports/import-report.ts';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { api } from '../../../lib/api-client.ts';
import { importRuns } from '../api.ts';

/** The imports history: what was imported, where, how, how many rows went in or were refused, and the report. */
export function ImportsTab() {
  const { t } = useTranslation();
  const field = (name: string) => t(`imports.list.fields.${name}`);
  const report = async (run: ImportRun) =>
    saveImportReport((await api.get<ImportRunDetail>(`/imports/${run.id}`)).data, t);
  const columns: TableColumn<ImportRun>[] = [
    dateColumn({ field: 'started_at', headerName: field('startedAt'), width: 140 }),
    textColumn({ field: 'file_name', headerName: field('file'), flex: 1, minWidth: 160 }),
    textColumn({ field: 'kind', headerName: field('kind'), flex: 1, minWidth: 170 }, (row) =>
      [t(`imports.kind.${row.kind}`), row.store?.name].filter(Boolean).join(' · '),
    ),
    textColumn({ field: 'mode', headerName: field('mode'), width: 120 }, (row) => t(`imports.list.modeShort.${row.mode}`)),
    textColumn({ field: 'written', headerName: field('rows'), width: 150 }, (row) =>
      t('imports.list.counts', { written: row.written, refused: row.refused }),
    ),
    textColumn({ field: 'user', headerName: field('user'), width: 140 }, (row) => row.user?.name),
    chipColumn({ field: 'status', headerName: field('status'), width: 110 }, (row) => row.status, (status) =>
      t(`imports.status.${status}`),
    ),
    {
      field: 'report',
      headerName: field('report'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) =>
        row.refused > 0 ? (
          <Button size="small" onClick={() => void report(row)} data-testid={`import-report-${row.id}`}>
            {t('imports.list.download')}
          </Button>
        ) : null,
    },
  ];
  return (
    <ListScreen
      resource={importRuns}
      texts="imports.list"
      columns={columns}
      emptyText={t('imports.list.empty')}
      filters={[valuesFilter('kind', field('kind'), IMPORT_KINDS, 'imports.kind', 'imports-kind-filter', 180)]}
    />
  );
}
