import { SERVICE_KINDS, SERVICE_ORDER_STATUSES, SERVICE_ORDER_TRANSITIONS, hasPermission, type ServiceOrder } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddRounded from '@mui/icons-material/AddRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/catalogue/messages.ts';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { CellLink } from '../../../components/cell-link.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatMoney } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { OrderCreateDialog } from '../components/order-create-dialog.tsx';
import { DateTimeCell, TwoLines, WrappedText } from '../components/table-cells.tsx';
import { ordersQuery, ordersSearchSchema, STATIONS_PAGE_SIZE, toParams, useChangeOrderStatus, type OrdersSearch } from '../api.ts';

const parse = (params: URLSearchParams) => ordersSearchSchema.parse(Object.fromEntries(params));
/** Room for the two-line cells and the status select (the compact density would give 36 px). */
const ROW_HEIGHT = 56;
const COLORS = { new: 'info', confirmed: 'primary', in_progress: 'warning', done: 'success', cancelled: 'default' } as const;

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('stores-index');
  void queryClient.prefetchQuery(ordersQuery(parse(new URL(request.url).searchParams)));
  return null;
}

/** /stations/orders: the stations' service orders and their status. */
export function Component() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const search = parse(params);
  const orders = useQuery(ordersQuery(search));
  const change = useChangeOrderStatus();
  const canChange = hasPermission(me.role_has_permission, 'station-orders-status');
  const canCreate = hasPermission(me.role_has_permission, 'station-orders-create');
  const [creating, setCreating] = useState(false);
  const onChange = useCallback(
    (patch: Partial<OrdersSearch>) => setParams((current) => toParams({ ...parse(current), ...patch })),
    [setParams],
  );

  // Sized to fit a 1366 px screen beside the sidebar: two-line cells instead of wide ones.
  const columns = useMemo<GridColDef<ServiceOrder>[]>(
    () => [
      { field: 'code', headerName: t('stations.orders.code'), width: 96 },
      {
        field: 'station',
        headerName: t('stations.fields.station'),
        minWidth: 130,
        flex: 1,
        valueGetter: (_v, row) => row.station.name,
        renderCell: ({ value }) => <WrappedText text={value as string} />,
      },
      { field: 'kind', headerName: t('stations.orders.kind'), width: 104, valueFormatter: (v: string) => t(`stations.kinds.${v}`) },
      {
        field: 'customer',
        headerName: t('stations.orders.customer'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_v, row) => (row.customer ? `${row.customer.name} · ${row.customer.phone}` : EMPTY),
        renderCell: ({ row }) => (row.customer ? <TwoLines first={row.customer.name} second={row.customer.phone} /> : EMPTY),
      },
      {
        field: 'vehicle',
        headerName: t('stations.orders.vehicle'),
        width: 108,
        renderCell: ({ row }) =>
          row.vehicle ? (
            <CellLink to={paths.vehicle(row.vehicle.id)}>{row.vehicle.number_plate ?? row.vehicle.code}</CellLink>
          ) : (
            EMPTY
          ),
      },
      { field: 'amount', headerName: t('stations.orders.amount'), width: 104, align: 'right', headerAlign: 'right', valueFormatter: (v: number) => formatMoney(v) },
      {
        field: 'scheduled_at',
        headerName: t('stations.orders.scheduled'),
        width: 100,
        renderCell: ({ row }) => (row.scheduled_at ? <DateTimeCell value={row.scheduled_at} /> : EMPTY),
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 156,
        renderCell: ({ row }) =>
          canChange && SERVICE_ORDER_TRANSITIONS[row.status].length ? (
            <TextField
              select
              size="small"
              value={row.status}
              onChange={(e) =>
                void change
                  .mutateAsync({ id: row.id, status: e.target.value as ServiceOrder['status'] })
                  .then(() => showQuickMessage({ type: 'success', body: catalogueMessage('Update status successfully') }))
                  .catch(() => undefined)
              }
              fullWidth
              data-testid="order-status-select"
              sx={{ '& .MuiSelect-select': { py: 0.75, fontSize: 13.5 } }}
            >
              {[row.status, ...SERVICE_ORDER_TRANSITIONS[row.status]].map((s) => (
                <MenuItem key={s} value={s}>{t(`stations.orderStatus.${s}`)}</MenuItem>
              ))}
            </TextField>
          ) : (
            <Chip size="small" color={COLORS[row.status]} label={t(`stations.orderStatus.${row.status}`)} />
          ),
      },
      {
        field: 'created_at',
        headerName: t('fields.createdAt'),
        width: 100,
        renderCell: ({ row }) => <DateTimeCell value={row.created_at} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, canChange],
  );

  return (
    <>
      <PageHeader
        title={t('stations.orders.title')}
        subtitle={t('stations.orders.subtitle')}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)} data-testid="order-create">
              {t('stations.orders.create.button')}
            </Button>
          )
        }
      />
      <Card sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 170px)', minHeight: 480 }}>
        <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', p: 1.5 }}>
          <TextField size="small" defaultValue={search.q ?? ''} placeholder={t('stations.orders.search')} sx={{ width: 260 }}
            onKeyDown={(e) => e.key === 'Enter' && onChange({ q: (e.target as HTMLInputElement).value.trim() || undefined, page: 1 })} />
          <TextField select size="small" label={t('fields.status')} value={search.status ?? ''} sx={{ width: 170 }}
            onChange={(e) => onChange({ status: (e.target.value || undefined) as OrdersSearch['status'], page: 1 })}>
            <MenuItem value="">{t('catalogue.picker.all')}</MenuItem>
            {SERVICE_ORDER_STATUSES.map((s) => <MenuItem key={s} value={s}>{t(`stations.orderStatus.${s}`)}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={t('stations.orders.kind')} value={search.kind ?? ''} sx={{ width: 170 }}
            onChange={(e) => onChange({ kind: (e.target.value || undefined) as OrdersSearch['kind'], page: 1 })}>
            <MenuItem value="">{t('catalogue.picker.all')}</MenuItem>
            {SERVICE_KINDS.map((s) => <MenuItem key={s} value={s}>{t(`stations.kinds.${s}`)}</MenuItem>)}
          </TextField>
        </Box>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DataTable<ServiceOrder>
            rows={orders.data?.data ?? []}
            columns={columns}
            loading={orders.isFetching}
            rowCount={orders.data?.total ?? 0}
            paginationMode="server"
            pageSizeOptions={[STATIONS_PAGE_SIZE]}
            paginationModel={{ page: search.page - 1, pageSize: STATIONS_PAGE_SIZE }}
            onPaginationModelChange={(m) => m.page + 1 !== search.page && onChange({ page: m.page + 1 })}
            disableColumnSorting
            getRowHeight={() => ROW_HEIGHT}
            localeText={{ noRowsLabel: t('stations.orders.empty') }}
            sx={{ height: '100%' }}
          />
        </Box>
      </Card>
      <OrderCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(order) => {
          showQuickMessage({ type: 'success', body: t('stations.orders.create.done', { code: order.code }) });
          // the new order is the newest: show the first page without filters that could hide it
          setParams(toParams({ page: 1 }));
        }}
      />
    </>
  );
}
