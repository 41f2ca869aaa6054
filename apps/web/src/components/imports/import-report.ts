import type { ImportCellError, ImportRunDetail } from '@admin/contract';
import type { TFunction } from 'i18next';
import { saveBlob } from '../../lib/download.ts';
import { sayReason } from '../../lib/reasons.ts';

/** The words of a refusal: the column's header in the file (or the field's name), then why. */
export function sayCellError(error: ImportCellError, columns: ImportRunDetail['columns'], t: TFunction): string {
  const reason = sayReason(error.reason);
  if (!error.column) return reason;
  const header = columns.find((c) => c.field === error.column)?.header ?? t(`imports.fields.${error.column}`);
  return `${header}: ${reason}`;
}

/** A CSV cell; text a spreadsheet would run as a formula starts with a quote (as the exports write it). */
function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Saves an import's refused rows as CSV in the reader's language: the row's line in the file, its
 * cells as they were, and its reasons, so the person corrects them and imports that file again.
 */
export function saveImportReport(run: ImportRunDetail, t: TFunction): void {
  const lines = [
    [t('imports.row'), ...run.headers, t('imports.reportReason')],
    ...run.refused_rows.map((r) => [
      r.row,
      ...r.cells,
      r.errors.map((e) => sayCellError(e, run.columns, t)).join('; '),
    ]),
  ];
  const text = `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
  const stem = run.file_name.replace(/\.[^.]+$/, '');
  saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${stem}-${t('imports.reportFile')}.csv`);
}
