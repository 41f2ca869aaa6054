import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../components/list-screen.tsx';
import { events } from '../api.ts';
import { useEventColumns } from '../components/event-columns.tsx';

export const loader = events.listLoader;

/** /events: promotion events. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ListScreen
      resource={events}
      texts="events.list"
      create={{ screen: 'events.create', testId: 'event-create' }}
      columns={useEventColumns()}
      rowHeight={60}
      filters={[
        { type: 'search', key: 'q' },
        {
          type: 'yesno',
          key: 'status',
          label: t('fields.status'),
          testId: 'events-status-filter',
        },
      ]}
    />
  );
}
