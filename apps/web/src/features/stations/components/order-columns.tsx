import { SERVICE_ORDER_TRANSITIONS, hasPermission, type ServiceOrder } from '@admin/contract';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { href } from '../../../lib/areas.ts';
import { CellLink } from '../../../components/columns/cell-link.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY } from '../../../lib/format.ts';
import { moneyColumn } from '../../../components/columns/columns.tsx';
import { DateTimeCell, TwoLines, WrappedText } from '../../../components/columns/table-cells.tsx';
import { useChangeOrderStatus } from '../api.ts';

/** The chip colour of each order status. */
const COLORS = {
  new: 'info',
  confirmed: 'primary',
  in_progress: 'warning',
  done: 'success',
  cancelled: 'default',
} as const;

/** The service orders' columns; the status is a select of the next statuses for those who may change it. */
export function useOrderColumns(): TableColumn<ServiceOrder>[] {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const change = useChangeOrderStatus();
  const canChange = hasPermission(me.role_has_permission, 'station-orders-status');

  // Sized to fit a 1366 px screen beside the sidebar: two-line cells instead of wide ones.
  return useMemo<TableColumn<ServiceOrder>[]>(
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
      {
        field: 'kind',
        headerName: t('stations.orders.kind'),
        width: 104,
        valueFormatter: (v: string) => t(`stations.kinds.${v}`),
      },
      {
        field: 'customer',
        headerName: t('stations.orders.customer'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_v, row) => (row.customer ? `${row.customer.name} · ${row.customer.phone}` : EMPTY),
        renderCell: ({ row }) =>
          row.customer ? <TwoLines first={row.customer.name} second={row.customer.phone} /> : EMPTY,
      },
      {
        field: 'vehicle',
        headerName: t('stations.orders.vehicle'),
        width: 108,
        renderCell: ({ row }) =>
          row.vehicle ? (
            <CellLink to={href('vehicles.detail', { id: row.vehicle.id })}>
              {row.vehicle.number_plate ?? row.vehicle.code}
            </CellLink>
          ) : (
            EMPTY
          ),
      },
      moneyColumn({ field: 'amount', headerName: t('stations.orders.amount'), width: 104 }),
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
                  .then(() =>
                    showQuickMessage({ type: 'success', body: catalogueMessage('Update status successfully') }),
                  )
                  .catch(() => undefined)
              }
              fullWidth
              slotProps={{ htmlInput: { 'aria-label': t('stations.orders.statusOf', { code: row.code }) } }}
              data-testid="order-status-select"
              sx={{ '& .MuiSelect-select': { py: 0.75, fontSize: 13.5 } }}
            >
              {[row.status, ...SERVICE_ORDER_TRANSITIONS[row.status]].map((s) => (
                <MenuItem key={s} value={s}>
                  {t(`stations.orderStatus.${s}`)}
                </MenuItem>
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
}
