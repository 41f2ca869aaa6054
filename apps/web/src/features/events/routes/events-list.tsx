import { hasPermission, type Event } from '@admin/contract';
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
import { EVENTS_PAGE_SIZE, eventsListQuery, eventsUrlState, useDeleteEvent, useEventStatus } from '../api.ts';

export function loader({ request }: LoaderFunctionArgs) {
  requirePermission('events-index');
  void queryClient.prefetchQuery(eventsListQuery(eventsUrlState.parse(new URL(request.url).searchParams)));
  return null;
}

/** /events: promotion events. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const grants = useCurrentUser().role_has_permission;
  const [search, onSearch] = useUrlState(eventsUrlState);
  const list = useQuery(eventsListQuery(search));
  const status = useEventStatus();
  const remove = useDeleteEvent();

  const columns: GridColDef<Event>[] = [
    {
      field: 'image',
      headerName: t('events.fields.image'),
      width: 96,
      renderCell: ({ row }) =>
        row.image ? <Box component="img" src={row.image.small} alt="" sx={{ width: 72, height: 44, objectFit: 'cover', borderRadius: 0.5 }} /> : EMPTY,
    },
    {
      field: 'title',
      headerName: t('events.fields.title'),
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
    { field: 'location', headerName: t('events.fields.location'), flex: 1, minWidth: 140, valueGetter: (_v, row) => row.location ?? EMPTY },
    { field: 'start_time', headerName: t('events.fields.startTime'), width: 140, valueFormatter: (v: string | null) => formatDateTime(v) },
    { field: 'end_time', headerName: t('events.fields.endTime'), width: 140, valueFormatter: (v: string | null) => formatDateTime(v) },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 110,
      renderCell: ({ row }) => (
        <RowSwitch
          checked={row.status === 1}
          disabled={!hasPermission(grants, 'events-status')}
          label={t(row.status === 1 ? 'content.switch.on' : 'content.switch.off')}
          testId={`event-status-${row.id}`}
          onToggle={async (next) => {
            const res = await status.mutateAsync({ id: row.id, status: next ? 1 : 0 });
            showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          }}
        />
      ),
    },
    editDeleteColumn(t('fields.actions'), {
      testId: 'event',
      canEdit: hasPermission(grants, 'events-update'),
      // shown to everyone: a 403 on delete is ignored silently (spec section 6)
      canDelete: true,
      onEdit: (row) => void navigate(contentPaths.eventEdit(row.id)),
      confirmTitle: (row) => t('events.list.confirmDelete', { title: row.title }),
      remove: (id) => remove.mutateAsync(id),
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('events.list.title')}
        subtitle={t('events.list.subtitle', { count: list.data?.total ?? 0 })}
        actions={
          hasPermission(grants, 'events-create') && (
            <Button component={Link} to={contentPaths.eventCreate} variant="contained" startIcon={<AddRounded />} data-testid="event-create">
              {t('events.list.create')}
            </Button>
          )
        }
      />
      <ListCard<Event>
        rows={list.data?.data ?? []}
        columns={columns}
        loading={list.isFetching}
        total={list.data?.total ?? 0}
        page={search.page}
        pageSize={EVENTS_PAGE_SIZE}
        onPage={(page) => onSearch({ page })}
        rowHeight={60}
        localeText={{ noRowsLabel: t('events.list.empty') }}
        filters={
          <>
            <SearchBox value={search.q} onChange={(q) => onSearch({ q })} placeholder={t('events.list.search')} />
            <FilterSelect
              label={t('fields.status')}
              value={search.status}
              options={[
                { value: 1 as const, label: t('content.switch.on') },
                { value: 0 as const, label: t('content.switch.off') },
              ]}
              onChange={(s) => onSearch({ status: s })}
              allLabel={t('content.all')}
              testId="events-status-filter"
            />
          </>
        }
      />
    </>
  );
}
