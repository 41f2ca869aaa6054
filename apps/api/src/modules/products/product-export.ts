import { Readable } from 'node:stream';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_EXPORT_COLUMNS,
  type Product,
  type ProductExportQuery,
  SALES_STATUS_LABELS,
} from '@admin/contract';
import xlsxModule from '@atomictech/xlsx-write-stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { productBatches } from './products.repository.ts';

// The package is CommonJS with an `exports.default`.
const XLSXWriteStream = ((xlsxModule as unknown as { default?: typeof xlsxModule }).default ??
  xlsxModule) as typeof xlsxModule;

const vietnamTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const when = (iso: string | null) => (iso ? vietnamTime.format(new Date(iso)) : '');

/** One product as the export's cells, in PRODUCT_EXPORT_COLUMNS order. */
export function exportCells(p: Product): (string | number)[] {
  return [
    p.id,
    p.title,
    p.phone ?? '',
    p.seller_type === 'alliance' ? 'Store' : 'Personal',
    p.brand.name,
    p.detail_model ? `${p.model.name} (${p.detail_model.name})` : p.model.name,
    PRODUCT_CATEGORIES[p.type],
    p.location?.name ?? '',
    p.number_plate ?? '',
    p.release_year ?? '',
    p.used_distance ?? '',
    p.price,
    p.inspection ? `${p.inspection} (${p.inspection_score ?? 0}%)` : '',
    when(p.inspection_date),
    when(p.created_at),
    p.created_by?.name ?? '',
    when(p.updated_at),
    when(p.status_latest_datetime),
    p.status_latest_user?.name ?? '',
    p.station?.name ?? '',
    p.is_quality_item ? 'Yes' : 'No',
    SALES_STATUS_LABELS[p.sales_status],
    p.blocked_reason ?? '',
    p.ai_score ?? '',
  ];
}

/** A CSV cell; text that a spreadsheet would run as a formula is prefixed with a quote. */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* csvLines(db: Kysely<DB>, query: ProductExportQuery) {
  // The byte-order mark makes spreadsheet programs read UTF-8 (Vietnamese) correctly.
  yield `\uFEFF${PRODUCT_EXPORT_COLUMNS.join(',')}\r\n`;
  const { format: _format, ...filters } = query;
  for await (const batch of productBatches(db, filters)) {
    yield batch.map((p) => `${exportCells(p).map(csvCell).join(',')}\r\n`).join('');
  }
}

async function* xlsxRows(db: Kysely<DB>, query: ProductExportQuery) {
  const { format: _format, ...filters } = query;
  for await (const batch of productBatches(db, filters)) {
    for (const p of batch) yield exportCells(p);
  }
}

/** The whole filtered list, streamed a thousand rows at a time: no row cap, little memory. */
export function productExportStream(db: Kysely<DB>, query: ProductExportQuery): Readable {
  if (query.format === 'csv') return Readable.from(csvLines(db, query));
  const writer = new XLSXWriteStream({ header: true, columns: [...PRODUCT_EXPORT_COLUMNS] });
  const rows = Readable.from(xlsxRows(db, query));
  rows.on('error', (error) => writer.destroy(error));
  return rows.pipe(writer);
}

export const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
