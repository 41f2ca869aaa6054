import Box from '@mui/material/Box';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href } from '../../../lib/areas.ts';
import { EditDeleteButtons, RowAction, rowActionsColumn } from '../../../components/columns/row-parts.tsx';
import { useEditDeleteOptions } from '../../../components/columns/row-columns.tsx';
import { EMPTY } from '../../../lib/format.ts';
import { chipColumn, dateColumn, textColumn, titleColumn } from '../../../components/columns/columns.tsx';
import { useDeleteNews, type NewsRow } from '../api.ts';

/** The articles' columns and each article's actions. */
export function useNewsColumns(): TableColumn<NewsRow>[] {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteNews();
  const actions = useEditDeleteOptions<NewsRow>('news', 'news', (id) => remove.mutateAsync(id));

  const columns: TableColumn<NewsRow>[] = [
    {
      field: 'thumbnail',
      sortable: false,
      headerName: t('news.fields.thumbnail'),
      // the pictures speak for themselves; the name stays for the columns menu and screen readers
      hideHeader: true,
      width: 84,
      renderCell: ({ row }) =>
        row.thumbnail ? (
          <Box
            component="img"
            src={row.thumbnail}
            alt=""
            sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 0.5 }}
          />
        ) : (
          EMPTY
        ),
    },
    titleColumn(
      { field: 'title', headerName: t('news.fields.title'), flex: 2, minWidth: 220 },
      { title: (row) => row.title, subtitle: (row) => row.summary ?? row.slug },
    ),
    textColumn(
      { field: 'category', sortable: false, headerName: t('news.fields.category'), flex: 0.9, minWidth: 150 },
      (row) => row.category?.name,
    ),
    chipColumn(
      { field: 'status', sortable: false, headerName: t('fields.status'), width: 120 },
      (row) => row.status,
      (status) => t(`news.status.${status}`),
    ),
    textColumn(
      { field: 'author', sortable: false, headerName: t('news.fields.author'), width: 140 },
      (row) => row.author?.name,
    ),
    dateColumn({ field: 'published_at', headerName: t('news.fields.publishedAt'), width: 135 }),
    dateColumn({ field: 'updated_at', headerName: t('news.fields.updatedAt'), width: 135 }),
    rowActionsColumn(t('fields.actions'), 120, (row) => (
      <>
        <RowAction
          title={t('news.list.view')}
          icon={<VisibilityRounded fontSize="small" />}
          testId={`news-view-${row.id}`}
          onClick={() => void navigate(href('news.view', { id: row.id }))}
        />
        <EditDeleteButtons row={row} options={actions} />
      </>
    )),
  ];

  return columns;
}
