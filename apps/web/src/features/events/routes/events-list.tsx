import { hasPermission, type Event } from '@admin/contract';
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

  const columns: TableColumn<Event>[] = [
    {
      field: 'image',
      headerName: t('events.fields.image'),
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
    {
      field: 'location',
      headerName: t('events.fields.location'),
      flex: 1,
      minWidth: 140,
      valueGetter: (_v, row) => row.location ?? EMPTY,
    },
    {
      field: 'start_time',
      headerName: t('events.fields.startTime'),
      width: 140,
      valueFormatter: (v: string | null) => formatDateTime(v),
    },
    {
      field: 'end_time',
      headerName: t('events.fields.endTime'),
      width: 140,
      valueFormatter: (v: string | null) => formatDateTime(v),
    },
    statusSwitchColumn(t('fields.status'), {
      testId: 'event',
      width: 110,
      canChange: hasPermission(grants, 'events-status'),
      change: (id, next) => status.mutateAsync({ id, status: next }),
    }),
    editDeleteColumn(t('fields.actions'), {
      testId: 'event',
      canEdit: hasPermission(grants, 'events-update'),
      // shown to everyone: a 403 on delete is ignored silently (spec section 6)
      canDelete: true,
      onEdit: (row) => void navigate(href('events.edit', { id: row.id })),
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
            <CreateButton to={href('events.create')} label={t('events.list.create')} testId="event-create" />
          )
        }
      />
      <ListCard<Event>
        {...pagedRows(list, search.page, onSearch)}
        columns={columns}
        pageSize={EVENTS_PAGE_SIZE}
        rowHeight={60}
        emptyText={t('events.list.empty')}
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
