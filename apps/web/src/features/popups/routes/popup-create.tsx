import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { popupPagesQuery, useSavePopup } from '../api.ts';
import { PopupForm } from '../components/popup-form.tsx';

export function loader() {
  requirePermission('popups-create');
  void queryClient.prefetchQuery(popupPagesQuery());
  return null;
}

/** /popups/create */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useQuery(popupPagesQuery());
  const save = useSavePopup();
  return (
    <>
      <PageHeader title={t('popups.create.title')} />
      <PopupForm
        pages={pages.data ?? []}
        onCancel={() => void navigate(href('popups.list'))}
        onSubmit={async (form, image) => {
          const res = await save.mutateAsync({ form, image });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('popups.list'));
        }}
      />
    </>
  );
}
