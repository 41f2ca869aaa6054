import { hasPermission } from '@admin/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { newsCategoryOptionsQuery, useSaveNews } from '../api.ts';
import { NewsForm } from '../components/news-form.tsx';

export function loader() {
  requirePermission('news-create');
  void queryClient.prefetchQuery(newsCategoryOptionsQuery());
  return null;
}

/** /news/create: writing an article leads to its edit page. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const categories = useQuery(newsCategoryOptionsQuery());
  const save = useSaveNews();
  return (
    <>
      <PageHeader title={t('news.create.title')} subtitle={t('news.create.subtitle')} />
      <NewsForm
        categories={categories.data ?? []}
        canPublish={hasPermission(me.role_has_permission, 'news-status')}
        onCancel={() => void navigate(href('news.list'))}
        onSubmit={async (body) => {
          const { data } = await save.mutateAsync(body);
          showQuickMessage({ type: 'success', body: t('content.created') });
          await navigate(href('news.edit', { id: data.id }));
        }}
      />
    </>
  );
}
