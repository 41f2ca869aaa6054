import { shownHidden } from '../../../components/lists/row-bulk.ts';
import { listRoute } from '../../../components/lists/list-route.tsx';
import { events } from '../api.ts';
import { useEventColumns } from '../components/event-columns.tsx';

/** /events: promotion events. */
export const { loader, Component } = listRoute(events, {
  create: 'event-create',
  useColumns: useEventColumns,
  rowHeight: 60,
  useBulk: (t) => ({
    status: { field: 'status', values: shownHidden(t), permission: 'events-status' },
    delete: 'events-delete',
  }),
  useFilters: (t) => [{ type: 'yesno', key: 'status', label: t('fields.status'), testId: 'events-status-filter' }],
});
