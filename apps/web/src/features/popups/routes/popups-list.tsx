import { hasPermission, type Popup } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { contentPaths } from '../../../app/content-paths.ts';
import { editDeleteColumn, FilterSelect, ListCard, RowSwitch, SearchBox } from '../../../components/content/list-kit.tsx';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { EMPTY, formatDateTime } from '../../../lib/format.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { POPUPS_PAGE_SIZE, popupPagesQuery, popupsListQuery, popupsUrlState, useDeletePopup, usePopupStatus } from '../api.ts';

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
  const columns: GridColDef<Popup>[] = [
    {
      field: 'image',
      headerName: t('popups.fields.image'),
      width: 96,
      renderCell: ({ row }) => (row.image ? <Box component="img" src={row.image.small} alt="" sx={{ width: 72, height: 44, objectFit: 'cover', borderRadius: 0.5 }} /> : EMPTY),
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
    { field: 'frequency', headerName: t('popups.fields.frequency'), width: 130, valueGetter: (_v, row) => t(`popups.frequency.${row.frequency}`) },
    { field: 'start_time', headerName: t('popups.fields.startTime'), width: 140, valueFormatter: (v: string | null) => formatDateTime(v) },
    { field: 'end_time', headerName: t('popups.fields.endTime'), width: 140, valueFormatter: (v: string | null) => formatDateTime(v) },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 100,
      renderCell: ({ row }) => (
        <RowSwitch
          checked={row.status === 1}
          disabled={!hasPermission(grants, 'popups-status')}
          label={t(row.status === 1 ? 'content.switch.on' : 'content.switch.off')}
          testId={`popup-status-${row.id}`}
          onToggle={async (next) => {
            const res = await status.mutateAsync({ id: row.id, status: next ? 1 : 0 });
            showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          }}
        />
      ),
    },
    editDeleteColumn(t('fields.actions'), {
      testId: 'popup',
      canEdit: hasPermission(grants, 'popups-update'),
      canDelete: hasPermission(grants, 'popups-delete'),
      onEdit: (row) => void navigate(contentPaths.popupEdit(row.id)),
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
            <Button component={Link} to={contentPaths.popupCreate} variant="contained" startIcon={<AddRounded />} data-testid="popup-create">
              {t('popups.list.create')}
            </Button>
          )
        }
      />
      <ListCard<Popup>
        rows={list.data?.data ?? []}
        columns={columns}
        loading={list.isFetching}
        total={list.data?.total ?? 0}
        page={search.page}
        pageSize={POPUPS_PAGE_SIZE}
        onPage={(page) => onSearch({ page })}
        rowHeight={60}
        localeText={{ noRowsLabel: t('popups.list.empty') }}
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
