import { EVENT_IMAGE_FIELD } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { useCreateScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { events } from '../api.ts';
import { EventForm } from '../components/event-form.tsx';

/** /events/create: 'Tạo thành công', then the events list. */
export function Component() {
  const { t } = useTranslation();
  const { submit, cancel } = useCreateScreen(events, href('events.list'));
  return (
    <>
      <PageHeader title={t('events.create.title')} />
      <EventForm
        onCancel={cancel}
        onSubmit={(form, image) => submit({ form, files: { [EVENT_IMAGE_FIELD]: image } })}
      />
    </>
  );
}
