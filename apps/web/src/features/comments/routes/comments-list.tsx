import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { useUrlState } from '../../../lib/url-state.ts';
import { commentsListQuery, commentsUrlState } from '../api.ts';
import { CommentsTable } from '../components/comments-table.tsx';

export function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(commentsListQuery(commentsUrlState.parse(new URL(request.url).searchParams)));
  return null;
}

/** /comments: moderation of the readers' comments. */
export function Component() {
  const { t } = useTranslation();
  const [search, onSearch] = useUrlState(commentsUrlState);
  const list = useQuery(commentsListQuery(search));
  return (
    <>
      <PageHeader
        title={t('comments.list.title')}
        subtitle={t('comments.list.subtitle', { count: list.data?.total ?? 0 })}
      />
      <CommentsTable
        search={search}
        onSearch={onSearch}
        rows={list.data?.data ?? []}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
      />
    </>
  );
}
