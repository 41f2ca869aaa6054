import { POPUP_IMAGE_FIELD } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCreateScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { createLoader } from '../../../lib/crud.ts';
import { popupPagesQuery, popups } from '../api.ts';
import { PopupForm } from '../components/popup-form.tsx';

export const loader = createLoader(popupPagesQuery);

/** /popups/create */
export function Component() {
  const { t } = useTranslation();
  const pages = useQuery(popupPagesQuery());
  const { submit, cancel } = useCreateScreen(popups, href('popups.list'));
  return (
    <>
      <PageHeader title={t('popups.create.title')} />
      <PopupForm
        pages={pages.data ?? []}
        onCancel={cancel}
        onSubmit={(form, image) => submit({ form, files: { [POPUP_IMAGE_FIELD]: image } })}
      />
    </>
  );
}
