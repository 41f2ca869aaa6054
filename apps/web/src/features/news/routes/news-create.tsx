import { hasPermission } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { href } from '../../../lib/areas.ts';
import { useSaveAndReturn } from '../../../components/forms/form-screen.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { createLoader } from '../../../lib/crud.ts';
import { newsCategoryOptionsQuery, useSaveNews } from '../api.ts';
import { NewsForm } from '../components/news-form.tsx';

export const loader = createLoader(newsCategoryOptionsQuery);

/** /news/create: writing an article leads to its edit page. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const categories = useQuery(newsCategoryOptionsQuery());
  const { submit, cancel } = useSaveAndReturn(useSaveNews(), href('news.list'), {
    message: t('kit.created'),
    next: (res) => href('news.edit', { id: res.data.id }),
  });
  return (
    <>
      <PageHeader title={t('news.create.title')} subtitle={t('news.create.subtitle')} />
      <NewsForm
        categories={categories.data ?? []}
        canPublish={hasPermission(me.role_has_permission, 'news-status')}
        onCancel={cancel}
        onSubmit={submit}
      />
    </>
  );
}
