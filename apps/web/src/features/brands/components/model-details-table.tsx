import { PRODUCT_CATEGORIES, type List, type ModelDetail } from '@admin/contract';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import DeleteRounded from '@mui/icons-material/DeleteRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessage } from '../../../components/products/messages.ts';
import { Link } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { DataTable } from '../../../components/lists/data-table.tsx';
import { confirm, showQuickMessage } from '../../../lib/feedback.ts';
import { formatMoney } from '../../../lib/format.ts';
import { reportError } from '../../../lib/report-error.ts';
import {
  fetchProductCount,
  modelDetails,
  useChangeModelDetailStatus,
  useDeleteModelDetail,
  type BrandsSearch,
} from '../api.ts';
import { LazyTooltip } from '../../../components/lazy-tooltip.tsx';
import { useSavedColumns } from '../../../components/lists/list-views.ts';

/** Trims of the chosen brand and model, with their product count, status switch, edit and delete. */
export function ModelDetailsTable({
  search,
  result,
  loading,
  canUpdate,
  canDelete,
  onSearchChange,
}: {
  search: BrandsSearch;
  result: List<ModelDetail> | undefined;
  loading: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onSearchChange: (patch: Partial<BrandsSearch>) => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteModelDetail();
  const change = useChangeModelDetailStatus();

  const columns = useMemo<TableColumn<ModelDetail>[]>(() => {
    const askDelete = async (row: ModelDetail) => {
      const count = await fetchProductCount(row.id);
      const ok = await confirm({
        title: t('brands.delete.title', { name: row.name }),
        message: count > 0 ? t('brands.delete.inUse', { count }) : t('brands.delete.message'),
        danger: true,
      });
      if (!ok) return;
      try {
        await remove.mutateAsync(row.id);
        showQuickMessage({ type: 'delete', body: t('brands.delete.done') });
      } catch (error) {
        reportError(error);
      }
    };
    return [
      { field: 'id', headerName: 'ID', width: 64 },
      {
        field: 'model',
        headerName: t('pickers.model'),
        minWidth: 130,
        flex: 0.7,
        valueGetter: (_v, row) => `${row.brand.name} ${row.model.name}`,
      },
      {
        field: 'name',
        headerName: t('pickers.trim'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_v, row) => (row.year ? `${row.name} (${row.year})` : row.name),
      },
      {
        field: 'type',
        headerName: t('products.columns.category'),
        width: 110,
        valueFormatter: (v: 1 | 2 | 3 | 4) => t(`products.category.${PRODUCT_CATEGORIES[v]}`),
      },
      {
        field: 'price',
        headerName: t('brands.fields.price'),
        width: 116,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (v: number | null) => formatMoney(v),
      },
      {
        field: 'product_count',
        headerName: t('brands.fields.products'),
        width: 84,
        align: 'right',
        headerAlign: 'right',
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 100,
        renderCell: ({ row }) => (
          <LazyTooltip title={t(`brands.status.${row.status}`)}>
            <Switch
              size="small"
              checked={row.status === 'active'}
              disabled={!canUpdate}
              onChange={() =>
                void change
                  .mutateAsync({ id: row.id, status: row.status === 'active' ? 'inactive' : 'active' })
                  .then(() =>
                    showQuickMessage({ type: 'success', body: catalogueMessage('Change status successful!') }),
                  )
                  .catch(() => undefined)
              }
              slotProps={{ input: { 'aria-label': t('brands.status.toggle') } }}
              data-testid={`trim-status-${row.id}`}
            />
          </LazyTooltip>
        ),
      },
      {
        field: 'actions',
        headerName: t('fields.actions'),
        width: 84,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', width: '100%' }}>
            {canUpdate && (
              <IconButton
                size="small"
                component={Link}
                to={href('brands.modelDetailEdit', { id: row.id })}
                aria-label={t('actions.edit')}
                data-testid={`trim-edit-${row.id}`}
              >
                <EditRounded fontSize="small" />
              </IconButton>
            )}
            {canDelete && (
              <IconButton
                size="small"
                aria-label={t('actions.delete')}
                data-testid={`trim-delete-${row.id}`}
                onClick={() => void askDelete(row).catch(reportError)}
              >
                <DeleteRounded fontSize="small" />
              </IconButton>
            )}
          </Box>
        ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, canUpdate, canDelete]);

  const layout = useSavedColumns('brands.modelDetails');
  return (
    <DataTable<ModelDetail>
      layout={layout}
      rows={result?.data ?? []}
      columns={columns}
      loading={loading}
      paging={{
        page: search.page,
        pageSize: modelDetails.pageSize,
        total: result?.total ?? 0,
        onPage: (page) => onSearchChange({ page }),
      }}
      emptyText={t('brands.list.empty')}
    />
  );
}
