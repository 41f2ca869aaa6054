import type { RowRef } from '../../lib/crud.ts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showQuickMessage } from '../../lib/feedback.ts';
import { EMPTY, formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';
import { RowSwitch, StatusChip, StatusTag, editDeleteColumn } from './row-parts.tsx';
import { successText } from '../forms/success-text.ts';
import { CellLink } from './cell-link.tsx';
import type { TableColumn } from '../lists/data-table.tsx';

/** The common column builders of the list screens; an area's columns hook composes them. */

export type Base<R> = Pick<
  TableColumn<R>,
  'field' | 'headerName' | 'width' | 'flex' | 'minWidth' | 'sortable' | 'hideable'
>;

/** A list's columns, built again when the language changes (the headers are translated). */
export function useColumns<R>(build: (t: TFunction) => TableColumn<R>[], deps: readonly unknown[] = []) {
  const { t, i18n } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `build` is a fresh closure; its inputs are `deps`
  return useMemo(() => build(t), [t, i18n.language, ...deps]);
}

/**
 * The main column: an optional picture (or the title's first letter), the title (a link to the
 * row's screen with `to`) and a grey line.
 */
export function titleColumn<R>(
  base: Base<R>,
  show: {
    title: (row: R) => string;
    to?: (row: R) => string;
    subtitle?: (row: R) => ReactNode;
    avatar?: (row: R) => string | undefined;
  },
): TableColumn<R> {
  return {
    ...base,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        {show.avatar && (
          <Avatar
            src={show.avatar(row)}
            alt=""
            variant="rounded"
            sx={{ width: 36, height: 36, bgcolor: 'action.selected', color: 'text.secondary', fontSize: 14 }}
          >
            {show.title(row).slice(0, 1)}
          </Avatar>
        )}
        <Box sx={{ minWidth: 0 }}>
          {show.to ? (
            <CellLink to={show.to(row)}>{show.title(row)}</CellLink>
          ) : (
            <Typography sx={{ fontWeight: 600, fontSize: 13.5 }} noWrap>
              {show.title(row)}
            </Typography>
          )}
          {show.subtitle && <Caption>{show.subtitle(row) || EMPTY}</Caption>}
        </Box>
      </Box>
    ),
  };
}

/** The grey line under a cell's main value. */
function Caption({ children }: { children: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" noWrap component="div">
      {children}
    </Typography>
  );
}

/** A value and a grey line below it (a person's name and phone). */
export function captionColumn<R>(
  base: Base<R>,
  value: (row: R) => ReactNode,
  caption: (row: R) => ReactNode,
): TableColumn<R> {
  return {
    ...base,
    renderCell: ({ row }) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontSize: 13.5 }} noWrap>
          {value(row)}
        </Typography>
        <Caption>{caption(row)}</Caption>
      </Box>
    ),
  };
}

/**
 * A record's code, a link to its screen in the brand's colour (test id `<testId>-<id>`), with a
 * grey line below when `caption` says.
 */
export function codeColumn<R extends { id: number }>(
  base: Base<R>,
  show: { code: (row: R) => string; to: (row: R) => string; testId: string; caption?: (row: R) => ReactNode },
): TableColumn<R> {
  return {
    ...base,
    renderCell: ({ row }) => {
      const link = (
        <Typography
          component={Link}
          to={show.to(row)}
          sx={{ fontWeight: 600, fontSize: 13.5, color: 'primary.main', textDecoration: 'none' }}
          data-testid={`${show.testId}-${row.id}`}
        >
          {show.code(row)}
        </Typography>
      );
      return show.caption ? (
        <Box sx={{ minWidth: 0 }}>
          {link}
          <Caption>{show.caption(row)}</Caption>
        </Box>
      ) : (
        link
      );
    },
  };
}

/** A small picture, `_` when there is none. */
export function imageColumn<R>(base: Base<R>, src: (row: R) => string | undefined): TableColumn<R> {
  return {
    ...base,
    renderCell: ({ row }) => {
      const url = src(row);
      return url ? (
        <Box
          component="img"
          src={url}
          alt=""
          sx={{ display: 'block', width: 72, height: 44, objectFit: 'cover', borderRadius: 0.5 }}
        />
      ) : (
        EMPTY
      );
    },
  };
}

