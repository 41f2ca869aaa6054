import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEditScreen } from '../../../components/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href } from '../../../lib/areas.ts';
import { editLoader } from '../../../lib/crud.ts';
import { bannerPagesQuery, banners, useSaveBanner } from '../api.ts';
import { BannerForm } from '../components/banner-form.tsx';

export const loader = editLoader(banners.detail, bannerPagesQuery);

/** /banners/:id/edit (banners-id-edit): after saving, this page again with the saved banner. */
export function Component() {
  const { t } = useTranslation();
  const pages = useQuery(bannerPagesQuery());
  const { item, submit, cancel } = useEditScreen(
    { detail: banners.detail, useSave: useSaveBanner },
    href('banners.list'),
    {
      next: (res) => href('banners.edit', { id: res.data.id }),
      replace: true,
    },
  );
  return (
    <>
      <PageHeader title={t('banners.edit.title')} subtitle={item.title} />
      <BannerForm
        key={item.updated_at}
        item={item}
        pages={pages.data ?? []}
        onCancel={cancel}
        onSubmit={(form, thumbnail) => submit({ form, thumbnail })}
      />
    </>
  );
}
