import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's filters on a phone: one button, and the filters in a sheet from the bottom, one a line. */
export function FiltersSheet({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<FilterListRounded />} onClick={() => setOpen(true)} data-testid="filters-sheet-open">
        {t('common.table.filters')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          // the sheet is a dialog named for what it holds
          paper: {
            'data-testid': 'filters-sheet',
            'aria-label': t('common.table.filters'),
            sx: { p: 2, borderRadius: '12px 12px 0 0' },
          } as object,
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5, '& > *': { width: '100% !important' } }}>{children}</Box>
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => setOpen(false)} data-testid="filters-sheet-done">
          {t('common.table.showResults')}
        </Button>
      </Drawer>
    </>
  );
}
