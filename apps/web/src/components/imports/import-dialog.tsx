import {
  IMPORT_LIMITS,
  IMPORT_MODES,
  type ImportCellError,
  type ImportKind,
  type ImportMode,
  type ImportPreview,
  type ImportRun,
  type ImportRunDetail,
} from '@admin/contract';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MuiLink from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage } from '../../i18n/setup.ts';
import { api } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { formatCount } from '../../lib/format.ts';
import { StoreAutocomplete } from '../fields/store-autocomplete.tsx';
import type { StoreOption } from '../fields/lookup-queries.ts';
import { saveImportReport, sayCellError } from './import-report.ts';

type Step = { at: 'choose' } | { at: 'preview'; preview: ImportPreview } | { at: 'run'; id: number };

/**
 * An import, step by step: the store (products) and the file, the preview of every row with each
 * refused cell marked and said, the mode, the progress of the job, and its result with the report of
 * the refused rows and a link to the import history.
 */
export function ImportDialog({
  open,
  kind,
  store: fixedStore,
  onClose,
}: {
  open: boolean;
  kind: ImportKind;
  store?: { id: number; name: string };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [store, setStore] = useState<StoreOption | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const [mode, setMode] = useState<ImportMode>('valid_rows');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const storeId = fixedStore?.id ?? store?.id;
  const count = (n: number) => formatCount(n, i18n.language);
  const lang = i18n.language === 'en' ? 'en' : 'vi';

  const form = (withMode: boolean) => {
    const data = new FormData();
    data.append('kind', kind);
    if (kind === 'products' && storeId) data.append('store_id', String(storeId));
    if (withMode) data.append('mode', mode);
    data.append('file', file!);
    return data;
  };
  const send = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(translateMessage((failure as Error).message));
    } finally {
      setBusy(false);
    }
  };
  const check = () =>
    send(async () => {
      const res = await api.post<ImportPreview>('/imports/preview', form(false));
      setStep({ at: 'preview', preview: res.data });
    });
  const start = () =>
    send(async () => {
      const res = await api.post<ImportRun>('/imports', form(true));
      setStep({ at: 'run', id: res.data.id });
    });
  const choose = (chosen: File | null | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setError(null);
    setStep({ at: 'choose' });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const template = (format: 'xlsx' | 'csv') =>
    void downloadFile(`/imports/template?kind=${kind}&lang=${lang}&format=${format}`, `${kind}-import.${format}`).catch(
      (failure: Error) => setError(translateMessage(failure.message)),
    );

  const needsStore = kind === 'products' && !storeId;
  // once an import has run, the dialog opens afresh next time
  const close = () => {
    onClose();
    if (step.at === 'run') {
      setStep({ at: 'choose' });
      setFile(null);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth={step.at === 'preview' ? 'lg' : 'sm'}
      fullScreen={narrow}
      data-testid="import-dialog"
      aria-labelledby="import-dialog-title"
    >
      <DialogTitle id="import-dialog-title">{t(`imports.title.${kind}`)}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="import-error" role="alert">
            {error}
          </Alert>
        )}
        {step.at === 'choose' && (
          <Stack spacing={2}>
            {kind === 'products' &&
              (fixedStore ? (
                <Typography>{t('imports.storeOf', { store: fixedStore.name })}</Typography>
              ) : (
                <StoreAutocomplete
                  value={store}
                  onChange={setStore}
                  label={t('imports.store')}
                  isStation={1}
                  required
                  width="100%"
                  testId="import-store"
                />
              ))}
            <Box
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="import-drop"
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: dragging ? 'primary.main' : 'divider',
                bgcolor: dragging ? alpha(theme.palette.primary.main, 0.06) : undefined,
                borderRadius: 2,
                p: 3,
                textAlign: 'center',
              }}
            >
              <UploadFileRounded color="action" sx={{ fontSize: 40 }} aria-hidden />
              <Typography sx={{ mb: 1.5 }}>
                {t('imports.file.drop', {
                  mb: IMPORT_LIMITS.maxBytes / 1024 / 1024,
                  rows: count(IMPORT_LIMITS.maxRows),
                })}
              </Typography>
              <Button variant="contained" component="label" data-testid="import-choose">
                {t('imports.file.choose')}
                <input
                  hidden
                  type="file"
                  accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  data-testid="import-file"
                  onChange={(e) => choose(e.target.files?.[0])}
                />
              </Button>
              {file && (
                <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="import-file-name">
                  {t('imports.file.chosen', { name: file.name })}
                </Typography>
              )}
            </Box>
            <Box>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 0.5 }}>
                <Button size="small" onClick={() => template('xlsx')} data-testid="import-template-xlsx">
                  {t('imports.template', { format: 'XLSX' })}
                </Button>
                <Button size="small" onClick={() => template('csv')} data-testid="import-template-csv">
                  {t('imports.template', { format: 'CSV' })}
                </Button>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {t('imports.templateHint')}
              </Typography>
            </Box>
            {busy && <LinearProgress aria-label={t('imports.checking')} />}
          </Stack>
        )}
        {step.at === 'preview' && <PreviewStep preview={step.preview} mode={mode} onMode={setMode} count={count} />}
        {step.at === 'run' && <RunStep id={step.id} kind={kind} count={count} />}
      </DialogContent>
      <DialogActions>
        {step.at === 'run' ? (
          <Button onClick={close} variant="contained" data-testid="import-close">
            {t('actions.done')}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            {step.at === 'preview' && (
              <Button onClick={() => setStep({ at: 'choose' })} disabled={busy} data-testid="import-another">
                {t('imports.another')}
              </Button>
            )}
            {step.at === 'choose' ? (
              <Button
                variant="contained"
                onClick={check}
                disabled={!file || needsStore}
                loading={busy}
                data-testid="import-check"
              >
                {t('imports.check')}
              </Button>
            ) : (
              <Button
                variant="contained"
                onClick={start}
                disabled={step.preview.valid === 0}
                loading={busy}
                data-testid="import-start"
              >
                {t('imports.start')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The preview: the counts, the columns not used or missing, the rows with each refused cell marked, the mode. */
function PreviewStep({
  preview,
  mode,
  onMode,
  count,
}: {
  preview: ImportPreview;
  mode: ImportMode;
  onMode: (mode: ImportMode) => void;
  count: (n: number) => string;
}) {
  const { t } = useTranslation();
  const refused = preview.rows - preview.valid;
  const byRow = new Map<number, ImportCellError[]>();
  for (const e of preview.errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  const unknown = preview.columns.filter((c) => c.use === 'unknown').map((c) => c.header);
  const hasRowErrors = preview.errors.some((e) => e.column === null);
  const modeLabel = useId();
  return (
    <Stack spacing={2}>
      <Alert severity={refused ? 'warning' : 'success'} data-testid="import-summary">
        {refused
          ? t('imports.summary', { valid: count(preview.valid), refused: count(refused) })
          : t('imports.summaryOk', { valid: count(preview.valid) })}
      </Alert>
      {preview.missing.length > 0 && (
        <Alert severity="error" data-testid="import-missing">
          {t('imports.missing', { columns: preview.missing.map((f) => t(`imports.fields.${f}`)).join(', ') })}
        </Alert>
      )}
      {unknown.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="import-unknown">
          {t('imports.unknownColumns', { columns: unknown.join(', ') })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('imports.shown')}
      </Typography>
      {/* a scrolled region: reached and scrolled with the keyboard */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label={t('imports.previewLabel')}
        sx={{ maxHeight: 380, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader data-testid="import-preview">
          <TableHead>
            <TableRow>
              <TableCell>{t('imports.row')}</TableCell>
              {preview.columns.map((c, i) => (
                <TableCell
                  key={i}
                  sx={{ whiteSpace: 'nowrap', color: c.use === 'field' ? undefined : 'text.secondary' }}
                >
                  {c.header}
                </TableCell>
              ))}
              {hasRowErrors && <TableCell>{t('imports.rowError')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.sample.map((r) => {
              const errors = byRow.get(r.row) ?? [];
              const rowLevel = errors.filter((e) => e.column === null);
              return (
                <TableRow key={r.row} data-testid={`import-row-${r.row}`} data-invalid={errors.length > 0 || undefined}>
                  <TableCell sx={{ fontWeight: 600 }}>{r.row}</TableCell>
                  {preview.columns.map((c, i) => {
                    const cellErrors = c.field ? errors.filter((e) => e.column === c.field) : [];
                    return (
                      <PreviewCell
                        key={i}
                        value={r.cells[i] ?? ''}
                        errors={cellErrors}
                        testId={c.field ? `import-cell-${r.row}-${c.field}` : undefined}
                        columns={preview.columns}
                      />
                    );
                  })}
                  {hasRowErrors && (
                    <PreviewCell
                      value=""
                      errors={rowLevel}
                      testId={`import-cell-${r.row}-row`}
                      columns={preview.columns}
                    />
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box>
        <FormLabel id={modeLabel}>{t('imports.mode.label')}</FormLabel>
        <RadioGroup aria-labelledby={modeLabel} value={mode} onChange={(_e, value) => onMode(value as ImportMode)}>
          {IMPORT_MODES.map((m) => (
            <FormControlLabel
              key={m}
              value={m}
              control={<Radio size="small" />}
              label={t(`imports.mode.${m}`)}
              data-testid={`import-mode-${m}`}
            />
          ))}
        </RadioGroup>
      </Box>
    </Stack>
  );
}

/** A cell of the preview: its value, and when refused, red with its reasons written under it (read with the cell). */
function PreviewCell({
  value,
  errors,
  testId,
  columns,
}: {
  value: string;
  errors: ImportCellError[];
  testId?: string;
  columns: ImportRunDetail['columns'];
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const id = useId();
  if (errors.length === 0)
    return (
      <TableCell data-testid={testId} sx={{ minWidth: 110, maxWidth: 240, overflowWrap: 'anywhere' }}>
        {value}
      </TableCell>
    );
  return (
    <TableCell
      data-testid={testId}
      data-invalid="true"
      aria-describedby={id}
      sx={{
        minWidth: 110,
        maxWidth: 240,
        overflowWrap: 'anywhere',
        bgcolor: alpha(theme.palette.error.main, 0.08),
        boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}`,
      }}
    >
      {value && <div>{value}</div>}
      <Typography id={id} variant="caption" component="div" sx={{ color: 'error.dark', fontWeight: 500 }}>
        {errors
          .map((e) => t('imports.cellError', { reason: sayCellError({ ...e, column: null }, columns, t) }))
          .join(' ')}
      </Typography>
    </TableCell>
  );
}

/** The job: its progress while it runs (read every second), then what it wrote and refused. */
function RunStep({ id, kind, count }: { id: number; kind: ImportKind; count: (n: number) => string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = useQuery({
    queryKey: ['imports', 'detail', id],
    queryFn: async () => {
      const answer = (await api.get<ImportRunDetail>(`/imports/${id}`)).data;
      // the list behind the dialog shows the new rows
      if (answer.status !== 'running')
        await Promise.all(
          [kind, kind === 'products' ? 'stores' : 'dashboard'].map((key) =>
            queryClient.invalidateQueries({ queryKey: [key] }),
          ),
        );
      return answer;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' || !query.state.data ? 1000 : false),
  });
  const data = run.data;
  if (!data || data.status === 'running') {
    const processed = data?.processed ?? 0;
    const rows = data?.rows ?? 0;
    return (
      <Stack spacing={1.5} data-testid="import-progress">
        <Typography>{t('imports.progress', { processed: count(processed), rows: count(rows) })}</Typography>
        <LinearProgress
          variant={rows ? 'determinate' : 'indeterminate'}
          value={rows ? (processed / rows) * 100 : undefined}
          aria-label={t('imports.progress', { processed: count(processed), rows: count(rows) })}
        />
      </Stack>
    );
  }
  const text =
    data.status === 'failed'
      ? t('imports.result.failed')
      : data.written === 0 && data.refused > 0 && data.mode === 'all_or_nothing'
        ? t('imports.result.nothing', { refused: count(data.refused) })
        : t('imports.result.done', { written: count(data.written), refused: count(data.refused) });
  return (
    <Stack spacing={2} data-testid="import-result">
      <Alert severity={data.status === 'failed' ? 'error' : data.refused ? 'warning' : 'success'} role="status">
        {text}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {data.refused > 0 && (
          <Button variant="outlined" onClick={() => saveImportReport(data, t)} data-testid="import-report">
            {t('imports.report')}
          </Button>
        )}
        <MuiLink component={Link} to="/data?tab=imports" data-testid="import-history-link">
          {t('imports.history')}
        </MuiLink>
      </Stack>
    </Stack>
  );
}
