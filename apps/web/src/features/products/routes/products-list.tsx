import Card from '@mui/material/Card';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../../../components/header-action.tsx';
import { ImportAction } from '../../../components/imports/import-action.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PRODUCT_CATEGORIES, SALES_STATUSES } from '@admin/contract';
import {
  PRODUCTS_VIEWS,
  productFilters,
  productKeys,
  productsCountQuery,
  productsListQuery,
  productsUrlState,
  type ProductsSearch,
} from '../api.ts';
import { useBulk } from '../../../components/lists/bulk.tsx';
import { href } from '../../../lib/areas.ts';
import { useProductBulkActions } from '../components/use-product-bulk.ts';
import { useExport } from '../../../components/lists/export-bar.tsx';
import type { ListFilter } from '../../../components/lists/list-filters.tsx';
import { useViewTabs } from '../../../components/lists/view-tabs.tsx';
import { ProductsFilters } from '../components/products-filters.tsx';
import { ProductsTable } from '../components/products-table.tsx';
import { useProductActions } from '../components/use-product-actions.ts';
import { useProductsSearch } from '../components/use-products-search.ts';

// the reason dialog loads when a product is first blocked, and stays
const BlockDialog = lazy(() => import('../components/block-dialog.tsx').then((m) => ({ default: m.BlockDialog })));

/**
 * The filters a saved view of products can name with their label and values (the rest are drawn by
 * `ProductsFilters`): a view's status or category the list no longer has is said by its name.
 */
function viewFilters(t: (key: string) => string): ListFilter<ProductsSearch>[] {
  return [
    {
      type: 'select',
      key: 'sales_status',
      label: t('products.filters.status'),
      testId: 'products-filter-status',
      values: SALES_STATUSES,
      labels: 'products.status',
    },
    {
      type: 'select',
      key: 'type',
      label: t('products.category.label'),
      testId: 'category',
      values: [0, ...Object.keys(PRODUCT_CATEGORIES).map(Number)],
      labels: 'products.category',
    },
  ];
}

/**
 * /products: every product, filtered, sorted and paged by the server; status actions per row; the
 * person's saved views as tabs over the list, as on every list (`useViewTabs`).
 */
export function Component() {
  const { t } = useTranslation();
  const [search, onSearchChange] = useProductsSearch();
  const products = useQuery(productsListQuery(search));
  const views = useViewTabs<ProductsSearch>({
    list: PRODUCTS_VIEWS,
    urlState: productsUrlState,
    countQuery: productsCountQuery,
    filters: viewFilters(t),
    total: products.data?.total ?? null,
  });
  const { actionsFor, onAction, block } = useProductActions();
  const [blocked, setBlocked] = useState(false);
  if (block.open && !blocked) setBlocked(true);
  const bulk = useBulk({
    actions: useProductBulkActions(),
    rows: products.data?.data ?? [],
    // "all matching" needs the exact count the person saw
    total: products.data?.total_is_estimate ? null : (products.data?.total ?? null),
    filters: productFilters(search),
    refresh: [productKeys.all],
    label: (row) => `#${row.id} ${row.title}`,
    link: (id) => href('products.preview', { id }),
  });
  const toolbar = useExport('/v2/products/export', productFilters(search), products.data?.total ?? null);

  return (
    <>
      <PageHeader
        title={t('products.list.title')}
        subtitle={t('products.list.subtitle')}
        actions={
          <>
            {views.save}
            <ImportAction kind="products" />
            <HeaderAction screen="products.register" testId="products-register" label={t('products.list.register')} />
          </>
        }
      />
      {views.tabs}
      <Card sx={{ mb: 2 }}>
        <ProductsFilters search={search} onChange={onSearchChange} />
      </Card>
      <Card sx={{ height: 'calc(100vh - 200px)', minHeight: 520 }}>
        <ProductsTable
          search={search}
          result={products.data}
          loading={products.isFetching}
          actionsFor={actionsFor}
          onAction={onAction}
          onSearchChange={onSearchChange}
          toolbar={toolbar}
          bulk={bulk}
          layout={views.layout}
        />
      </Card>
      {blocked && (
        <Suspense fallback={null}>
          <BlockDialog {...block} />
        </Suspense>
      )}
    </>
  );
}
