import { POPUP_IMAGE_FIELD } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { editLoader } from '../../../lib/crud.ts';
import { popupPagesQuery, popups } from '../api.ts';
import { PopupForm } from '../components/popup-form.tsx';

export const loader = editLoader(popups.detail, popupPagesQuery);

/** /popups/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const pages = useQuery(popupPagesQuery());
  const { item, submit, cancel } = useEditScreen(popups, href('popups.list'));
  return (
    <>
      <PageHeader title={t('popups.edit.title')} subtitle={item.title} />
      <PopupForm
        key={item.updated_at}
        item={item}
        pages={pages.data ?? []}
        onCancel={cancel}
        onSubmit={(form, image) => submit({ form, files: { [POPUP_IMAGE_FIELD]: image } })}
      />
    </>
  );
}
