import { POPUP_IMAGE_FIELD } from '@admin/contract';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { popupPagesQuery, popups } from '../api.ts';
import { PopupForm } from '../components/popup-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(popupPagesQuery());
  await queryClient.ensureQueryData(popups.detail(parseId(params)));
  return null;
}

/** /popups/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(popups.detail(id));
  const pages = useQuery(popupPagesQuery());
  const save = popups.useSave(id);
  return (
    <>
      <PageHeader title={t('popups.edit.title')} subtitle={item.title} />
      <PopupForm
        key={item.updated_at}
        item={item}
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
