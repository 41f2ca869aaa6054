import type { Page } from '@admin/contract';
import { useTranslation } from 'react-i18next';
import { dateColumn, titleColumn } from '../../../components/columns/columns.tsx';
import { useRowColumns } from '../../../components/columns/row-columns.tsx';
import type { TableColumn } from '../../../components/lists/data-table.tsx';
import { pages } from '../api.ts';

/** The pages list's columns: title and slug, placements, shown switch, last change, edit and delete. */
export function usePageColumns(): TableColumn<Page>[] {
  const { t } = useTranslation();
  const row = useRowColumns<Page>('pages', pages, { testId: 'page', statusWidth: 110 });
  return [
    titleColumn(
      { field: 'title', headerName: t('pages.fields.title'), flex: 2, minWidth: 220 },
      { title: (row) => row.title, subtitle: (row) => `/${row.slug}` },
    ),
    { field: 'banners_count', headerName: t('pages.fields.banners'), width: 100, type: 'number' },
    { field: 'popups_count', headerName: t('pages.fields.popups'), width: 100, type: 'number' },
    row.status,
    dateColumn({ field: 'updated_at', headerName: t('pages.fields.updatedAt'), width: 140 }),
    row.actions,
  ];
}
