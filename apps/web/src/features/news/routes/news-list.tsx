import { hasPermission } from '@admin/contract';
import Button from '@mui/material/Button';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { newsCategoryOptionsQuery, news } from '../api.ts';
import { NewsTable } from '../components/news-table.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(news.listQuery(news.urlState.parse(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(newsCategoryOptionsQuery());
  return null;
}

/** /news: all articles. */
export function Component() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [search, onSearch] = useUrlState(news.urlState);
  const list = useQuery(news.listQuery(search));
  const categories = useQuery(newsCategoryOptionsQuery());
  return (
    <>
      <PageHeader
        title={t('news.list.title')}
        subtitle={t('news.list.subtitle', { count: list.data?.total ?? 0 })}
        actions={
          hasPermission(me.role_has_permission, 'news-create') && (
            <Button
              component={Link}
              to={href('news.create')}
              variant="contained"
              startIcon={<EditNoteRounded />}
              data-testid="news-write"
            >
              {t('news.list.write')}
            </Button>
          )
        }
      />
      <NewsTable
        search={search}
        onSearch={onSearch}
        rows={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        categories={categories.data ?? []}
      />
    </>
  );
}
