import type { Store } from '@admin/contract';
import {
  dateColumn,
  moneyColumn,
  numberColumn,
  tagColumn,
  textColumn,
  titleColumn,
  useColumns,
} from '../../../components/columns/columns.tsx';
import { href } from '../../../lib/areas.ts';
import { StoreStatusChip } from './store-status-chip.tsx';

/** The stores list's columns; the counts, the total sale, the id and the dates sort on the server. */
export function useStoresColumns() {
  return useColumns<Store>((t) => [
    { field: 'id', headerName: 'ID', width: 80, hideable: false },
    titleColumn(
      { field: 'name', headerName: t('stores.fields.name'), minWidth: 200, flex: 1 },
      { title: (row) => row.name, to: (row) => href('stores.detail', { id: row.id }) },
    ),
    textColumn({ field: 'phone', headerName: t('fields.phone'), width: 120, sortable: false }),
    {
      field: 'type',
      headerName: t('stores.fields.type'),
      width: 130,
      sortable: false,
      valueFormatter: (v: string) => t(`products.sellerType.${v}`),
    },
    tagColumn({ field: 'is_station', headerName: t('stores.fields.kind'), width: 140, sortable: false }, (row) => ({
      label: t(row.is_station === 2 ? 'stores.kind.station' : 'stores.kind.store'),
      secondary: row.is_station === 2,
    })),
    textColumn(
      { field: 'location', headerName: t('pickers.location'), width: 130, sortable: false },
      (row) => row.location?.name,
    ),
    numberColumn({ field: 'own_products', headerName: t('stores.fields.own'), width: 160 }),
    numberColumn({ field: 'sold_products', headerName: t('stores.fields.sold') }),
    numberColumn({ field: 'purchased_products', headerName: t('stores.fields.purchased'), width: 130 }),
    numberColumn({ field: 'followers', headerName: t('stores.fields.followers'), width: 150 }),
    moneyColumn({ field: 'total_sale_amount', headerName: t('stores.fields.totalSale'), width: 150 }),
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <StoreStatusChip status={row.status} />,
    },
    {
      field: 'is_loanable',
      headerName: t('stores.fields.loanable'),
      width: 130,
      sortable: false,
      valueFormatter: (v: number) => (v ? t('actions.yes') : t('stores.no')),
    },
    dateColumn({ field: 'created_at', headerName: t('fields.createdAt'), width: 130 }, false),
  ]);
}
