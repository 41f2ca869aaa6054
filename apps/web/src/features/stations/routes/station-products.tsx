import { hasPermission, type Product } from '@admin/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddRounded from '@mui/icons-material/AddRounded';
import DirectionsBikeRounded from '@mui/icons-material/DirectionsBikeRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../app/paths.ts';
import type { StoreOption } from '../../../components/catalogue/queries.ts';
import { StoreAutocomplete } from '../../../components/catalogue/store-autocomplete.tsx';
import { CellLink } from '../../../components/cell-link.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { EMPTY, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { STATIONS_PAGE_SIZE, stationProductsQuery, stationProductsSearchSchema, toParams, type StationProductsSearch } from '../api.ts';

const parse = (params: URLSearchParams) => stationProductsSearchSchema.parse(Object.fromEntries(params));

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('products-list');
  void queryClient.prefetchQuery(stationProductsQuery(parse(new URL(request.url).searchParams)));
  return null;
}

/** /stations ("Station Product"): products on display at the stations. */
export function Component() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const search = parse(params);
  const products = useQuery(stationProductsQuery(search));
  const [picked, setPicked] = useState<StoreOption | null>(null);
  // Opened from a link with station_id: the rows name the station the picker shows.
  const shown = products.data?.data.find((p) => p.station?.id === search.station_id)?.station;
  const station =
    search.station_id === undefined
      ? null
      : picked?.id === search.station_id
        ? picked
        : shown
          ? { id: shown.id, name: shown.name, phone: null, is_station: 2 as const, location: null }
          : null;
  const [text, setText] = useState(search.q ?? '');
  const onChange = useCallback(
    (patch: Partial<StationProductsSearch>) => setParams((current) => toParams({ ...parse(current), ...patch })),
    [setParams],
  );
  useEffect(() => {
    const q = text.trim() || undefined;
    if (q === search.q) return;
    const timer = setTimeout(() => onChange({ q, page: 1 }), 400);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);
  const canUpdate = hasPermission(me.role_has_permission, 'products-update');

  const columns = useMemo<GridColDef<Product>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70 },
      {
        field: 'picture',
        headerName: t('products.columns.picture'),
        width: 88,
        sortable: false,
        renderCell: ({ row }) => (
          <Avatar variant="rounded" src={row.picture?.small} alt="" sx={{ width: 44, height: 36 }}>
            <DirectionsBikeRounded fontSize="small" />
          </Avatar>
        ),
      },
      {
        field: 'title',
        headerName: t('products.columns.subject'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <CellLink to={paths.productPreview(row.id)}>{row.title}</CellLink>
        ),
      },
      { field: 'station', headerName: t('stations.fields.station'), width: 210, valueGetter: (_v, row) => row.station?.name ?? EMPTY },
      { field: 'price', headerName: t('products.columns.price'), width: 124, align: 'right', headerAlign: 'right', valueFormatter: (v: number) => formatMoney(v) },
      { field: 'sales_status', headerName: t('products.columns.status'), width: 124, valueFormatter: (v: string) => t(`products.status.${v.replace(' ', '_')}`) },
      { field: 'updated_at', headerName: t('products.columns.updatedAt'), width: 132, valueFormatter: (v: string) => formatDateTime(v) },
      {
        field: 'actions',
        headerName: t('fields.actions'),
        width: 80,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) =>
          canUpdate && (
            <IconButton size="small" component={Link} to={paths.stationEdit(row.id)} aria-label={t('actions.edit')} data-testid={`station-product-edit-${row.id}`}>
              <EditRounded fontSize="small" />
            </IconButton>
          ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, canUpdate],
  );

  return (
    <>
      <PageHeader
        title={t('stations.products.title')}
        subtitle={t('stations.products.subtitle')}
        actions={
          hasPermission(me.role_has_permission, 'products-store') && (
            <Button component={Link} to={paths.stationRegister} variant="contained" startIcon={<AddRounded />}>
              {t('stations.products.register')}
            </Button>
          )
        }
      />
      <Card sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 170px)', minHeight: 480 }}>
        <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', p: 1.5 }}>
          <TextField
            size="small"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('products.filters.search')}
            sx={{ width: { xs: '100%', sm: 300 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchRounded fontSize="small" /></InputAdornment> } }}
          />
          <StoreAutocomplete
            label={t('stations.fields.station')}
            isStation={2}
            testId="station-filter"
            value={station}
            onChange={(s) => {
              setPicked(s);
              onChange({ station_id: s?.id, page: 1 });
            }}
          />
        </Box>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DataTable<Product>
            rows={products.data?.data ?? []}
            columns={columns}
            loading={products.isFetching}
            rowCount={products.data?.total ?? 0}
            paginationMode="server"
            pageSizeOptions={[STATIONS_PAGE_SIZE]}
            paginationModel={{ page: search.page - 1, pageSize: STATIONS_PAGE_SIZE }}
            onPaginationModelChange={(m) => m.page + 1 !== search.page && onChange({ page: m.page + 1 })}
            disableColumnSorting
            localeText={{ noRowsLabel: t('products.list.empty') }}
            sx={{ height: '100%' }}
          />
        </Box>
      </Card>
    </>
  );
}
