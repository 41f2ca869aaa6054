import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ExportBar, type ExportState } from '../../../components/lists/export-bar.tsx';
import { formatCount } from '../../../lib/format.ts';

export interface ProductsGridToolbarProps extends ExportState {
  count: number;
  estimate: boolean;
}

/** "About N results", and the export buttons with their progress. */
export function ProductsGridToolbar({ count, estimate, ...exportState }: ProductsGridToolbarProps) {
  const { t, i18n } = useTranslation();
  const n = formatCount(count, i18n.language);
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography data-testid="products-count" sx={{ fontWeight: 600 }}>
        {t(estimate ? 'products.list.about' : 'products.list.results', { count, n })}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <ExportBar {...exportState} />
    </Box>
  );
}
