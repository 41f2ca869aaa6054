import type { Inspection } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import type { StoreOption } from '../../../components/catalogue/queries.ts';
import { StoreAutocomplete } from '../../../components/catalogue/store-autocomplete.tsx';
import { CellLink } from '../../../components/cell-link.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { INSPECTIONS_PAGE_SIZE, inspectionsQuery, type ChecklistSearch } from '../api.ts';

/** The latest inspections, newest first, by station and result; a row opens its product's checklist. */
export function InspectionsTable({ search, onChange }: { search: ChecklistSearch; onChange: (patch: Partial<ChecklistSearch>) => void }) {
  const { t, i18n } = useTranslation();
  const inspections = useQuery(inspectionsQuery(search));
  const [station, setStation] = useState<StoreOption | null>(null);

  const columns = useMemo<GridColDef<Inspection>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'product',
        headerName: t('checklist.list.product'),
        flex: 1,
        minWidth: 240,
        sortable: false,
        renderCell: ({ row }) => (
          <CellLink to={`${paths.checklist}?product_id=${row.product.id}`}>
            #{row.product.id} · {row.product.title}
          </CellLink>
        ),
      },
      { field: 'station', headerName: t('stations.fields.station'), minWidth: 180, flex: 0.6, valueGetter: (_v, row) => row.station?.name ?? EMPTY },
      { field: 'inspector', headerName: t('checklist.list.inspector'), width: 170, valueGetter: (_v, row) => row.inspector?.name ?? EMPTY },
      {
        field: 'result',
        headerName: t('checklist.list.result'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip size="small" color={row.result === 'passed' ? 'success' : 'error'} variant="outlined" label={t(`checklist.list.results.${row.result}`)} />
        ),
      },
      { field: 'score', headerName: t('checklist.list.score'), width: 80, align: 'right', headerAlign: 'right' },
      { field: 'inspected_at', headerName: t('checklist.list.inspectedAt'), width: 140, valueFormatter: (v: string) => formatDateTime(v) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  return (
    <Card sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 290px)', minHeight: 420 }} data-testid="inspections">
      <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', alignItems: 'center', p: 1.5 }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{t('checklist.list.title')}</Typography>
        <StoreAutocomplete label={t('stations.fields.station')} isStation={2} value={station} testId="inspections-station"
          onChange={(s) => {
            setStation(s);
            onChange({ station_id: s?.id });
          }} />
        <TextField select size="small" label={t('checklist.list.result')} value={search.result ?? ''} sx={{ width: 160 }}
          onChange={(e) => onChange({ result: (e.target.value || undefined) as ChecklistSearch['result'] })}
          slotProps={{ htmlInput: { 'data-testid': 'inspections-result' } }}>
          <MenuItem value="">{t('checklist.list.all')}</MenuItem>
          <MenuItem value="passed">{t('checklist.list.results.passed')}</MenuItem>
          <MenuItem value="failed">{t('checklist.list.results.failed')}</MenuItem>
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataTable<Inspection>
          rows={inspections.data?.data ?? []}
          columns={columns}
          loading={inspections.isFetching}
          rowCount={inspections.data?.total ?? 0}
          paginationMode="server"
          pageSizeOptions={[INSPECTIONS_PAGE_SIZE]}
          paginationModel={{ page: search.page - 1, pageSize: INSPECTIONS_PAGE_SIZE }}
          onPaginationModelChange={(m) => m.page + 1 !== search.page && onChange({ page: m.page + 1 })}
          disableColumnSorting
          localeText={{ noRowsLabel: t('checklist.list.empty') }}
          sx={{ height: '100%' }}
        />
      </Box>
    </Card>
  );
}
