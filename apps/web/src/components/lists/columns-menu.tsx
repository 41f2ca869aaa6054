import type { ViewColumns } from '@admin/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Typography from '@mui/material/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsLayout } from './list-views.ts';

interface MenuColumn {
  field: string;
  label: string;
  hideable: boolean;
}

/**
 * The data table's columns menu (data-table.tsx): a checkbox per column that may be hidden, and
 * buttons that move a column up or down the order (the keyboard reaches them, a drag is not
 * needed); "Reset" gives the list its own columns back. The pinned columns stay last.
 */
export default function DataTableColumns({
  anchor,
  onClose,
  columns,
  layout,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  columns: MenuColumn[];
  layout: ColumnsLayout;
}) {
  const { t } = useTranslation();
  // whether the menu is still open when a moved column's button is focused again (a frame later)
  const open = useRef(Boolean(anchor));
  useLayoutEffect(() => {
    open.current = Boolean(anchor);
  }, [anchor]);
  const current: ViewColumns = {
    order: columns.map((c) => c.field),
    hidden: layout.columns?.hidden ?? [],
    widths: layout.columns?.widths ?? {},
  };
  const move = (index: number, by: -1 | 1) => {
    const order = [...current.order];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    layout.onColumns({ ...current, order });
    // the focus follows the moved column: its same button, or the other one at the end of the list;
    // not once the menu was closed meanwhile (Escape right after a move): the focus is back on the
    // menu's button then, and a button of the closing menu would take it away with it
    const field = columns[index]!.field;
    requestAnimationFrame(() => {
      if (!open.current) return;
      [by, -by]
        .map((d) => document.querySelector<HTMLButtonElement>(`[data-column-move="${field}:${d}"]`))
        .find((button) => button && !button.disabled)
        ?.focus();
    });
  };
  const toggle = (field: string, shown: boolean) =>
    layout.onColumns({
      ...current,
      hidden: shown ? current.hidden.filter((f) => f !== field) : [...current.hidden, field],
    });
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <Box className="DataTable-columnsMenu" sx={{ display: 'flex', flexDirection: 'column', px: 1.5, py: 0.5 }}>
        {columns.map((c, index) => {
          const id = `column-${c.field}`;
          return (
            <Box key={c.field} sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 260 }}>
              <Checkbox
                size="small"
                id={id}
                disabled={!c.hideable}
                checked={!c.hideable || !current.hidden.includes(c.field)}
                onChange={(e) => toggle(c.field, e.target.checked)}
              />
              <Typography component="label" htmlFor={id} variant="body2" sx={{ flex: 1, cursor: 'pointer' }}>
                {c.label}
              </Typography>
              <IconButton
                size="small"
                disabled={index === 0}
                aria-label={t('common.table.moveUp', { name: c.label })}
                data-column-move={`${c.field}:-1`}
                onClick={() => move(index, -1)}
              >
                <ArrowUpwardRounded fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                disabled={index === columns.length - 1}
                aria-label={t('common.table.moveDown', { name: c.label })}
                data-column-move={`${c.field}:1`}
                onClick={() => move(index, 1)}
              >
                <ArrowDownwardRounded fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
        <Button size="small" sx={{ alignSelf: 'flex-start', mt: 0.5 }} onClick={() => layout.onColumns(null)}>
          {t('common.table.resetColumns')}
        </Button>
      </Box>
    </Menu>
  );
}
