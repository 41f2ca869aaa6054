import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/setup.ts';
import { isCanceled } from '../../../lib/api-client.ts';
import { showAlert, showQuickMessage } from '../../../lib/feedback.ts';
import { exportProducts, productFilters, type ExportProgress, type ProductsSearch } from '../api.ts';
import type { ProductsGridToolbarProps } from './products-grid-toolbar.tsx';

/** The list's export: the download under way with its progress, start and cancel, for the table's toolbar. */
export function useProductsExport(
  search: ProductsSearch,
  total: number | null,
): Omit<ProductsGridToolbarProps, 'count' | 'estimate'> {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<{ format: 'csv' | 'xlsx'; progress: ExportProgress } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const onExport = (format: 'csv' | 'xlsx') => {
    const controller = new AbortController();
    abort.current = controller;
    setExporting({ format, progress: { bytes: 0, rows: 0, total: null } });
    exportProducts(
      productFilters(search),
      format,
      total,
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

  return { exporting, onExport, onCancelExport: () => abort.current?.abort() };
}
