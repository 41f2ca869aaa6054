import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useTranslation } from 'react-i18next';
import type { ExportProgress } from '../api.ts';

export interface ProductsGridToolbarProps {
  count: number;
  estimate: boolean;
  exporting: { format: 'csv' | 'xlsx'; progress: ExportProgress } | null;
  onExport: (format: 'csv' | 'xlsx') => void;
  onCancelExport: () => void;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "About N results", and the export buttons with their progress. */
export function ProductsGridToolbar({
  count,
  estimate,
  exporting,
  onExport,
  onCancelExport,
}: ProductsGridToolbarProps) {
  const { t, i18n } = useTranslation();
  const n = count.toLocaleString(i18n.language === 'vi' ? 'vi-VN' : 'en-US');
  const progress = exporting?.progress;
  const percent = progress?.total ? Math.min(100, (progress.rows / progress.total) * 100) : undefined;
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography data-testid="products-count" sx={{ fontWeight: 600 }}>
          {t(estimate ? 'products.list.about' : 'products.list.results', { count, n })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {exporting ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="export-progress">
            <Typography variant="body2" color="text.secondary">
              {t('products.export.progress', {
                format: exporting.format.toUpperCase(),
                size: formatBytes(progress?.bytes ?? 0),
                rows: progress?.rows ?? 0,
              })}
            </Typography>
            <Button size="small" color="inherit" onClick={onCancelExport}>
              {t('actions.cancel')}
            </Button>
          </Box>
        ) : (
          <>
            <Button
              color="inherit"
              startIcon={<DownloadRounded fontSize="small" />}
              onClick={() => onExport('csv')}
              data-testid="export-csv"
            >
              CSV
            </Button>
            <Button
              color="inherit"
              startIcon={<DownloadRounded fontSize="small" />}
              onClick={() => onExport('xlsx')}
              data-testid="export-xlsx"
            >
              XLSX
            </Button>
          </>
        )}
      </Box>
      {exporting && (
        <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} />
      )}
    </Box>
  );
}
