import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EMPTY, formatDate, formatMoney } from '../../lib/format.ts';
import { CellLink } from '../cell-link.tsx';
import type { TableColumn } from '../data-table.tsx';

/** The kinds of column the catalogue lists share; `extra` adds or overrides any column setting. */
type Extra<R> = Partial<TableColumn<R>>;

/** A text value, or the empty mark when the row has none. */
export function textColumn<R>(field: string, headerName: string, extra: Extra<R> = {}): TableColumn<R> {
  return { field, headerName, valueFormatter: (v: string | null) => v || EMPTY, ...extra };
}

/** A count or a number, right-aligned. */
export function numberColumn<R>(field: string, headerName: string, extra: Extra<R> = {}): TableColumn<R> {
  return { field, headerName, width: 100, align: 'right', headerAlign: 'right', ...extra };
}

/** An amount of VND, right-aligned. */
export function moneyColumn<R>(field: string, headerName: string, extra: Extra<R> = {}): TableColumn<R> {
  return numberColumn(field, headerName, { width: 150, valueFormatter: (v: number) => formatMoney(v), ...extra });
}

/** A day (DD-MM-YYYY). */
export function dateColumn<R>(field: string, headerName: string, extra: Extra<R> = {}): TableColumn<R> {
  return { field, headerName, width: 110, valueFormatter: (v: string | null) => formatDate(v), ...extra };
}

/** An outlined chip; `secondary` rows stand out in the secondary colour (a station, a warranty vehicle). */
export function chipColumn<R>(
  field: string,
  headerName: string,
  chip: (row: R) => { label: string; secondary?: boolean },
  extra: Extra<R> = {},
): TableColumn<R> {
  return {
    field,
    headerName,
    renderCell: ({ row }) => {
      const { label, secondary } = chip(row);
      return (
        <Chip
          size="small"
          variant="outlined"
          color={secondary ? 'secondary' : 'default'}
          label={label}
          // the brand's orange on white is too faint for small text (axe colour contrast): the darker shade
          sx={secondary ? { color: 'secondary.dark' } : undefined}
        />
      );
    },
    ...extra,
  };
}

/** The row's title as a link to its screen, with an optional smaller line below it. */
export function titleColumn<R>(
  field: string,
  headerName: string,
  title: (row: R) => { to: string; text: ReactNode; subtitle?: string | null },
  extra: Extra<R> = {},
): TableColumn<R> {
  return {
    field,
    headerName,
    renderCell: ({ row }) => {
      const { to, text, subtitle } = title(row);
      if (subtitle === undefined) return <CellLink to={to}>{text}</CellLink>;
      return (
        <Box sx={{ minWidth: 0 }}>
          <CellLink to={to}>{text}</CellLink>
          <Typography noWrap color="text.secondary" sx={{ fontSize: 12.5, lineHeight: 1.35 }}>
            {subtitle || EMPTY}
          </Typography>
        </Box>
      );
    },
    ...extra,
  };
}

/** A list's columns, built again when the language changes (the headers are translated). */
export function useColumns<R>(build: (t: TFunction) => TableColumn<R>[], deps: readonly unknown[] = []) {
  const { t, i18n } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `build` is a fresh closure; its inputs are `deps`
  return useMemo(() => build(t), [t, i18n.language, ...deps]);
}
