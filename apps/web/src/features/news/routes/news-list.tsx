import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../../../components/header-action.tsx';
import { ListHeader } from '../../../components/page-header.tsx';
import { newsCategoryOptionsQuery, news } from '../api.ts';
import { NewsTable } from '../components/news-table.tsx';

export const loader = news.listLoaderWith(newsCategoryOptionsQuery);

/** /news: all articles. */
export function Component() {
  const { t } = useTranslation();
  const { search, onSearch, list } = news.useList();
  const categories = useQuery(newsCategoryOptionsQuery());
  return (
    <>
      <ListHeader
        texts="news.list"
        count={list.data?.total ?? 0}
        actions={
          <HeaderAction
            screen="news.create"
            icon={<EditNoteRounded />}
            testId="news-write"
            label={t('news.list.write')}
          />
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
