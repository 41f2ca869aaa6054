import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { useSaveEvent } from '../api.ts';
import { EventForm } from '../components/event-form.tsx';

export function loader() {
  requirePermission('events-create');
  return null;
}

/** /events/create: 'Tạo thành công', then the events list. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEvent();
  return (
    <>
      <PageHeader title={t('events.create.title')} />
      <EventForm
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
