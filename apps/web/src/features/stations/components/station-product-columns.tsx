import { hasPermission, type Product } from '@admin/contract';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import DirectionsBikeRounded from '@mui/icons-material/DirectionsBikeRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { dateColumn, moneyColumn, textColumn, titleColumn, useColumns } from '../../../components/columns/columns.tsx';

/** The columns of the products on display at the stations; edit for those who may update products. */
export function useStationProductColumns() {
  const canUpdate = hasPermission(useCurrentUser().role_has_permission, 'products-update');
  return useColumns<Product>(
    (t) => [
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
      titleColumn(
        { field: 'title', headerName: t('products.columns.subject'), flex: 1, minWidth: 220 },
        { title: (row) => row.title, to: (row) => href('products.preview', { id: row.id }) },
      ),
      textColumn(
        { field: 'station', headerName: t('stations.fields.station'), width: 210 },
        (row) => row.station?.name,
      ),
      moneyColumn({ field: 'price', headerName: t('products.columns.price'), width: 124 }),
      {
        field: 'sales_status',
        headerName: t('products.columns.status'),
        width: 124,
        valueFormatter: (v: string) => t(`products.status.${v.replace(' ', '_')}`),
      },
      dateColumn({ field: 'updated_at', headerName: t('products.columns.updatedAt'), width: 132 }),
      {
        field: 'actions',
        headerName: t('fields.actions'),
        width: 80,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) =>
          canUpdate && (
            <IconButton
              size="small"
              component={Link}
              to={href('stations.edit', { id: row.id })}
              aria-label={t('actions.edit')}
              data-testid={`station-product-edit-${row.id}`}
            >
              <EditRounded fontSize="small" />
            </IconButton>
          ),
      },
    ],
    [canUpdate],
  );
}
