import { PRODUCT_CATEGORIES, PRODUCT_SORTS, type Product } from '@admin/contract';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableProps, type TableColumn } from '../../../components/lists/data-table.tsx';
import { href } from '../../../lib/areas.ts';
import {
  EMPTY,
  formatDate,
  formatDateTime,
  formatDistance,
  formatMoney,
  formatReleaseYear,
} from '../../../lib/format.ts';
import { urlSort } from '../../../lib/url-state.ts';
import { PRODUCTS_PAGE_SIZE, type ProductAction, type ProductList, type ProductsSearch } from '../api.ts';
import { ProductRowMenu } from './product-row-menu.tsx';
import { StatusTag } from '../../../components/columns/row-parts.tsx';
import type { ColumnsLayout } from '../../../components/lists/list-views.ts';
import { ProductStatusChip } from '../../../components/products/product-status-chip.tsx';
import { ProductsGridToolbar, type ProductsGridToolbarProps } from './products-grid-toolbar.tsx';

export interface ProductsTableProps {
  search: ProductsSearch;
  result: ProductList | undefined;
  loading: boolean;
  actionsFor: (product: Product) => ProductAction[];
  onAction: (product: Product, action: ProductAction) => void;
  onSearchChange: (patch: Partial<ProductsSearch>) => void;
  toolbar: Omit<ProductsGridToolbarProps, 'count' | 'estimate'>;
  /** The row checkboxes and the bar of the bulk actions (`useBulk`). */
  bulk: { selection: DataTableProps<Product>['selection']; bar: ReactElement | null };
  /** The columns of the open saved view, or the person's own (`useViewTabs`). */
  layout: ColumnsLayout;
}

/**
 * The products grid: the 26 columns of spec section 2 in their order, all but ID and Menu
 * toggleable (the choice kept on the server, with the open saved view or the person's own), server-side paging (50) and sorting.
 */
export function ProductsTable({
  search,
  result,
  loading,
  actionsFor,
  onAction,
  onSearchChange,
  toolbar,
  bulk,
  layout,
}: ProductsTableProps) {
  const { t, i18n } = useTranslation();

  const columns = useMemo<TableColumn<Product>[]>(() => {
    const date = (value: string | null) => (value ? formatDate(value) : EMPTY);
    const dateTime = (value: string | null) => (value ? formatDateTime(value) : EMPTY);
    const col = (field: string, key: string, rest: Partial<TableColumn<Product>> = {}): TableColumn<Product> => ({
      field,
      headerName: t(`products.columns.${key}`),
      minWidth: 110,
      ...rest,
    });
    return [
      col('id', 'id', { width: 80, minWidth: 70, hideable: false }),
      col('picture', 'picture', {
        width: 92,
        minWidth: 72,
        // a plain picture (`.Cell-picture`, app/theme.ts); a listing without one shows the picture's empty frame
        renderCell: ({ row }) =>
          row.picture?.small ? (
            <img className="Cell-picture" src={row.picture.small} alt="" loading="lazy" />
          ) : (
            <span className="Cell-picture" />
          ),
      }),
      col('title', 'subject', {
        minWidth: 220,
        flex: 1,
        renderCell: ({ row }) => (
          <Link className="Cell-link" to={href('products.preview', { id: row.id })}>
            {row.title}
          </Link>
        ),
      }),
      col('phone', 'phone', { valueFormatter: (v: string | null) => v || EMPTY }),
      col('used_status', 'productType', { width: 100, valueFormatter: (v: string) => t(`products.usedStatus.${v}`) }),
      col('brand', 'make', { valueGetter: (_v, row) => row.brand.name }),
      col('model', 'model', {
        minWidth: 210,
        valueGetter: (_v, row) => (row.detail_model ? `${row.model.name} (${row.detail_model.name})` : row.model.name),
      }),
      col('type', 'category', {
        width: 110,
        valueFormatter: (v: 1 | 2 | 3 | 4) => t(`products.category.${PRODUCT_CATEGORIES[v]}`),
      }),
      col('location', 'location', { minWidth: 130, valueGetter: (_v, row) => row.location?.name ?? EMPTY }),
      col('number_plate', 'numberPlate', { valueFormatter: (v: string | null) => v || EMPTY }),
      col('release_year', 'releaseYear', { width: 100, valueFormatter: formatReleaseYear }),
      col('used_distance', 'usedDistance', {
        width: 120,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number | null) => formatDistance(v),
      }),
      col('price', 'price', {
        width: 130,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <span className="Cell-strong">{formatMoney(row.price)}</span>,
      }),
      col('inspection', 'inspection', {
        width: 110,
        renderCell: ({ row }) =>
          row.inspection ? (
            <StatusTag
              outlined
              color={row.inspection === 'passed' ? 'success' : 'error'}
              label={`${t(`products.inspection.${row.inspection}`)}${row.inspection_score !== null ? ` · ${row.inspection_score}` : ''}`}
            />
          ) : (
            EMPTY
          ),
      }),
      col('inspection_date', 'inspectionDate', { valueFormatter: date }),
      col('created_at', 'registeredDate', { valueFormatter: date }),
      col('created_by', 'createdBy', { valueGetter: (_v, row) => row.created_by?.name ?? EMPTY }),
      col('updated_at', 'updatedAt', { width: 140, valueFormatter: dateTime }),
      col('status_latest_datetime', 'statusUpdatedAt', { width: 140, valueFormatter: dateTime }),
      col('status_latest_user', 'statusUpdatedBy', { valueGetter: (_v, row) => row.status_latest_user?.name ?? EMPTY }),
      col('station', 'station', { minWidth: 140, valueGetter: (_v, row) => row.station?.name ?? EMPTY }),
      col('is_quality_item', 'qualityItem', {
        width: 100,
        renderCell: ({ row }) => (row.is_quality_item ? <StatusTag color="success" label={t('common.yes')} /> : EMPTY),
      }),
      col('sales_status', 'status', {
        width: 130,
        renderCell: ({ row }) => <ProductStatusChip status={row.sales_status} />,
      }),
      col('blocked_reason', 'blockedReason', { minWidth: 160, valueFormatter: (v: string | null) => v || EMPTY }),
      col('actions', 'menu', {
        width: 80,
        minWidth: 80,
        hideable: false,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => <ProductRowMenu product={row} actions={actionsFor(row)} onAction={onAction} />,
      }),
      col('ai_score', 'aiScore', {
        width: 90,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number | null) => (v === null ? EMPTY : String(v)),
      }),
    ];
    // the column headers follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, actionsFor, onAction]);

  return (
    <DataTable<Product>
      testId="products-table"
      rows={result?.data ?? []}
      columns={columns}
      loading={loading}
      paging={{
        page: search.page,
        pageSize: PRODUCTS_PAGE_SIZE,
        total: result?.total ?? 0,
        estimated: result?.total_is_estimate ?? false,
        onPage: (page) => onSearchChange({ page }),
      }}
      sort={urlSort(search, PRODUCT_SORTS, onSearchChange)}
      layout={layout}
      columnsTestId="products-columns"
      selection={bulk.selection}
      bulkBar={bulk.bar}
      toolbar={
        <ProductsGridToolbar {...toolbar} count={result?.total ?? 0} estimate={result?.total_is_estimate ?? false} />
      }
      emptyText={t('products.list.empty')}
    />
  );
}
