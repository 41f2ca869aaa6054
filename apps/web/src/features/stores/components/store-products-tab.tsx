import type { Product, StoreDetail } from '@admin/contract';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductStatusChip } from '../../../components/products/product-status-chip.tsx';
import { ImportAction } from '../../../components/imports/import-action.tsx';
import { CellLink } from '../../../components/columns/cell-link.tsx';
import { dateColumn } from '../../../components/columns/columns.tsx';
import { DataTable, type TableColumn } from '../../../components/lists/data-table.tsx';
import { href } from '../../../lib/areas.ts';
import { formatMoney } from '../../../lib/format.ts';
import { STORES_PAGE_SIZE, storeProductsQuery } from '../api.ts';
import { useSavedColumns } from '../../../components/lists/list-views.ts';

/** The store's products tab: its listings, a page at a time. */
export function ProductsTab({ store }: { store: StoreDetail }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const products = useQuery(storeProductsQuery(store.id, page));
  const columns = useMemo<TableColumn<Product>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 80 },
      {
        field: 'title',
        headerName: t('products.columns.subject'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => <CellLink to={href('products.preview', { id: row.id })}>{row.title}</CellLink>,
      },
      {
        field: 'price',
        headerName: t('products.columns.price'),
        width: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number) => formatMoney(v),
      },
      {
        field: 'sales_status',
        headerName: t('products.columns.status'),
        width: 140,
        renderCell: ({ row }) => <ProductStatusChip status={row.sales_status} />,
      },
      dateColumn({ field: 'created_at', headerName: t('products.columns.registeredDate'), width: 120 }, false),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const layout = useSavedColumns('stores.products');
  return (
    <>
      {store.status === 'active' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <ImportAction kind="products" store={{ id: store.id, name: store.name }} />
        </Box>
      )}
      <Box sx={{ height: 520 }} data-testid="store-products">
        <DataTable<Product>
          layout={layout}
          rows={products.data?.data ?? []}
          columns={columns}
          loading={products.isFetching}
          paging={{
            page: page,
            pageSize: STORES_PAGE_SIZE,
            total: products.data?.total ?? 0,
            onPage: (page) => setPage(page),
          }}
          emptyText={t('products.list.empty')}
        />
      </Box>
    </>
  );
}
