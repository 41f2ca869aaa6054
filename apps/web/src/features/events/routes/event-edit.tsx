import { EVENT_IMAGE_FIELD } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { events } from '../api.ts';
import { EventForm } from '../components/event-form.tsx';

export const loader = events.detailLoader;

/** /events/:id/edit: 'Sửa thành công', then the events list. */
export function Component() {
  const { t } = useTranslation();
  const { item, submit, cancel } = useEditScreen(events, href('events.list'));
  return (
    <>
      <PageHeader title={t('events.edit.title')} subtitle={item.title} />
      <EventForm
        key={item.updated_at}
        item={item}
        onCancel={cancel}
        onSubmit={(form, image) => submit({ form, files: { [EVENT_IMAGE_FIELD]: image } })}
      />
    </>
  );
}
