import { Readable } from 'node:stream';
import type { ExportFormat, ExportLang } from '@admin/contract';
import xlsxModule from '@atomictech/xlsx-write-stream';
import type { FastifyReply } from 'fastify';

// The package is CommonJS with an `exports.default`.
const XLSXWriteStream = ((xlsxModule as unknown as { default?: typeof xlsxModule }).default ??
  xlsxModule) as typeof xlsxModule;

/** A text in each language of the exports. */
export type Words = Record<ExportLang, string>;

/** Words of an export in Vietnamese and English. */
export const h = (vi: string, en: string): Words => ({ vi, en });

export type Cell = string | number | null | undefined;

/** One column of an export: its header in each language, and its cell (words in the export's language). */
export interface ExportColumn<R> {
  header: Words;
  cell: (row: R, lang: ExportLang) => Cell;
}

const vietnamTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Vietnam's wall clock, "2026-11-25 09:30" (empty when there is none). */
export const vietnamWallClock = (iso: string | null | undefined) => (iso ? vietnamTime.format(new Date(iso)) : '');

/** Yes / no in the export's language. */
export const YES_NO: Record<'yes' | 'no', Words> = { yes: { vi: 'Có', en: 'Yes' }, no: { vi: 'Không', en: 'No' } };

/** A CSV cell; text that a spreadsheet would run as a formula is prefixed with a quote. */
function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* csvLines<R>(
  batches: AsyncIterable<readonly R[]>,
  columns: readonly ExportColumn<R>[],
  lang: ExportLang,
) {
  // The byte-order mark makes spreadsheet programs read UTF-8 (Vietnamese) correctly.
  yield `\uFEFF${columns.map((c) => csvCell(c.header[lang])).join(',')}\r\n`;
  for await (const batch of batches)
    yield batch.map((row) => `${columns.map((c) => csvCell(c.cell(row, lang))).join(',')}\r\n`).join('');
}

async function* xlsxRows<R>(
  batches: AsyncIterable<readonly R[]>,
  columns: readonly ExportColumn<R>[],
  lang: ExportLang,
) {
  for await (const batch of batches) for (const row of batch) yield columns.map((c) => c.cell(row, lang) ?? '');
}

/**
 * A list newest first, a batch at a time (keyset on the id, no offset: the same cost at any depth):
 * `ids(before, limit)` answers the next ids below `before` (all when null), `rows(ids)` the rows in
 * that order.
 */
export async function* newestFirst<R>(
  ids: (before: number | null, limit: number) => Promise<number[]>,
  rows: (ids: number[]) => Promise<R[]>,
  batch = 1000,
): AsyncGenerator<R[]> {
  let before: number | null = null;
  for (;;) {
    const page = await ids(before, batch);
    if (page.length === 0) return;
    yield await rows(page);
    if (page.length < batch) return;
    before = page[page.length - 1]!;
  }
}

/** A list as CSV or XLSX, streamed batch by batch: no row cap, little memory. */
export function exportStream<R>(
  batches: AsyncIterable<readonly R[]>,
  columns: readonly ExportColumn<R>[],
  format: ExportFormat,
  lang: ExportLang,
): Readable {
  if (format === 'csv') return Readable.from(csvLines(batches, columns, lang));
  const writer = new XLSXWriteStream({ header: true, columns: columns.map((c) => c.header[lang]) });
  const rows = Readable.from(xlsxRows(batches, columns, lang));
  rows.on('error', (error) => writer.destroy(error));
  return rows.pipe(writer);
}

const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Sends an export as a download named `{name}-{day}.{format}`. */
export function sendExport(reply: FastifyReply, name: string, format: ExportFormat, stream: Readable) {
  const stamp = new Date().toISOString().slice(0, 10);
  reply
    .header('content-type', EXPORT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}-${stamp}.${format}"`)
    .header('cache-control', 'no-store');
  // A stream is sent as is: the response schemas describe the error answers only.
  return reply.send(stream as never);
}
