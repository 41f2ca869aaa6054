import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { pagePlacementsQuery, pages } from '../api.ts';
import { PageForm } from '../components/page-form.tsx';
import { PagePlacements } from '../components/page-placements.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params);
  void queryClient.prefetchQuery(pagePlacementsQuery(id));
  await queryClient.ensureQueryData(pages.detail(id));
  return null;
}

/** /pages/:id/edit, with the page's banners and pop-ups. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(pages.detail(id));
  const save = pages.useSave(id);
  return (
    <>
      <PageHeader title={t('pages.edit.title')} subtitle={item.title} />
      <PageForm
        key={item.updated_at}
        item={item}
        onCancel={() => void navigate(href('pages.list'))}
        onSubmit={async (body) => {
          const res = await save.mutateAsync({ form: body });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
        }}
      />
      <PagePlacements id={id} />
    </>
  );
}
