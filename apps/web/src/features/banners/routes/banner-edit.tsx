import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { bannerPagesQuery, banners, useSaveBanner } from '../api.ts';
import { BannerForm } from '../components/banner-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  requirePermission('banners-update');
  void queryClient.prefetchQuery(bannerPagesQuery());
  await queryClient.ensureQueryData(banners.detail(parseId(params)));
  return null;
}

/** /banners/:id/edit (banners-id-edit): after saving, this page again with the saved banner. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(banners.detail(id));
  const pages = useQuery(bannerPagesQuery());
  const save = useSaveBanner(id);
  return (
    <>
      <PageHeader title={t('banners.edit.title')} subtitle={item.title} />
      <BannerForm
        key={item.updated_at}
        item={item}
        pages={pages.data ?? []}
        onCancel={() => void navigate(href('banners.list'))}
        onSubmit={async (form, thumbnail) => {
          const res = await save.mutateAsync({ form, thumbnail });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('banners.edit', { id: res.data.id }), { replace: true });
        }}
      />
    </>
  );
}
