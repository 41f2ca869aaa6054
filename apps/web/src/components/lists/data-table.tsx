import { afterPaint } from '../../lib/after-paint.ts';
import { useRowsPointer } from '../../lib/pointer-hold.ts';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import DensityMediumRounded from '@mui/icons-material/DensityMediumRounded';
import DensitySmallRounded from '@mui/icons-material/DensitySmallRounded';
import ViewColumnRounded from '@mui/icons-material/ViewColumnRounded';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Cell,
  type ColumnDef,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table';
import { lazy, memo, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/setup.ts';
import { isApiError } from '../../lib/api-client.ts';
import { DENSITY_SETTING, useSetting, type TableDensity } from '../../lib/settings.ts';
import type { ViewColumns } from '@admin/contract';
import type { ColumnsLayout } from './list-views.ts';
import { LazyTooltip, preloadTooltip } from '../lazy-tooltip.tsx';
import { PLACEHOLDER_LOOK } from '../placeholder.tsx';
import { FiltersSheet } from './filters-sheet.tsx';
import { RowCards } from './row-cards.tsx';
import { formatCount } from '../../lib/format.ts';

/**
 * A column of a list. `field` names the row's value (and the server's sort key); the value is
 * `valueGetter(value, row)` when given, shown through `valueFormatter` or `renderCell`. Widths in
 * px: `width` is fixed, `flex` shares the room left over (never below `minWidth`). The `actions`
 * column (or one with `pinned: 'right'`) stays on the right edge of the screen.
 */
export interface TableColumn<R> {
  field: string;
  /**
   * The column's name, never empty: it heads the column's cells for a screen reader (axe's
   * `td-has-header`) and names it in the columns menu; `hideHeader` keeps it off the screen.
   */
  headerName: string;
  width?: number;
  minWidth?: number;
  flex?: number;
  type?: 'number';
  align?: 'left' | 'right' | 'center';
  headerAlign?: 'left' | 'right' | 'center';
  sortable?: boolean;
  /** false: always shown, absent from the columns menu. */
  hideable?: boolean;
  /** The header shows no title (the columns menu still names it). */
  hideHeader?: boolean;
  pinned?: 'right';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the value's type is the column's own
  valueGetter?: (value: any, row: R) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  valueFormatter?: (value: any, row: R) => ReactNode;
  renderCell?: (params: { row: R; value: unknown }) => ReactNode;
}

export type SortOrder = 'asc' | 'desc';

export interface TableSort {
  field: string;
  order: SortOrder;
  /** The fields the server sorts by (a column may also say `sortable`). */
  fields?: readonly string[];
  /** The order a newly clicked column starts with. */
  firstOrder?: SortOrder;
  onChange: (sort: { field: string; order: SortOrder }) => void;
}

export interface TablePaging {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** null until the list has answered (no "0–0 of 0" while it loads). */
  total: number | null;
  /** The total is an estimate ("1–50 of about 1,000,000"). */
  estimated?: boolean;
  onPage: (page: number) => void;
}

export interface DataTableProps<R> {
  rows: R[];
  columns: TableColumn<R>[];
  loading?: boolean;
  getRowId?: (row: R) => number | string;
  paging?: TablePaging;
  sort?: TableSort;
  /**
   * The columns as the person arranged them (order, hidden, widths) and where a change goes: the
   * open view's, or the person's own choice (`useSavedColumns`); shows the columns menu and lets a
   * header's edge be dragged (or moved with the arrow keys) to resize its column.
   */
  layout?: ColumnsLayout;
  /** Test id of the columns menu's button. */
  columnsTestId?: string;
  selection?: { selected: readonly (number | string)[]; onChange: (ids: (number | string)[]) => void };
  /** Shown above the table, with the columns menu's button at its end. */
  toolbar?: ReactNode;
  /** Over the toolbar while rows are chosen: the bulk actions' bar (`useBulk`). */
  bulkBar?: ReactNode;
  emptyText?: string;
  /** The list could not be read: said in place of the rows, with what failed and `onRetry` as a button. */
  error?: unknown;
  /** The list's name (its screen's title), said when it cannot be read. */
  name?: string;
  onRetry?: () => void;
  /** The rows' height at the comfortable density (a compact row is `COMPACT_ROW_HEIGHT`). */
  rowHeight?: number;
  getRowHeight?: (row: R) => number | 'auto';
  testId?: string;
}

/** A compact row: one line of text, or two short ones (a code and its caption), pictures at 28 px. */
export const COMPACT_ROW_HEIGHT = 34;

/** A phone's width and below: a list's rows as cards. */
const PHONE = '(max-width:599.95px)';
const DEFAULT_WIDTH = 100;
const SELECT_WIDTH = 48;
const isPinned = <R,>(c: TableColumn<R>) => c.pinned === 'right' || c.field === 'actions';

/** The px width of every column: fixed ones keep theirs, flexible ones share what the box has left. */
function columnWidths<R>(columns: TableColumn<R>[], boxWidth: number, reserved: number): number[] {
  const base = columns.map((c) => c.width ?? (c.flex ? (c.minWidth ?? 50) : Math.max(c.minWidth ?? 0, DEFAULT_WIDTH)));
  const totalFlex = columns.reduce((sum, c) => sum + (c.width === undefined ? (c.flex ?? 0) : 0), 0);
  const extra = Math.max(0, boxWidth - reserved - base.reduce((a, b) => a + b, 0));
  if (!totalFlex || !extra) return base;
  return columns.map((c, i) =>
    c.width === undefined && c.flex ? Math.floor(base[i]! + (extra * c.flex) / totalFlex) : base[i]!,
  );
}

// the list of columns (FormControlLabel, one checkbox each) loads on the menu's first opening
const ColumnsMenuList = lazy(() => import('./columns-menu.tsx'));

function ColumnsMenu<R>({
  columns,
  layout,
  testId,
}: {
  columns: TableColumn<R>[];
  layout: ColumnsLayout;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      {/* an icon beside the density's: every list has it, and the filters keep their one row; a
          native title, as a tooltip's stand-in swapped under it would lose the focus the menu gives back */}
      <IconButton
        size="small"
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        data-testid={testId ?? 'table-columns'}
        aria-label={t('actions.columns')}
        title={t('actions.columns')}
        aria-haspopup="true"
      >
        <ViewColumnRounded fontSize="small" />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ColumnsMenuList
            anchor={anchor}
            onClose={() => setAnchor(null)}
            columns={columns.map((c) => ({ field: c.field, label: c.headerName, hideable: c.hideable !== false }))}
            layout={layout}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The cells' styles, set once on the scroller for every cell (by class) instead of on each cell:
 * 50 rows of a dozen cells each made emotion serialize and look up the same styles 600 times per
 * render. The rows and the body's cells are plain `tr`/`td` with these classes (MUI's `TableRow` and
 * `TableCell` styles, small size, rebuilt here once): as MUI components they were most of a list's
 * first render.
 */
const cellStyles = (theme: Theme) =>
  ({
    '& .DataTable-columnHeader': {
      bgcolor: 'muted',
      fontWeight: 600,
      color: 'text.secondary',
      fontSize: 12.5,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '& .DataTable-pinned': { position: 'sticky', right: 0, boxShadow: '-1px 0 0 rgba(0,0,0,0.08)' },
    '& .DataTable-resize': {
      position: 'absolute',
      top: 0,
      right: 0,
      width: 8,
      height: '100%',
      cursor: 'col-resize',
      touchAction: 'none',
      '&:hover, &:focus-visible': { boxShadow: `inset -2px 0 0 ${theme.palette.primary.main}`, outline: 'none' },
    },
    '& .DataTable-columnHeader.DataTable-pinned': { zIndex: 3 },
    '& .DataTable-row': {
      '&:hover': { bgcolor: 'action.hover' },
      '&.DataTable-selected': {
        bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
        '&:hover': {
          bgcolor: alpha(
            theme.palette.primary.main,
            theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity,
          ),
        },
      },
    },
    '& .DataTable-cell': {
      ...theme.typography.body2,
      borderBottom: `1px solid ${theme.palette.rowLine}`,
      color: 'text.primary',
      textAlign: 'left',
      fontSize: 13.5,
      px: 2,
      py: 0.5,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .DataTable-cell.DataTable-right': { textAlign: 'right' },
    '& .DataTable-cell.DataTable-center': { textAlign: 'center' },
    '& .DataTable-autoHeight .DataTable-cell': { whiteSpace: 'normal' },
    '& .DataTable-cell.DataTable-pinned': { bgcolor: 'background.paper', zIndex: 1 },
    // compact: two lines of text (a value and its caption) and pictures fit a 34 px row
    '&.DataTable-compact .DataTable-columnHeader': { py: 0.75 },
    '&.DataTable-compact .DataTable-cell': { py: 0, lineHeight: 1.25 },
    '&.DataTable-compact .DataTable-cell :is(.MuiTypography-root, .Cell-first, .Cell-second)': { lineHeight: 1.25 },
    '&.DataTable-compact .DataTable-cell img, &.DataTable-compact .DataTable-cell .Cell-picture': {
      width: 46,
      height: 28,
    },
    '&.DataTable-compact .DataTable-cell .MuiAvatar-root': { width: 28, height: 28, fontSize: 13 },
    // the rows' and the header's checkbox cell, as MUI's small checkbox cell; after the compact rules, which it overrides
    '& .DataTable-checkCell.DataTable-checkCell': { padding: '0 12px 0 16px', textOverflow: 'clip' },
    '& .DataTable-check': {
      width: 18,
      height: 18,
      margin: 0,
      verticalAlign: 'middle',
      accentColor: theme.palette.primary.main,
      cursor: 'pointer',
    },
    '& .DataTable-placeholder td': {
      px: 2,
      borderBottom: `1px solid ${theme.palette.rowLine}`,
    },
    '& .DataTable-bar': { display: 'block', height: 12, ...PLACEHOLDER_LOOK },
    '& .DataTable-row:focus-visible, & .DataTable-row:focus': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
  }) as const;

/**
 * The table of every list: server paging and sorting, the columns a user hides kept in the
 * browser's settings, row selection, and the row actions pinned to the right edge.
 * The only place that knows the table engine (TanStack Table, drawn with MUI's Table).
 */
export function DataTable<R>({
  rows,
  columns,
  loading = false,
  getRowId = (row) => (row as { id: number }).id,
  paging,
  sort,
  layout,
  columnsTestId,
  selection,
  toolbar,
  bulkBar,
  emptyText,
  error,
  name,
  onRetry,
  rowHeight: comfortableHeight = 52,
  getRowHeight: comfortableHeightOf,
  testId,
}: DataTableProps<R>) {
  const { t, i18n } = useTranslation();
  // on a phone the rows are cards and the filters a sheet: nothing scrolls sideways
  const phone = useMediaQuery(PHONE, { noSsr: true });
  const [density, setDensity] = useSetting<TableDensity>(DENSITY_SETTING, 'compact');
  const compact = density === 'compact';
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : comfortableHeight;
  const getRowHeight =
    comfortableHeightOf &&
    ((row: R) => {
      const height = comfortableHeightOf(row);
      return compact && height !== 'auto' ? COMPACT_ROW_HEIGHT : height;
    });
  const rowsPointer = useRowsPointer();
  const arranged = layout?.columns;
  // the width of the column whose edge is being dragged, until it is let go
  const [resizing, setResizing] = useState<{ field: string; width: number } | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  // null until the box is measured: the rows are drawn once, at the measured width (the first
  // pass, which only measures, would otherwise lay out every row twice before the first paint)
  const [boxWidth, setBoxWidth] = useState<number | null>(null);
  // how many rows the window shows below the table's top, read with its width (the first step's rows)
  const [rowsOnScreen, setRowsOnScreen] = useState(0);
  // Measured on the next frame, just before the browser lays the page out and paints it (the reads
  // force the layout that frame makes anyway); the rows, drawn on the turn after, follow the page's
  // frame (its menu, header, filters and the table's head), which paints first. The width is read
  // again as the box changes size (the first step's rows matter once only).
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const frame = requestAnimationFrame(() => {
      setBoxWidth(box.clientWidth);
      setRowsOnScreen(Math.max(0, Math.ceil((window.innerHeight - box.getBoundingClientRect().top) / rowHeight)));
    });
    const observer = new ResizeObserver(() => setBoxWidth(box.clientWidth));
    observer.observe(box);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [rowHeight]);

  // the pinned columns go last, the others in the person's order (those it does not name after, as given)
  const ordered = useMemo(() => {
    const rank = (c: TableColumn<R>) => {
      const at = arranged?.order.indexOf(c.field) ?? -1;
      return at < 0 ? 1000 + columns.indexOf(c) : at;
    };
    const widths = arranged?.widths ?? {};
    return [...columns.filter((c) => !isPinned(c)).sort((a, b) => rank(a) - rank(b)), ...columns.filter(isPinned)].map(
      (c) => (widths[c.field] ? { ...c, width: widths[c.field], flex: undefined } : c),
    );
  }, [columns, arranged]);
  const shown = ordered
    .filter((c) => !arranged?.hidden.includes(c.field) || c.hideable === false)
    .map((c) => (resizing?.field === c.field ? { ...c, width: resizing.width, flex: undefined } : c));
  const widths = columnWidths(shown, boxWidth ?? 0, selection ? SELECT_WIDTH : 0);
  const widthOf = new Map(shown.map((c, i) => [c.field, widths[i]!]));

  const defs = useMemo<ColumnDef<R>[]>(
    () =>
      ordered.map((c) => ({
        id: c.field,
        header: c.headerName,
        accessorFn: (row: R) => {
          const raw = (row as Record<string, unknown>)[c.field];
          return c.valueGetter ? c.valueGetter(raw, row) : raw;
        },
        cell: ({ row, getValue }) => {
          const value = getValue();
          if (c.renderCell) return c.renderCell({ row: row.original, value });
          if (c.valueFormatter) return c.valueFormatter(value, row.original);
          return value === null || value === undefined ? '' : String(value as string);
        },
        enableHiding: c.hideable !== false,
      })),
    [ordered],
  );
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selection?.selected ?? []).map((id) => [String(id), true])),
    [selection?.selected],
  );
  const idOf = new Map(rows.map((row) => [String(getRowId(row)), getRowId(row)]));
  const table = useReactTable<R>({
    data: rows,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getRowId(row)),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: Boolean(selection),
    state: {
      columnVisibility: Object.fromEntries(
        shown
          .map((c) => [c.field, true])
          .concat(ordered.filter((c) => !shown.includes(c)).map((c) => [c.field, false])),
      ),
      rowSelection,
    },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      // ids selected on other pages stay selected
      const kept = selection.selected.filter((id) => !idOf.has(String(id)));
      const here = Object.keys(next)
        .filter((key) => next[key])
        .map((key) => idOf.get(key) ?? key);
      selection.onChange([...kept, ...here]);
    },
  });

  const sortableField = (c: TableColumn<R>) => c.sortable ?? Boolean(sort?.fields?.includes(c.field));
  const onSort = (c: TableColumn<R>) => {
    if (!sort) return;
    const order: SortOrder =
      sort.field === c.field ? (sort.order === 'asc' ? 'desc' : 'asc') : (sort.firstOrder ?? 'asc');
    sort.onChange({ field: c.field, order });
  };
  const columnOf = useMemo(() => new Map(ordered.map((c) => [c.field, c])), [ordered]);
  const tableWidth = widths.reduce((a, b) => a + b, 0) + (selection ? SELECT_WIDTH : 0);
  const allRows = boxWidth === null ? [] : table.getRowModel().rows;
  // the first rows the table shows are drawn in steps: those the window shows below the table's top,
  // then, just after their first paint, the rest a window's worth at a time, each step a task of its
  // own (no long task for a page of many columns; the rows drawn before are not drawn again, see
  // `BodyRow`); `aria-busy` until all are there. Once all were shown, a new page comes whole.
  const [drawn, setDrawn] = useState(0);
  const shownOnce = drawn === Infinity;
  const step = Math.max(rowsOnScreen + 1, 10);
  const pageRows = shownOnce ? allRows : allRows.slice(0, Math.max(drawn, rowsOnScreen + 1));
  const rowCheckbox = (row: Row<R>) => <RowCheckbox row={row} />;
  // rows given but not drawn yet: before the box is measured, or beyond the first step's
  const rowsPending = boxWidth === null ? rows.length > 0 : pageRows.length < allRows.length;
  const hasRows = allRows.length > 0;
  const shownRows = pageRows.length;
  useEffect(() => {
    if (shownOnce || !hasRows) return;
    return afterPaint(() => setDrawn(shownRows + step >= allRows.length ? Infinity : shownRows + step));
  }, [shownOnce, hasRows, shownRows, step, allRows.length]);

  return (
    <Box
      data-testid={testId}
      className="DataTable-root"
      // the rows' tooltips (LazyTooltip) load as the pointer or the focus comes to the table
      onPointerEnter={preloadTooltip}
      onFocus={preloadTooltip}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, width: '100%' }}
    >
      {bulkBar}
      {(toolbar || layout) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, px: 1.5, py: 0.75 }}>
          {phone && toolbar ? <FiltersSheet>{toolbar}</FiltersSheet> : toolbar}
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {layout && (
              <ColumnsMenu columns={ordered.filter((c) => !isPinned(c))} layout={layout} testId={columnsTestId} />
            )}
            <LazyTooltip title={t(compact ? 'common.table.comfortable' : 'common.table.compact')}>
              <IconButton
                size="small"
                aria-label={t(compact ? 'common.table.comfortable' : 'common.table.compact')}
                onClick={() => setDensity(compact ? 'comfortable' : 'compact')}
                data-testid="table-density"
                data-density={density}
              >
                {compact ? <DensityMediumRounded fontSize="small" /> : <DensitySmallRounded fontSize="small" />}
              </IconButton>
            </LazyTooltip>
          </Box>
        </Box>
      )}
      {/* over the table's top edge: the rows do not move when it comes and goes */}
      <Box sx={{ height: 0, position: 'relative', zIndex: 4 }}>
        {loading && (
          <LinearProgress
            aria-label={t('common.table.loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }}
          />
        )}
      </Box>
      <Box
        ref={boxRef}
        className={compact ? 'DataTable-scroller DataTable-compact' : 'DataTable-scroller'}
        // a keyboard reaches the columns beyond the screen's edge
        tabIndex={0}
        sx={(theme) => ({
          flex: '1 1 auto',
          overflow: 'auto',
          minHeight: 0,
          position: 'relative',
          ...cellStyles(theme),
        })}
      >
        {phone ? (
          <RowCards<R>
            rows={pageRows}
            columnOf={columnOf}
            isPinned={isPinned}
            select={selection ? rowCheckbox : undefined}
          />
        ) : (
          <Table
            stickyHeader
            size="small"
            sx={{ tableLayout: 'fixed', width: tableWidth, minWidth: '100%' }}
            aria-busy={loading || rowsPending}
          >
            <colgroup>
              {selection && <col style={{ width: SELECT_WIDTH }} />}
              {shown.map((c) => (
                <col key={c.field} style={{ width: widthOf.get(c.field) }} />
              ))}
            </colgroup>
            <TableHead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {selection && (
                    <th className="DataTable-columnHeader DataTable-checkCell">
                      <Check
                        checked={table.getIsAllRowsSelected()}
                        indeterminate={table.getIsSomeRowsSelected()}
                        onChange={table.getToggleAllRowsSelectedHandler()}
                        label={t('common.table.selectAll')}
                      />
                    </th>
                  )}
                  {group.headers.map((header) => {
                    const c = columnOf.get(header.column.id)!;
                    const active = sort?.field === c.field;
                    const title = c.hideHeader ? null : (
                      <span className="DataTable-columnHeaderTitle">{c.headerName}</span>
                    );
                    return (
                      <TableCell
                        key={header.id}
                        data-field={c.field}
                        className={isPinned(c) ? 'DataTable-columnHeader DataTable-pinned' : 'DataTable-columnHeader'}
                        align={c.headerAlign ?? alignOf(c)}
                        aria-label={c.hideHeader ? c.headerName : undefined}
                        sortDirection={active ? sort.order : false}
                      >
                        {sortableField(c) ? (
                          <TableSortLabel
                            active={active}
                            direction={active ? sort.order : (sort?.firstOrder ?? 'asc')}
                            onClick={() => onSort(c)}
                          >
                            {title}
                          </TableSortLabel>
                        ) : (
                          title
                        )}
                        {layout && !isPinned(c) && (
                          <ResizeHandle
                            label={t('common.table.resize', { name: c.headerName })}
                            width={widthOf.get(c.field) ?? DEFAULT_WIDTH}
                            onResize={(width) => setResizing({ field: c.field, width })}
                            onDone={(width) => {
                              setResizing(null);
                              layout.onColumns(withWidth(arranged, ordered, c.field, width));
                            }}
                          />
                        )}
                      </TableCell>
                    );
                  })}
                </tr>
              ))}
            </TableHead>
            <TableBody {...rowsPointer}>
              {pageRows.map((row, index) => (
                <BodyRow<R>
                  key={row.id}
                  row={row}
                  index={index}
                  height={getRowHeight?.(row.original) ?? rowHeight}
                  selected={row.getIsSelected()}
                  select={Boolean(selection)}
                  columnOf={columnOf}
                  cells={row.getVisibleCells()}
                />
              ))}
              {/* a list that has not answered yet: rows of its shape, not an empty table */}
              {loading &&
                rows.length === 0 &&
                !error &&
                boxWidth !== null &&
                Array.from({ length: Math.max(rowsOnScreen, 5) }, (_, index) => (
                  <tr key={index} className="DataTable-placeholder" style={{ height: rowHeight }} aria-hidden>
                    {selection && <td />}
                    {shown.map((c) => (
                      <td key={c.field}>
                        <span
                          className="DataTable-bar is-placeholder"
                          style={{ width: `${50 + ((index * 7 + c.field.length * 13) % 40)}%` }}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
            </TableBody>
          </Table>
        )}
        {Boolean(error) && !loading ? (
          <Box
            className="DataTable-overlay"
            role="alert"
            data-testid="list-error"
            sx={{ py: 5, px: 2, textAlign: 'center', position: 'sticky', left: 0 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {name ? t('common.table.failedNamed', { name }) : t('common.table.failed')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="list-error-reason">
              {failureReason(error)}
            </Typography>
            {onRetry && (
              <Button variant="outlined" sx={{ mt: 2 }} onClick={onRetry} data-testid="list-retry">
                {t('actions.retry')}
              </Button>
            )}
          </Box>
        ) : (
          !loading &&
          boxWidth !== null &&
          pageRows.length === 0 && (
            <Box className="DataTable-overlay" sx={{ py: 6, textAlign: 'center', position: 'sticky', left: 0 }}>
              <Typography color="text.secondary">{emptyText ?? t('common.table.empty')}</Typography>
            </Box>
          )
        )}
      </Box>
      {paging && paging.total === null && (
        // the pager's room, empty until the list has answered (never "0–0 of 0" while it loads)
        <Box sx={{ height: 40, borderTop: 1, borderColor: 'divider', flex: '0 0 auto' }} />
      )}
      {paging && paging.total !== null && (
        <TablePagination
          component="div"
          count={paging.total}
          page={Math.max(0, paging.page - 1)}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_e, page) => page + 1 !== paging.page && paging.onPage(page + 1)}
          labelDisplayedRows={({ from, to, count }) =>
            t(paging.estimated ? 'common.table.pageRowsAbout' : 'common.table.pageRows', {
              from: formatCount(from, i18n.language),
              to: formatCount(to, i18n.language),
              count: formatCount(count, i18n.language),
            })
          }
          getItemAriaLabel={(type) => t(type === 'next' ? 'common.table.nextPage' : 'common.table.previousPage')}
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            flex: '0 0 auto',
            '& .MuiTablePagination-toolbar': { minHeight: 40 },
          }}
        />
      )}
    </Box>
  );
}

const alignOf = <R,>(c: TableColumn<R>) => c.align ?? (c.type === 'number' ? 'right' : 'left');

/**
 * The table's checkbox: the browser's own, in the theme's colour (a page of MUI checkboxes, each a
 * ripple button over an icon, was one more long task after the rows); "mixed" said by the box itself.
 */
function Check({
  checked,
  indeterminate = false,
  onChange,
  label,
}: {
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: unknown) => void;
  label: string;
}) {
  return (
    <input
      type="checkbox"
      className="DataTable-check"
      checked={checked}
      onChange={onChange}
      aria-label={label}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
    />
  );
}

/** A row's checkbox, in the table and on a phone's card. */
function RowCheckbox<R>({ row }: { row: Row<R> }) {
  const { t } = useTranslation();
  return (
    <Check
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
      label={t('common.table.selectRow')}
    />
  );
}

/**
 * A row of the table's body, plain `tr`/`td` with the table's classes; drawn again only when its
 * row, its cells, its selection or its height change (not when the rows after it are added).
 */
interface BodyRowProps<R> {
  row: Row<R>;
  index: number;
  height: number | 'auto';
  selected: boolean;
  /** The row has a checkbox. */
  select: boolean;
  columnOf: Map<string, TableColumn<R>>;
  cells: Cell<R, unknown>[];
}

const BodyRow = memo(function BodyRow<R>({ row, index, height, selected, select, columnOf, cells }: BodyRowProps<R>) {
  return (
    <tr
      className={
        (height === 'auto' ? 'DataTable-row DataTable-autoHeight' : 'DataTable-row') +
        (selected ? ' DataTable-selected' : '')
      }
      data-id={row.id}
      data-rowindex={index}
      tabIndex={-1}
      style={height === 'auto' ? undefined : { height }}
    >
      {select && (
        <td className="DataTable-cell DataTable-checkCell">
          <RowCheckbox row={row} />
        </td>
      )}
      {cells.map((cell) => {
        const c = columnOf.get(cell.column.id)!;
        const align = alignOf(c);
        return (
          <td
            key={cell.id}
            data-field={c.field}
            className={
              'DataTable-cell' +
              (isPinned(c) ? ' DataTable-pinned' : '') +
              (align === 'left' ? '' : ` DataTable-${align}`)
            }
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}) as <R>(props: BodyRowProps<R>) => ReactNode;

/** The layout with one column's width set (the others' order and visibility as they are). */
function withWidth<R>(
  arranged: ViewColumns | null | undefined,
  ordered: TableColumn<R>[],
  field: string,
  width: number,
) {
  return {
    order: arranged?.order ?? ordered.map((c) => c.field),
    hidden: arranged?.hidden ?? [],
    widths: { ...arranged?.widths, [field]: width },
  };
}

const MIN_WIDTH = 60;
const MAX_WIDTH = 1200;
const clampWidth = (width: number) => Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width)));

/**
 * The right edge of a header: dragged, it resizes its column; focused, ← and → narrow or widen it
 * by 16 px (a separator with its width as its value, as WAI-ARIA's window splitter).
 */
function ResizeHandle({
  label,
  width,
  onResize,
  onDone,
}: {
  label: string;
  width: number;
  onResize: (width: number) => void;
  onDone: (width: number) => void;
}) {
  // keys pressed faster than the table draws again add up from the last width asked for
  const asked = useRef({ from: width, to: width });
  if (asked.current.from !== width) asked.current = { from: width, to: width };
  return (
    <span
      className="DataTable-resize"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      tabIndex={0}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        e.preventDefault();
        asked.current.to = clampWidth(asked.current.to + (e.key === 'ArrowLeft' ? -16 : 16));
        onDone(asked.current.to);
      }}
      onPointerDown={(e) => {
        e.preventDefault();
        e.stopPropagation();
        const handle = e.currentTarget;
        const startX = e.clientX;
        let next = width;
        handle.setPointerCapture(e.pointerId);
        handle.onpointermove = (move) => onResize((next = clampWidth(width + move.clientX - startX)));
        handle.onpointerup = () => {
          handle.onpointermove = handle.onpointerup = null;
          onDone(next);
        };
      }}
    />
  );
}

/** Why a list could not be read, in the reader's words, with the server's status when it answered one. */
function failureReason(error: unknown): string {
  const message = translateMessage(error instanceof Error ? error.message : String(error));
  return isApiError(error) && error.status >= 500 ? `${message} (HTTP ${error.status})` : message;
}
