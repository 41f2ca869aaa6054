import { hasPermission, type Popup } from '@admin/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TableColumn } from '../../../components/data-table.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { CreateButton, editDeleteColumn, statusSwitchColumn } from '../../../components/content/list-kit.tsx';
import { FilterSelect, ListCard, pagedRows, SearchBox } from '../../../components/list-kit.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import {
  POPUPS_PAGE_SIZE,
  popupPagesQuery,
  popupsListQuery,
  popupsUrlState,
  useDeletePopup,
  usePopupStatus,
} from '../api.ts';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('popups-view');
  void queryClient.prefetchQuery(popupsListQuery(popupsUrlState.parse(new URL(request.url).searchParams)));
  return null;
}

/** /popups: the pop-ups shown on the site's pages. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const [search, onSearch] = useUrlState(popupsUrlState);
  const list = useQuery(popupsListQuery(search));
  const pages = useQuery({ ...popupPagesQuery(), enabled: hasPermission(grants, 'pages-view') });
  const status = usePopupStatus();
  const remove = useDeletePopup();
  const columns: TableColumn<Popup>[] = [
    {
      field: 'image',
      headerName: t('popups.fields.image'),
      width: 96,
      renderCell: ({ row }) =>
        row.image ? (
          <Box
            component="img"
            src={row.image.small}
            alt=""
            sx={{ width: 72, height: 44, objectFit: 'cover', borderRadius: 0.5 }}
          />
        ) : (
          EMPTY
        ),
    },
    {
      field: 'title',
      headerName: t('popups.fields.title'),
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, fontSize: 13.5 }} noWrap>
            {row.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {row.link ?? EMPTY}
          </Typography>
        </Box>
      ),
    },
    { field: 'page_name', headerName: t('popups.fields.page'), flex: 1, minWidth: 130 },
    {
      field: 'frequency',
      headerName: t('popups.fields.frequency'),
      width: 130,
      valueGetter: (_v, row) => t(`popups.frequency.${row.frequency}`),
    },
    {
      field: 'start_time',
      headerName: t('popups.fields.startTime'),
      width: 140,
      valueFormatter: (v: string | null) => formatDateTime(v),
    },
    {
      field: 'end_time',
      headerName: t('popups.fields.endTime'),
      width: 140,
      valueFormatter: (v: string | null) => formatDateTime(v),
    },
    statusSwitchColumn(t('fields.status'), {
      testId: 'popup',
      width: 100,
      canChange: hasPermission(grants, 'popups-status'),
      change: (id, next) => status.mutateAsync({ id, status: next }),
    }),
    editDeleteColumn(t('fields.actions'), {
      testId: 'popup',
      canEdit: hasPermission(grants, 'popups-update'),
      canDelete: hasPermission(grants, 'popups-delete'),
      onEdit: (row) => void navigate(href('popups.edit', { id: row.id })),
      confirmTitle: (row) => t('popups.list.confirmDelete', { title: row.title }),
      remove: (id) => remove.mutateAsync(id),
    }),
  ];
  return (
    <>
      <PageHeader
        title={t('popups.list.title')}
        subtitle={t('popups.list.subtitle', { count: list.data?.total ?? 0 })}
        actions={
          hasPermission(grants, 'popups-create') && (
            <CreateButton to={href('popups.create')} label={t('popups.list.create')} testId="popup-create" />
          )
        }
      />
      <ListCard<Popup>
        {...pagedRows(list, search.page, onSearch)}
        columns={columns}
        pageSize={POPUPS_PAGE_SIZE}
        rowHeight={60}
        emptyText={t('popups.list.empty')}
        filters={
          <>
            <SearchBox value={search.q} onChange={(q) => onSearch({ q })} placeholder={t('popups.list.search')} />
            <FilterSelect
              label={t('popups.fields.page')}
              value={search.page_id}
              options={(pages.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
              onChange={(page_id) => onSearch({ page_id })}
              allLabel={t('content.all')}
              testId="popups-page-filter"
            />
          </>
        }
      />
    </>
  );
}
