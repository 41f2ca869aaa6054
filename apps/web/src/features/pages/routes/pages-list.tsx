import { hasPermission, type Page } from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TableColumn } from '../../../components/data-table.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { CreateButton, editDeleteColumn, statusSwitchColumn } from '../../../components/content/list-kit.tsx';
import { ListCard, pagedRows, SearchBox } from '../../../components/list-kit.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { PAGES_PAGE_SIZE, pagesListQuery, pagesUrlState, useDeletePage, usePageStatus } from '../api.ts';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('pages-view');
  void queryClient.prefetchQuery(pagesListQuery(pagesUrlState.parse(new URL(request.url).searchParams)));
  return null;
}

/** /pages: the site's pages that banners and pop-ups are placed on. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const [search, onSearch] = useUrlState(pagesUrlState);
  const list = useQuery(pagesListQuery(search));
  const status = usePageStatus();
  const remove = useDeletePage();
  const columns: TableColumn<Page>[] = [
    {
      field: 'title',
      headerName: t('pages.fields.title'),
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 13.5 }} noWrap>
            {row.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            /{row.slug}
          </Typography>
        </Box>
      ),
    },
    { field: 'banners_count', headerName: t('pages.fields.banners'), width: 100, type: 'number' },
    { field: 'popups_count', headerName: t('pages.fields.popups'), width: 100, type: 'number' },
    statusSwitchColumn(t('fields.status'), {
      testId: 'page',
      width: 110,
      canChange: hasPermission(grants, 'pages-status'),
      change: (id, next) => status.mutateAsync({ id, status: next }),
    }),
    {
      field: 'updated_at',
      headerName: t('pages.fields.updatedAt'),
      width: 140,
      valueFormatter: (v: string) => formatDateTime(v),
    },
    editDeleteColumn(t('fields.actions'), {
      testId: 'page',
      canEdit: hasPermission(grants, 'pages-update'),
      canDelete: hasPermission(grants, 'pages-delete'),
      onEdit: (row) => void navigate(href('pages.edit', { id: row.id })),
      confirmTitle: (row) => t('pages.list.confirmDelete', { title: row.title }),
      remove: (id) => remove.mutateAsync(id),
    }),
  ];
  return (
    <>
      <PageHeader
        title={t('pages.list.title')}
        subtitle={t('pages.list.subtitle', { count: list.data?.total ?? 0 })}
        actions={
          hasPermission(grants, 'pages-create') && (
            <CreateButton to={href('pages.create')} label={t('pages.list.create')} testId="page-create" />
          )
        }
      />
      <ListCard<Page>
        {...pagedRows(list, search.page, onSearch)}
        columns={columns}
        pageSize={PAGES_PAGE_SIZE}
        rowHeight={60}
        emptyText={t('pages.list.empty')}
        filters={<SearchBox value={search.q} onChange={(q) => onSearch({ q })} placeholder={t('pages.list.search')} />}
      />
    </>
  );
}
