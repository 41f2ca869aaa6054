import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { enUS, viVN } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

const LOCALE_TEXT = {
  vi: viVN.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
};

/** The data grid every list uses: the grid's own texts follow the language, compact, no row selection. */
export function DataTable<R extends GridValidRowModel>(props: DataGridProps<R>) {
  const { i18n } = useTranslation();
  const localeText = i18n.language === 'vi' ? LOCALE_TEXT.vi : LOCALE_TEXT.en;
  return (
    <DataGrid<R>
      density="compact"
      disableRowSelectionOnClick
      disableColumnMenu
      rowHeight={52}
      columnHeaderHeight={44}
      {...props}
      localeText={{ ...localeText, ...props.localeText }}
      sx={{
        border: 0,
        '--DataGrid-containerBackground': '#f7f8fb',
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600, color: 'text.secondary', fontSize: 12.5 },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus': {
          outline: 'none',
        },
        ...props.sx,
      }}
    />
  );
}
