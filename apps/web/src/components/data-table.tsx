import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { enUS, viVN } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

const LOCALE_TEXT = {
  vi: viVN.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
};

/**
 * The data grid every list uses: the grid's own texts follow the language, compact, no row selection.
 * `estimatedCount` says the row count is an estimate ("1–50 of about 1,000,000").
 */
export function DataTable<R extends GridValidRowModel>({
  estimatedCount,
  ...props
}: DataGridProps<R> & { estimatedCount?: boolean }) {
  const { t, i18n } = useTranslation();
  const localeText = i18n.language === 'vi' ? LOCALE_TEXT.vi : LOCALE_TEXT.en;
  const numberLocale = i18n.language === 'vi' ? 'vi-VN' : 'en-US';
  return (
    <DataGrid<R>
      density="compact"
      disableRowSelectionOnClick
      disableColumnMenu
      rowHeight={52}
      columnHeaderHeight={44}
      {...props}
      localeText={{
        ...localeText,
        // the grid's Vietnamese texts have none for the paging line, and its numbers have no separators
        paginationDisplayedRows: ({ from, to, count }) =>
          t(estimatedCount ? 'common.table.pageRowsAbout' : 'common.table.pageRows', {
            from: from.toLocaleString(numberLocale),
            to: to.toLocaleString(numberLocale),
            count: count.toLocaleString(numberLocale),
          }),
        ...props.localeText,
      }}
      sx={{
        border: 0,
        '--DataGrid-containerBackground': '#f7f8fb',
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600, color: 'text.secondary', fontSize: 12.5 },
        // cells with elements are centred by flex; plain text keeps the grid's own centring and ellipsis
        '& .MuiDataGrid-cell:has(> *)': { display: 'flex', alignItems: 'center' },
        // the last header's resize handle would stick out past a grid its columns fill exactly
        '& .MuiDataGrid-columnHeader--last': { overflow: 'hidden' },
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus': {
          outline: 'none',
        },
        ...props.sx,
      }}
    />
  );
}
