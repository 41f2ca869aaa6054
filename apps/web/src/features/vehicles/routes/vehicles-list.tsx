import { hasPermission, type Vehicle } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddRounded from '@mui/icons-material/AddRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CellLink } from '../../../components/cell-link.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { EMPTY, formatDate, formatDistance } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseVehiclesSearch, VEHICLES_PAGE_SIZE, vehiclesListQuery, vehiclesSearchToParams, type VehiclesSearch } from '../api.ts';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('stores-index');
  void queryClient.prefetchQuery(vehiclesListQuery(parseVehiclesSearch(new URL(request.url).searchParams)));
  return null;
}

/** /stations/vehicles ("Warranty"): customers' vehicles, their warranty and service package. */
export function Component() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const search = parseVehiclesSearch(params);
  const vehicles = useQuery(vehiclesListQuery(search));
  const [text, setText] = useState(search.q ?? '');
  const onChange = useCallback(
    (patch: Partial<VehiclesSearch>) => setParams((current) => vehiclesSearchToParams({ ...parseVehiclesSearch(current), ...patch })),
    [setParams],
  );
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === search.q) return;
    const timer = setTimeout(() => onChange({ q, page: 1 }), 400);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);

  const columns = useMemo<GridColDef<Vehicle>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'code',
        headerName: t('vehicles.fields.code'),
        width: 130,
        renderCell: ({ row }) => (
          <CellLink to={paths.vehicle(row.id)}>{row.code}</CellLink>
        ),
      },
      { field: 'number_plate', headerName: t('products.columns.numberPlate'), width: 120, valueFormatter: (v: string | null) => v || EMPTY },
      { field: 'model', headerName: t('products.columns.model'), minWidth: 180, flex: 1, valueGetter: (_v, row) => `${row.brand.name} ${row.model.name}${row.detail_model ? ` (${row.detail_model.name})` : ''}` },
      { field: 'type', headerName: t('vehicles.fields.type'), width: 150, renderCell: ({ row }) => <Chip size="small" variant="outlined" color={row.type === 2 ? 'secondary' : 'default'} label={t(`vehicles.types.${row.type}`)} /> },
      { field: 'customer', headerName: t('vehicles.fields.customer'), minWidth: 170, valueGetter: (_v, row) => (row.customer ? `${row.customer.name} · ${row.customer.phone}` : EMPTY) },
      { field: 'station', headerName: t('stations.fields.station'), width: 160, valueGetter: (_v, row) => row.station?.name ?? EMPTY },
      { field: 'package', headerName: t('vehicles.fields.package'), width: 150, valueGetter: (_v, row) => row.package?.name ?? EMPTY },
      { field: 'warranty_end', headerName: t('vehicles.fields.warrantyEnd'), width: 120, valueFormatter: (v: string | null) => formatDate(v) },
      { field: 'odometer_km', headerName: t('vehicles.fields.odometer'), width: 120, align: 'right', headerAlign: 'right', valueFormatter: (v: number | null) => formatDistance(v) },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader
        title={t('vehicles.list.title')}
        subtitle={t('vehicles.list.subtitle')}
        actions={
          <>
            <Button component={Link} to={paths.customers} variant="outlined" startIcon={<PeopleAltRounded />} data-testid="vehicle-customers">
              {t('customers.open')}
            </Button>
            {hasPermission(me.role_has_permission, 'vehicles-create') && (
              <Button component={Link} to={paths.vehicleCreate} variant="contained" startIcon={<AddRounded />} data-testid="vehicle-create">
                {t('vehicles.list.create')}
              </Button>
            )}
          </>
        }
      />
      <Card sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 170px)', minHeight: 480 }}>
        <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', p: 1.5 }}>
          <TextField size="small" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('vehicles.list.search')} sx={{ width: { xs: '100%', sm: 300 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> }, htmlInput: { 'data-testid': 'vehicles-search' } }} />
          <TextField select size="small" label={t('vehicles.fields.type')} value={search.type ?? ''} sx={{ width: 170 }}
            onChange={(e) => onChange({ type: e.target.value ? (Number(e.target.value) as 1 | 2) : undefined, page: 1 })}>
            <MenuItem value="">{t('catalogue.picker.all')}</MenuItem>
            <MenuItem value={1}>{t('vehicles.types.1')}</MenuItem>
            <MenuItem value={2}>{t('vehicles.types.2')}</MenuItem>
          </TextField>
        </Box>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DataTable<Vehicle>
            rows={vehicles.data?.data ?? []}
            columns={columns}
            loading={vehicles.isFetching}
            rowCount={vehicles.data?.total ?? 0}
            paginationMode="server"
            pageSizeOptions={[VEHICLES_PAGE_SIZE]}
            paginationModel={{ page: search.page - 1, pageSize: VEHICLES_PAGE_SIZE }}
            onPaginationModelChange={(m) => m.page + 1 !== search.page && onChange({ page: m.page + 1 })}
            disableColumnSorting
            localeText={{ noRowsLabel: t('vehicles.list.empty') }}
            sx={{ height: '100%' }}
          />
        </Box>
      </Card>
    </>
  );
}
