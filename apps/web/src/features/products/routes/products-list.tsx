import { hasPermission, PRODUCT_MESSAGES, type Product } from '@admin/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import AddRounded from '@mui/icons-material/AddRounded';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/catalogue/messages.ts';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { translateMessage } from '../../../i18n/setup.ts';
import { isCanceled } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { confirm, showAlert, showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import {
  exportProducts,
  parseProductsSearch,
  productFilters,
  productPageCursors,
  productsListQuery,
  productsSearchToParams,
  useProductAction,
  type ExportProgress,
  type ProductAction,
  type ProductsSearch,
} from '../api.ts';
import { BlockDialog } from '../components/block-dialog.tsx';
import { availableActions } from '../components/product-row-menu.tsx';
import { ProductsFilters } from '../components/products-filters.tsx';
import { ProductsTable } from '../components/products-table.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('products-list');
  void queryClient.prefetchQuery(productsListQuery(parseProductsSearch(new URL(request.url).searchParams)));
  return null;
}

/** /products: every product, filtered, sorted and paged by the server; status actions per row. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const search = parseProductsSearch(params);
  const products = useQuery(productsListQuery(search));
  const action = useProductAction();
  const [blocking, setBlocking] = useState<Product | null>(null);
  const [exporting, setExporting] = useState<{ format: 'csv' | 'xlsx'; progress: ExportProgress } | null>(null);
  const exportAbort = useRef<AbortController | null>(null);
  const canStatus = hasPermission(me.role_has_permission, 'products-status');
  const canDelete = hasPermission(me.role_has_permission, 'products-delete');

  const onSearchChange = useCallback(
    (patch: Partial<ProductsSearch>) =>
      setParams((current) => {
        const from = parseProductsSearch(current);
        const to = parseProductsSearch(productsSearchToParams({ ...from, ...patch }));
        productPageCursors.move(from, to);
        return productsSearchToParams(to);
      }),
    [setParams],
  );

  const run = useCallback(
    async (product: Product, kind: ProductAction, reason?: string) => {
      await action.mutateAsync({ id: product.id, action: kind, reason });
      showQuickMessage({
        type: kind === 'delete' ? 'delete' : 'success',
        body: catalogueMessage(PRODUCT_MESSAGES.statusUpdated),
      });
    },
    [action],
  );

  const onAction = useCallback(
    (product: Product, kind: ProductAction) => {
      if (kind === 'block') {
        setBlocking(product);
        return;
      }
      void (async () => {
        if (kind === 'delete' || kind === 'confirmSales') {
          const ok = await confirm({
            title: t(`products.confirm.${kind}`, { title: product.title }),
            danger: kind === 'delete',
          });
          if (!ok) return;
        }
        await run(product, kind);
      })().catch(() => undefined);
    },
    [run, t],
  );

  const actionsFor = useCallback((p: Product) => availableActions(p, canStatus, canDelete), [canStatus, canDelete]);

  const startExport = (format: 'csv' | 'xlsx') => {
    const controller = new AbortController();
    exportAbort.current = controller;
    setExporting({ format, progress: { bytes: 0, rows: 0, total: null } });
    exportProducts(
      productFilters(search),
      format,
      products.data?.total ?? null,
      (progress) => setExporting({ format, progress }),
      controller.signal,
    )
      .then(() => showQuickMessage({ type: 'success', body: t('products.export.done') }))
      .catch((error: unknown) => {
        if (!isCanceled(error))
          showAlert({
            type: 'error',
            message: error instanceof Error ? translateMessage(error.message) : String(error),
          });
      })
      .finally(() => setExporting(null));
  };

  return (
    <>
      <PageHeader
        title={t('products.list.title')}
        subtitle={t('products.list.subtitle')}
        actions={
          hasPermission(me.role_has_permission, 'products-store') && (
            <Button component={Link} to={href('products.register')} variant="contained" startIcon={<AddRounded />}>
              {t('products.list.register')}
            </Button>
          )
        }
      />
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
          toolbar={{ exporting, onExport: startExport, onCancelExport: () => exportAbort.current?.abort() }}
        />
      </Card>
      <BlockDialog
        open={Boolean(blocking)}
        title={blocking?.title ?? ''}
        onCancel={() => setBlocking(null)}
        onConfirm={async (reason) => {
          if (!blocking) return;
          await run(blocking, 'block', reason).catch(() => undefined);
          setBlocking(null);
        }}
      />
    </>
  );
}
