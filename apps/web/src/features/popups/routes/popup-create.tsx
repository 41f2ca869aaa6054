import { POPUP_IMAGE_FIELD } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { popupPagesQuery, popups } from '../api.ts';
import { PopupForm } from '../components/popup-form.tsx';

export function loader() {
  void queryClient.prefetchQuery(popupPagesQuery());
  return null;
}

/** /popups/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useQuery(popupPagesQuery());
  const save = popups.useSave();
  return (
    <>
      <PageHeader title={t('popups.create.title')} />
      <PopupForm
        pages={pages.data ?? []}
        onCancel={() => void navigate(href('popups.list'))}
        onSubmit={async (form, image) => {
          const res = await save.mutateAsync({ form, files: { [POPUP_IMAGE_FIELD]: image } });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('popups.list'));
        }}
      />
    </>
  );
}
