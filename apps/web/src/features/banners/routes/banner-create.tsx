import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { successText } from '../../../components/content/messages.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { bannerPagesQuery, useSaveBanner } from '../api.ts';
import { BannerForm } from '../components/banner-form.tsx';

export function loader() {
  requirePermission('banners-create');
  void queryClient.prefetchQuery(bannerPagesQuery());
  return null;
}

/** /banners/create: after saving, the banner's edit page (banners-id-edit). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useQuery(bannerPagesQuery());
  const save = useSaveBanner();
  return (
    <>
      <PageHeader title={t('banners.create.title')} />
      <BannerForm
        pages={pages.data ?? []}
        onCancel={() => void navigate(href('banners.list'))}
        onSubmit={async (form, thumbnail) => {
          const res = await save.mutateAsync({ form, thumbnail });
          showQuickMessage({ type: 'success', body: successText(t, res.messages) });
          await navigate(href('banners.edit', { id: res.data.id }));
        }}
      />
    </>
  );
}
