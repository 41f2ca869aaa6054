import { hasPermission } from '@admin/contract';
import Button from '@mui/material/Button';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { showQuickMessage } from '../../../lib/feedback.ts';
import { requirePermission } from '../../../lib/permissions.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { parseId } from '../../../lib/route-params.ts';
import { news, newsCategoryOptionsQuery, useSaveNews } from '../api.ts';
import { NewsForm } from '../components/news-form.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  requirePermission('news-update');
  void queryClient.prefetchQuery(newsCategoryOptionsQuery());
  await queryClient.ensureQueryData(news.detail(parseId(params)));
  return null;
}

/** /news/:id/edit */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const id = parseId(useParams());
  const { data: item } = useSuspenseQuery(news.detail(id));
  const categories = useQuery(newsCategoryOptionsQuery());
  const save = useSaveNews(id);
  return (
    <>
      <PageHeader
        title={t('news.edit.title')}
        subtitle={item.title}
        actions={
          <Button
            component={Link}
            to={href('news.view', { id: id })}
            startIcon={<VisibilityRounded />}
            data-testid="news-open-view"
          >
            {t('news.list.view')}
          </Button>
        }
      />
      <NewsForm
        key={`${item.id}-${item.updated_at}`}
        item={item}
        categories={categories.data ?? []}
        canPublish={hasPermission(me.role_has_permission, 'news-status')}
        onCancel={() => void navigate(href('news.list'))}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          showQuickMessage({ type: 'success', body: t('content.updated') });
        }}
      />
    </>
  );
}
