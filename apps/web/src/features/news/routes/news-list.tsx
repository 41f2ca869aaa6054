import { NEWS_SORTS, NEWS_STATUSES } from '@admin/contract';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HeaderAction } from '../../../components/header-action.tsx';
import { optionsFilter, valuesFilter } from '../../../components/lists/list-filters.tsx';
import { ListScreen } from '../../../components/lists/list-screen.tsx';
import { useRowBulkActions } from '../../../components/lists/row-bulk.ts';
import { newsCategoryOptionsQuery, news, type NewsRow } from '../api.ts';
import { useNewsColumns } from '../components/news-columns.tsx';

export const loader = news.listLoaderWith(newsCategoryOptionsQuery);

/** /news: all articles. */
export function Component() {
  const { t } = useTranslation();
  const categories = useQuery(newsCategoryOptionsQuery());
  const bulk = useRowBulkActions<NewsRow>(news.path, {
    status: {
      field: 'status',
      values: NEWS_STATUSES.map((value) => ({
        value,
        label: t('common.bulk.setStatus', { status: t(`news.status.${value}`) }),
      })),
      permission: 'news-status',
    },
    delete: 'news-delete',
  });
  return (
    <ListScreen
      resource={news}
      texts="news.list"
      actions={
        <HeaderAction
          screen="news.create"
          icon={<EditNoteRounded />}
          testId="news-write"
          label={t('news.list.write')}
        />
      }
      columns={useNewsColumns()}
      rowHeight={60}
      sort={{ fields: NEWS_SORTS }}
      bulk={{ actions: bulk, refresh: [news.keys.all], label: (row) => `#${row.id} ${row.title}` }}
      filters={[
        { type: 'search', key: 'q' },
        optionsFilter(
          'category_id',
          t('news.fields.category'),
          (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
          'news-category-filter',
        ),
        valuesFilter('status', t('fields.status'), NEWS_STATUSES, 'news.status', 'news-status-filter'),
      ]}
    />
  );
}
