import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { events, useSaveEvent } from '../api.ts';
import { EventForm } from '../components/event-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  requirePermission('events-update');
  await queryClient.ensureQueryData(events.detail(parseId(params)));
  return null;
}

/** /events/:id/edit: 'Sửa thành công', then the events list. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(events.detail(id));
  const save = useSaveEvent(id);
  return (
    <>
      <PageHeader title={t('events.edit.title')} subtitle={item.title} />
      <EventForm
        key={item.updated_at}
        item={item}
        onCancel={() => void navigate(href('events.list'))}
        onSubmit={async (form, image) => {
          const res = await save.mutateAsync({ form, image });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('events.list'));
        }}
      />
    </>
  );
}
