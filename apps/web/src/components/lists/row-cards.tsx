import Box from '@mui/material/Box';
import { flexRender, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { TableColumn } from './data-table.tsx';

/**
 * A list's rows on a phone: a card a row, its first column as the card's title, its actions at the
 * top right, and the other columns as label and value lines, so nothing scrolls sideways.
 */
export function RowCards<R>({
  rows,
  columnOf,
  isPinned,
  select,
}: {
  rows: Row<R>[];
  columnOf: Map<string, TableColumn<R>>;
  isPinned: (column: TableColumn<R>) => boolean;
  /** The row's checkbox, on a list with a selection (bulk actions): before the title. */
  select?: (row: Row<R>) => ReactNode;
}) {
  return (
    // the cards' track may be narrower than a card's widest word or tag (`minmax(0, …)`): a long value is cut, never the screen widened
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}
    >
      {rows.map((row, index) => {
        const cells = row.getVisibleCells().map((cell) => ({ cell, column: columnOf.get(cell.column.id)! }));
        const actions = cells.filter(({ column }) => isPinned(column));
        const [title, ...rest] = cells.filter(({ column }) => !isPinned(column));
        return (
          <Box
            component="li"
            key={row.id}
            className="DataTable-row DataTable-card"
            data-id={row.id}
            data-rowindex={index}
            tabIndex={-1}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.paper' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 0.5 }}>
              {select && <Box sx={{ display: 'flex', pt: '1px' }}>{select(row)}</Box>}
              {title && (
                <Box sx={{ flex: 1, minWidth: 0, fontWeight: 600 }} data-field={title.column.field}>
                  {flexRender(title.cell.column.columnDef.cell, title.cell.getContext())}
                </Box>
              )}
              {actions.map(({ cell, column }) => (
                <Box key={cell.id} data-field={column.field}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Box>
              ))}
            </Box>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25 }}
            >
              {rest.map(({ cell, column }) => (
                <Box key={cell.id} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ color: 'text.secondary', fontSize: 12.5 }}>
                    {column.headerName}
                  </Box>
                  <Box
                    component="dd"
                    sx={{ m: 0, minWidth: 0, fontSize: 13.5, overflowWrap: 'anywhere' }}
                    data-field={column.field}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
