import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSaveAndReturn } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { createLoader } from '../../../lib/crud.ts';
import { bannerPagesQuery, useSaveBanner } from '../api.ts';
import { BannerForm } from '../components/banner-form.tsx';

export const loader = createLoader(bannerPagesQuery);

/** /banners/create: after saving, the banner's edit page (banners-id-edit). */
export function Component() {
  const { t } = useTranslation();
  const pages = useQuery(bannerPagesQuery());
  const { submit, cancel } = useSaveAndReturn(useSaveBanner(), href('banners.list'), {
    next: (res) => href('banners.edit', { id: res.data.id }),
  });
  return (
    <>
      <PageHeader title={t('banners.create.title')} />
      <BannerForm
        pages={pages.data ?? []}
        onCancel={cancel}
        onSubmit={(form, thumbnail) => submit({ form, thumbnail })}
      />
    </>
  );
}
