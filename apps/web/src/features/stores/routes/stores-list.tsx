import { STORE_SORTS, type Store } from '@admin/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { CellLink } from '../../../components/cell-link.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EMPTY, formatDate, formatMoney } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { urlSort, useUrlState } from '../../../lib/url-state.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { STORES_PAGE_SIZE, storesListQuery, storesTotalQuery, storesUrlState } from '../api.ts';
import { StoresFilters } from '../components/stores-filters.tsx';
import { StoreStatusChip } from '../components/store-status-chip.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('stores-index');
  void queryClient.prefetchQuery(storesListQuery(storesUrlState.parse(new URL(request.url).searchParams)));
  return null;
}

/** /stores ("User Management"): the marketplace's sellers with their counts and total sales. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [search, onSearchChange] = useUrlState(storesUrlState);
  const stores = useQuery(storesListQuery(search));
  const total = useQuery(storesTotalQuery(search));

  const columns = useMemo<TableColumn<Store>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 80, hideable: false },
      {
        field: 'name',
        headerName: t('stores.fields.name'),
        minWidth: 200,
        flex: 1,
        renderCell: ({ row }) => <CellLink to={href('stores.detail', { id: row.id })}>{row.name}</CellLink>,
      },
      {
        field: 'phone',
        headerName: t('fields.phone'),
        width: 120,
        sortable: false,
        valueFormatter: (v: string | null) => v || EMPTY,
      },
      {
        field: 'type',
        headerName: t('stores.fields.type'),
        width: 110,
        sortable: false,
        valueFormatter: (v: string) => t(`products.sellerType.${v}`),
      },
      {
        field: 'is_station',
        headerName: t('stores.fields.kind'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.is_station === 2 ? 'secondary' : 'default'}
            label={t(row.is_station === 2 ? 'stores.kind.station' : 'stores.kind.store')}
          />
        ),
      },
      {
        field: 'location',
        headerName: t('catalogue.picker.location'),
        width: 130,
        sortable: false,
        valueGetter: (_v, row) => row.location?.name ?? EMPTY,
      },
      { field: 'own_products', headerName: t('stores.fields.own'), width: 100, align: 'right', headerAlign: 'right' },
      { field: 'sold_products', headerName: t('stores.fields.sold'), width: 90, align: 'right', headerAlign: 'right' },
      {
        field: 'purchased_products',
        headerName: t('stores.fields.purchased'),
        width: 100,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'followers',
        headerName: t('stores.fields.followers'),
        width: 100,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'total_sale_amount',
        headerName: t('stores.fields.totalSale'),
        width: 150,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number) => formatMoney(v),
      },
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
        width: 90,
        sortable: false,
        valueFormatter: (v: number) => (v ? t('actions.yes') : t('stores.no')),
      },
      {
        field: 'created_at',
        headerName: t('fields.createdAt'),
        width: 110,
        valueFormatter: (v: string) => formatDate(v),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader
        title={t('stores.list.title')}
        subtitle={t('stores.list.subtitle', { count: stores.data?.total ?? 0 })}
        actions={
          <Box sx={{ textAlign: 'right' }} data-testid="stores-total-sale">
            <Typography variant="caption" color="text.secondary">
              {t('stores.list.totalSale')}
            </Typography>
            <Typography variant="h6" sx={{ fontWeight: 700 }}>
              {total.data ? formatMoney(total.data.total_sale_amount) : EMPTY}
            </Typography>
          </Box>
        }
      />
      <Card sx={{ mb: 2 }}>
        <StoresFilters search={search} onChange={onSearchChange} />
      </Card>
      <Card sx={{ height: 'calc(100vh - 220px)', minHeight: 480 }}>
        <DataTable<Store>
          rows={stores.data?.data ?? []}
          columns={columns}
          loading={stores.isFetching}
          paging={{
            page: search.page,
            pageSize: STORES_PAGE_SIZE,
            total: stores.data?.total ?? 0,
            onPage: (page) => onSearchChange({ page }),
          }}
          sort={urlSort(search, STORE_SORTS, onSearchChange)}
          columnsSetting="stores.columns"
          columnsTestId="stores-columns"
          emptyText={t('stores.list.empty')}
        />
      </Card>
    </>
  );
}
