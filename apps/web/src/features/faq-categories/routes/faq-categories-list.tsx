import { hasPermission, type FaqCategory } from '@admin/contract';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/areas.ts';
import { editDeleteColumn, StatusChip } from '../../../components/columns/row-parts.tsx';
import { textColumn } from '../../../components/columns/columns.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { urlListLoader } from '../../../lib/crud.ts';
import {
  FAQ_CATEGORIES_PAGE_SIZE,
  faqCategoriesListQuery,
  faqCategoriesUrlState,
  useDeleteFaqCategory,
} from '../api.ts';

const list = {
  urlState: faqCategoriesUrlState,
  listQuery: faqCategoriesListQuery,
  pageSize: FAQ_CATEGORIES_PAGE_SIZE,
  views: 'faqCategories.list',
};

export const loader = urlListLoader(list);

/** /faqs/category: FAQ categories of levels 1 and 2. */
export function Component() {
  const { t } = useTranslation();
  const grants = useCurrentUser().role_has_permission;
  const remove = useDeleteFaqCategory();
  const columns: TableColumn<FaqCategory>[] = [
    { field: 'name', headerName: t('faqCategories.fields.name'), flex: 1, minWidth: 200 },
    {
      field: 'level',
      headerName: t('faqCategories.fields.level'),
      width: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          label={t(`faqCategories.level.${row.level}`)}
          color={row.level === 1 ? 'primary' : 'default'}
        />
      ),
    },
    textColumn(
      { field: 'parent', headerName: t('faqCategories.fields.parent'), flex: 1, minWidth: 160 },
      (row) => row.parent?.name,
    ),
    { field: 'children_count', headerName: t('faqCategories.fields.children'), width: 110, type: 'number' },
    { field: 'faqs_count', headerName: t('faqCategories.fields.faqs'), width: 90, type: 'number' },
    { field: 'sort', headerName: t('faqCategories.fields.sort'), width: 80, type: 'number' },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 110,
      renderCell: ({ row }) => (
        <StatusChip
          status={row.status ? 'published' : 'hidden'}
          label={t(row.status ? 'kit.switch.on' : 'kit.switch.off')}
        />
      ),
    },
    editDeleteColumn(t('fields.actions'), {
      testId: 'faq-category',
      canEdit: hasPermission(grants, 'category-faqs-update'),
      canDelete: hasPermission(grants, 'category-faqs-delete'),
      edit: { href: (row) => href('faq-categories.edit', { id: row.id }) },
      confirmTitle: (row) => t('faqCategories.list.confirmDelete', { name: row.name }),
      remove: (id) => remove.mutateAsync(id),
    }),
  ];
  return (
    <ListScreen
      resource={list}
      texts="faqCategories.list"
      create={{ screen: 'faq-categories.create', testId: 'faq-category-create' }}
      columns={columns}
      filters={[
        { type: 'search', key: 'q' },
        {
          type: 'custom',
          render: (search, onSearch) => (
            <Tabs
              value={search.level ?? 0}
              onChange={(_e, v: 0 | 1 | 2) => onSearch({ level: v === 0 ? undefined : v })}
            >
              <Tab value={0} label={t('kit.all')} />
              <Tab value={1} label={t('faqCategories.level.1')} data-testid="faq-categories-level-1" />
              <Tab value={2} label={t('faqCategories.level.2')} data-testid="faq-categories-level-2" />
            </Tabs>
          ),
        },
      ]}
    />
  );
}
