import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/setup.ts';
import { isCanceled } from '../../lib/api-client.ts';
import type { ExportFormat, ExportProgress } from '../../lib/download.ts';
import { showAlert, showQuickMessage } from '../../lib/feedback.ts';

export interface ExportState {
  exporting: { format: ExportFormat; progress: ExportProgress } | null;
  onExport: (format: ExportFormat) => void;
  onCancelExport: () => void;
}

/**
 * A list's export (`GET path` with the list's filters, in the user's language): the download under
 * way with its progress, start and cancel.
 */
export function useExport(path: string, filters: Record<string, unknown>, total: number | null): ExportState {
  const { t, i18n } = useTranslation();
  const [exporting, setExporting] = useState<ExportState['exporting']>(null);
  const abort = useRef<AbortController | null>(null);

  const onExport = (format: ExportFormat) => {
    const controller = new AbortController();
    abort.current = controller;
    setExporting({ format, progress: { bytes: 0, rows: 0, total: null } });
    // the download code loads on the first export, not with the list
    import('../../lib/download.ts')
      .then(({ downloadExport }) =>
        downloadExport(
          path,
          filters,
          format,
          i18n.language,
          total,
          (progress) => setExporting({ format, progress }),
          controller.signal,
        ),
      )
      .then(() => showQuickMessage({ type: 'success', body: t('common.export.done') }))
      .catch((error: unknown) => {
        if (!isCanceled(error))
          showAlert({
            type: 'error',
            message: error instanceof Error ? translateMessage(error.message) : String(error),
          });
      })
      .finally(() => setExporting(null));
  };

  return { exporting, onExport, onCancelExport: () => abort.current?.abort() };
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The CSV and XLSX buttons, or the export under way (size, rows, cancel) with its progress bar. */
export function ExportBar({ exporting, onExport, onCancelExport }: ExportState) {
  const { t } = useTranslation();
  const progress = exporting?.progress;
  const percent = progress?.total ? Math.min(100, (progress.rows / progress.total) * 100) : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {exporting ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="export-progress">
            <Typography variant="body2" color="text.secondary">
              {t('common.export.progress', {
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
          (['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              color="inherit"
              startIcon={<DownloadRounded fontSize="small" />}
              onClick={() => onExport(format)}
              data-testid={`export-${format}`}
              aria-label={t('common.export.label', { format: format.toUpperCase() })}
            >
              {format.toUpperCase()}
            </Button>
          ))
        )}
      </Box>
      {exporting && (
        <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} />
      )}
    </Box>
  );
}
