import { hasPermission, type FaqCategory } from '@admin/contract';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import EditRounded from '@mui/icons-material/EditRounded';
import type { TableColumn } from '../../../components/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { DeleteRowAction, RowAction, rowActionsColumn, StatusChip } from '../../../components/content/list-kit.tsx';
import { ListCard, SearchBox } from '../../../components/list-kit.tsx';
import { HeaderAction } from '../../../components/header-action.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { urlListLoader, useUrlList } from '../../../lib/crud.ts';
import { EMPTY } from '../../../lib/format.ts';
import {
  FAQ_CATEGORIES_PAGE_SIZE,
  faqCategoriesListQuery,
  faqCategoriesUrlState,
  useDeleteFaqCategory,
} from '../api.ts';

export const loader = urlListLoader(faqCategoriesUrlState, faqCategoriesListQuery);

/** /faqs/category: FAQ categories of levels 1 and 2. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const { search, onSearch, list } = useUrlList(faqCategoriesUrlState, faqCategoriesListQuery);
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
    {
      field: 'parent',
      headerName: t('faqCategories.fields.parent'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, row) => row.parent?.name ?? EMPTY,
    },
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
          label={t(row.status ? 'content.switch.on' : 'content.switch.off')}
        />
      ),
    },
    rowActionsColumn(t('fields.actions'), 100, (row) => (
      <>
        {hasPermission(grants, 'category-faqs-update') && (
          <RowAction
            title={t('actions.edit')}
            icon={<EditRounded fontSize="small" />}
            testId={`faq-category-edit-${row.id}`}
            onClick={() => void navigate(href('faq-categories.edit', { id: row.id }))}
          />
        )}
        {hasPermission(grants, 'category-faqs-delete') && (
          <DeleteRowAction
            testId={`faq-category-delete-${row.id}`}
            confirmTitle={t('faqCategories.list.confirmDelete', { name: row.name })}
            remove={() => remove.mutateAsync(row.id)}
          />
        )}
      </>
    )),
  ];
  return (
    <>
      <PageHeader
        title={t('faqCategories.list.title')}
        subtitle={t('faqCategories.list.subtitle', { count: list.data?.total ?? 0 })}
        actions={
          <HeaderAction
            screen="faq-categories.create"
            testId="faq-category-create"
            label={t('faqCategories.list.create')}
          />
        }
      />
      <ListCard<FaqCategory>
        rows={list.data?.data ?? []}
        columns={columns}
        loading={list.isFetching}
        total={list.data?.total ?? 0}
        page={search.page}
        pageSize={FAQ_CATEGORIES_PAGE_SIZE}
        onPage={(page) => onSearch({ page })}
        emptyText={t('faqCategories.list.empty')}
        filters={
          <>
            <SearchBox
              value={search.q}
              onChange={(q) => onSearch({ q })}
              placeholder={t('faqCategories.list.search')}
            />
            <Tabs
              value={search.level ?? 0}
              onChange={(_e, v: 0 | 1 | 2) => onSearch({ level: v === 0 ? undefined : v })}
            >
              <Tab value={0} label={t('content.all')} />
              <Tab value={1} label={t('faqCategories.level.1')} data-testid="faq-categories-level-1" />
              <Tab value={2} label={t('faqCategories.level.2')} data-testid="faq-categories-level-2" />
            </Tabs>
          </>
        }
      />
    </>
  );
}
