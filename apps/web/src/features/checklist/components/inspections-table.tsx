import type { Inspection } from '@admin/contract';
import Chip from '@mui/material/Chip';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/areas.ts';
import type { StoreOption } from '../../../components/fields/lookup-queries.ts';
import { StoreAutocomplete } from '../../../components/fields/store-autocomplete.tsx';
import { CellLink } from '../../../components/columns/cell-link.tsx';
import { FilterSelect, ListCard, pagedRows } from '../../../components/lists/list-parts.tsx';
import { dateColumn, textColumn } from '../../../components/columns/columns.tsx';
import { INSPECTIONS_PAGE_SIZE, inspectionsQuery, type ChecklistSearch } from '../api.ts';
import { useSavedColumns } from '../../../components/lists/list-views.ts';

/** The latest inspections, newest first, by station and result; a row opens its product's checklist. */
export function InspectionsTable({
  search,
  onChange,
}: {
  search: ChecklistSearch;
  onChange: (patch: Partial<ChecklistSearch>) => void;
}) {
  const { t, i18n } = useTranslation();
  const inspections = useQuery(inspectionsQuery(search));
  const [station, setStation] = useState<StoreOption | null>(null);

  const columns = useMemo<TableColumn<Inspection>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'product',
        headerName: t('checklist.list.product'),
        flex: 1,
        minWidth: 240,
        sortable: false,
        renderCell: ({ row }) => (
          <CellLink to={`${href('checklist.checklist')}?product_id=${row.product.id}`}>
            #{row.product.id} · {row.product.title}
          </CellLink>
        ),
      },
      textColumn(
        { field: 'station', headerName: t('stations.fields.station'), minWidth: 180, flex: 0.6 },
        (row) => row.station?.name,
      ),
      textColumn(
        { field: 'inspector', headerName: t('checklist.list.inspector'), width: 170 },
        (row) => row.inspector?.name,
      ),
      {
        field: 'result',
        headerName: t('checklist.list.result'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.result === 'passed' ? 'success' : 'error'}
            variant="outlined"
            label={t(`checklist.list.results.${row.result}`)}
            // the darker shade: the plain green and red on white are too faint for small text
            sx={{ color: row.result === 'passed' ? 'success.dark' : 'error.dark' }}
          />
        ),
      },
      { field: 'score', headerName: t('checklist.list.score'), width: 80, align: 'right', headerAlign: 'right' },
      dateColumn({ field: 'inspected_at', headerName: t('checklist.list.inspectedAt'), width: 140 }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  const layout = useSavedColumns('checklist.inspections');
  return (
    <ListCard<Inspection>
      layout={layout}
      {...pagedRows(inspections, search.page, onChange)}
      title={t('checklist.list.title')}
      testId="inspections"
      columns={columns}
      pageSize={INSPECTIONS_PAGE_SIZE}
      // below the product picker's card
      height="calc(100vh - 430px)"
      emptyText={t('checklist.list.empty')}
      filters={
        <>
          <StoreAutocomplete
            label={t('stations.fields.station')}
            isStation={2}
            value={station}
            testId="inspections-station"
            onChange={(s) => {
              setStation(s);
              onChange({ station_id: s?.id });
            }}
          />
          <FilterSelect
            label={t('checklist.list.result')}
            value={search.result}
            options={(['passed', 'failed'] as const).map((r) => ({
              value: r,
              label: t(`checklist.list.results.${r}`),
            }))}
            onChange={(result) => onChange({ result })}
            testId="inspections-result"
          />
        </>
      }
    />
  );
}