/** A text value (the row's `field` unless `value` says), `_` when there is none. */
export function textColumn<R>(
  base: Base<R>,
  value: (row: R) => string | number | null | undefined = (row) => (row as Record<string, string | null>)[base.field],
): TableColumn<R> {
  return {
    ...base,
    valueGetter: (_v, row) => {
      const v = value(row);
      return v === null || v === undefined || v === '' ? EMPTY : v;
    },
  };
}

/** A count or a number, right-aligned; `format` shows it otherwise (a distance). */
export function numberColumn<R>(base: Base<R>, format?: (value: number | null) => string): TableColumn<R> {
  return { width: 100, ...base, type: 'number', ...(format && { valueFormatter: format }) };
}

/** A longer text on at most two lines, ending in an ellipsis. */
export function clampedTextColumn<R>(base: Base<R>, value: (row: R) => string): TableColumn<R> {
  return {
    ...base,
    renderCell: ({ row }) => (
      <Typography
        sx={{
          fontSize: 13.5,
          whiteSpace: 'normal',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {value(row)}
      </Typography>
    ),
  };
}

/** A date (or date and time) column. */
export function dateColumn<R>(base: Base<R>, withTime = true): TableColumn<R> {
  return {
    ...base,
    valueFormatter: (v: string | null) => (v ? (withTime ? formatDateTime(v) : formatDate(v)) : EMPTY),
  };
}

/** An amount in VND. */
export function moneyColumn<R>(base: Base<R>): TableColumn<R> {
  return { ...base, type: 'number', valueFormatter: (v: number | null) => (v === null ? EMPTY : formatMoney(v)) };
}

/** An outlined chip of a kind; `secondary` rows stand out in the secondary colour (a station, a warranty vehicle). */
export function tagColumn<R>(base: Base<R>, tag: (row: R) => { label: string; secondary?: boolean }): TableColumn<R> {
  return {
    ...base,
    renderCell: ({ row }) => {
      const { label, secondary } = tag(row);
      return <StatusTag outlined color={secondary ? 'secondary' : 'default'} label={label} />;
    },
  };
}

/** A status as a coloured chip. */
export function chipColumn<R>(base: Base<R>, status: (row: R) => string, label: (status: string) => string) {
  return {
    ...base,
    renderCell: ({ row }) => <StatusChip status={status(row)} label={label(status(row))} />,
  } satisfies TableColumn<R>;
}

/** A 1/0 switch that saves when flipped and shows the server's message; disabled without the right. */
export function switchColumn<R extends { id: number }>(
  base: Base<R>,
  options: {
    checked: (row: R) => boolean;
    label: (on: boolean) => string;
    testId: (row: R) => string;
    canChange: boolean;
    change: (row: R, next: 0 | 1) => Promise<{ messages?: string }>;
  },
): TableColumn<R> {
  return { ...base, renderCell: ({ row }) => <SwitchCell row={row} options={options} /> };
}

function SwitchCell<R extends { id: number }>({
  row,
  options,
}: {
  row: R;
  options: Parameters<typeof switchColumn<R>>[1];
}) {
  const { t } = useTranslation();
  const on = options.checked(row);
  return (
    <RowSwitch
      checked={on}
      disabled={!options.canChange}
      label={options.label(on)}
      testId={options.testId(row)}
      onToggle={async (next) => {
        const res = await options.change(row, next ? 1 : 0);
        showQuickMessage({
          type: 'success',
          body: successText(t, res.messages),
          undo: () =>
            options.change(row, next ? 0 : 1).then(() => showQuickMessage({ type: 'info', body: t('kit.undone') })),
        });
      }}
    />
  );
}

/** The row actions: edit (when allowed) and delete after a confirm (when allowed). */
export function actionsColumn<R extends { id: number }>(
  headerName: string,
  options: {
    testId: string;
    /** The row's edit screen (a link). */
    edit?: (row: R) => string;
    remove?: { confirmTitle: (row: R) => string; run: (row: RowRef) => Promise<unknown> };
    width?: number;
  },
): TableColumn<R> {
  const { edit, remove } = options;
  const column = editDeleteColumn<R>(headerName, {
    testId: options.testId,
    canEdit: Boolean(edit),
    canDelete: Boolean(remove),
    edit: { href: (row) => edit?.(row) ?? '' },
    confirmTitle: (row) => remove?.confirmTitle(row) ?? '',
    remove: (id, version) => remove?.run({ id, version }) ?? Promise.resolve(false),
  });
  return { ...column, width: options.width ?? column.width };
}
