import { hasPermission, type NewsCategory } from '@admin/contract';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/areas.ts';
import { editDeleteColumn, RowSwitch } from '../../../components/columns/row-parts.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useRowBulkActions } from '../../../components/lists/row-bulk.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { dateColumn } from '../../../components/columns/columns.tsx';
import { categories, useCategoryStatus, useDeleteCategory } from '../api.ts';

export const loader = categories.listLoader;

/** /category: the categories of articles. */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const status = useCategoryStatus();
  const remove = useDeleteCategory();

  const bulk = useRowBulkActions<NewsCategory>(categories.path, {
    status: {
      field: 'status',
      values: [
        { value: 1, label: t('common.bulk.show') },
        { value: 0, label: t('common.bulk.hide') },
      ],
      permission: 'category-update',
    },
    delete: 'category-delete',
  });
  const columns: TableColumn<NewsCategory>[] = [
    { field: 'name', headerName: t('category.fields.name'), flex: 1, minWidth: 180 },
    { field: 'slug', headerName: t('category.fields.slug'), flex: 1, minWidth: 160 },
    { field: 'news_count', headerName: t('category.fields.newsCount'), width: 100, type: 'number' },
    { field: 'sort', headerName: t('category.fields.sort'), width: 90, type: 'number' },
    {
      field: 'status',
      headerName: t('category.shown'),
      width: 140,
      renderCell: ({ row }) => (
        <RowSwitch
          checked={row.status === 1}
          disabled={!hasPermission(grants, 'category-update')}
          label={t(row.status === 1 ? 'kit.switch.on' : 'kit.switch.off')}
          testId={`category-status-${row.id}`}
          onToggle={async (next) => {
            await status.mutateAsync({ id: row.id, status: next ? 1 : 0 });
            showQuickMessage({ type: 'success', body: t('kit.statusChanged') });
          }}
        />
      ),
    },
    dateColumn({ field: 'created_at', headerName: t('fields.createdAt'), width: 110 }, false),
    editDeleteColumn(t('fields.actions'), {
      testId: 'category',
      canEdit: hasPermission(grants, 'category-update'),
      canDelete: hasPermission(grants, 'category-delete'),
      edit: { href: (row) => href('categories.edit', { id: row.id }) },
      confirmTitle: (row) => t('category.list.confirmDelete', { name: row.name }),
      remove: (id) => remove.mutateAsync(id),
    }),
  ];

  return (
    <ListScreen
      resource={categories}
      texts="category.list"
      create={{ screen: 'categories.create', testId: 'category-create' }}
      columns={columns}
      bulk={{ actions: bulk, refresh: [categories.keys.all], label: (row) => row.name }}
      filters={[{ type: 'search', key: 'q' }]}
    />
  );
}
