import type { Store } from '@admin/contract';
import {
  chipColumn,
  dateColumn,
  moneyColumn,
  numberColumn,
  textColumn,
  titleColumn,
  useColumns,
} from '../../../components/catalogue/columns.tsx';
import { href } from '../../../lib/areas.ts';
import { EMPTY } from '../../../lib/format.ts';
import { StoreStatusChip } from './store-status-chip.tsx';

/** The stores list's columns; the counts, the total sale, the id and the dates sort on the server. */
export function useStoresColumns() {
  return useColumns<Store>((t) => [
    { field: 'id', headerName: 'ID', width: 80, hideable: false },
    titleColumn(
      'name',
      t('stores.fields.name'),
      (row) => ({ to: href('stores.detail', { id: row.id }), text: row.name }),
      {
        minWidth: 200,
        flex: 1,
      },
    ),
    textColumn('phone', t('fields.phone'), { width: 120, sortable: false }),
    {
      field: 'type',
      headerName: t('stores.fields.type'),
      width: 130,
      sortable: false,
      valueFormatter: (v: string) => t(`products.sellerType.${v}`),
    },
    chipColumn(
      'is_station',
      t('stores.fields.kind'),
      (row) => ({
        label: t(row.is_station === 2 ? 'stores.kind.station' : 'stores.kind.store'),
        secondary: row.is_station === 2,
      }),
      { width: 140, sortable: false },
    ),
    {
      field: 'location',
      headerName: t('catalogue.picker.location'),
      width: 130,
      sortable: false,
      valueGetter: (_v, row) => row.location?.name ?? EMPTY,
    },
    numberColumn('own_products', t('stores.fields.own'), { width: 160 }),
    numberColumn('sold_products', t('stores.fields.sold'), { width: 100 }),
    numberColumn('purchased_products', t('stores.fields.purchased'), { width: 130 }),
    numberColumn('followers', t('stores.fields.followers'), { width: 150 }),
    moneyColumn('total_sale_amount', t('stores.fields.totalSale')),
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
    dateColumn('created_at', t('fields.createdAt'), { width: 130 }),
  ]);
}
