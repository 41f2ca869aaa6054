import { once } from 'node:events';
import { PassThrough, Readable, Transform } from 'node:stream';
import type { ExportFormat, ExportLang } from '@admin/contract';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema.ts';
import type { Access } from './access.ts';
import { type RouteText, exportRoute } from './routes.ts';
import { lazy } from './lazy.ts';
import { inOrderOf } from './paging.ts';

// exceljs (CommonJS) loads with the first spreadsheet.
const excel = lazy(async () => {
  const loaded = (await import('exceljs')) as unknown as { default?: typeof ExcelJS } & typeof ExcelJS;
  return loaded.default ?? loaded;
});

/** A text in each language of the exports. */
export type Words = Record<ExportLang, string>;

/** Words of an export in Vietnamese and English. */
export const h = (vi: string, en: string): Words => ({ vi, en });

/** An instant of an export: Vietnam's wall clock in a CSV, a real date and time in a spreadsheet. */
export interface Instant {
  at: string;
}

export type Cell = string | number | Instant | null | undefined;

/** One column of an export: its header in each language, and its cell (words in the export's language). */
export interface ExportColumn<R> {
  header: Words;
  cell: (row: R, lang: ExportLang) => Cell;
  /** The spreadsheet column's width in characters (from its header and kind unless given). */
  width?: number;
}

/** An instant as an export's cell (empty when there is none). */
export const instant = (iso: string | null | undefined): Instant | null => (iso ? { at: iso } : null);
const isInstant = (value: Cell): value is Instant => typeof value === 'object' && value !== null;

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
  if (isInstant(value)) return vietnamWallClock(value.at);
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

const VIETNAM_OFFSET_MS = 7 * 3_600_000;
/** The spreadsheet's date and time format, as staff read them (05-12-2026 08:00). */
const DATE_TIME_FORMAT = 'dd-mm-yyyy hh:mm';

/**
 * A cell as the spreadsheet takes it: numbers stay numbers, an instant becomes a date of Vietnam's
 * wall clock (a spreadsheet's dates have no time zone), text stays text whatever it starts with
 * (exceljs writes a formula only from `{ formula }`, so a store named `=HYPERLINK(…)` is text).
 */
function sheetCell(value: Cell): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (isInstant(value)) return new Date(Date.parse(value.at) + VIETNAM_OFFSET_MS);
  return value;
}

/** How wide a cell's value reads, in characters (a date and time: 16). */
const cellWidth = (value: Cell) =>
  value === null || value === undefined ? 0 : isInstant(value) ? 16 : String(value).length;

/**
 * The columns' widths from their header and the first batch's values (at least 10, at most 40
 * characters), unless a column gives its own.
 */
function widths<R>(columns: readonly ExportColumn<R>[], headers: string[], first: Cell[][]): number[] {
  return columns.map(
    (c, i) =>
      c.width ?? Math.min(40, Math.max(10, headers[i]!.length, ...first.map((cells) => cellWidth(cells[i]))) + 2),
  );
}

/**
 * A spreadsheet of the rows, written as they come: one sheet, its header row bold, frozen and
 * filtered, each column as wide as its first values, dates real dates.
 */
/** Waits until the reader takes more: true, or the reader is gone (the stream destroyed): false. */
async function readerReady(out: PassThrough): Promise<boolean> {
  if (out.destroyed) return false;
  if (!out.writableNeedDrain) return true;
  const settled = new AbortController();
  const either = [once(out, 'drain', { signal: settled.signal }), once(out, 'close', { signal: settled.signal })];
  // the one that does not come is let go (its listener removed, its rejection expected)
  for (const waiting of either) waiting.catch(() => undefined);
  await Promise.race(either).finally(() => settled.abort());
  return !out.destroyed;
}

async function writeSheet<R>(
  out: PassThrough,
  batches: AsyncIterable<readonly R[]>,
  columns: readonly ExportColumn<R>[],
  lang: ExportLang,
) {
  const Excel = await excel();
  const book = new Excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(lang === 'vi' ? 'Dữ liệu' : 'Data', { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = columns.map((c) => c.header[lang]);
  let started = false;
  const start = (first: Cell[][]) => {
    const sized = widths(columns, headers, first);
    sheet.columns = headers.map((header, i) => ({ header, width: sized[i] }));
    sheet.getRow(1).font = { bold: true };
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    started = true;
  };
  for await (const batch of batches) {
    const rows = batch.map((row) => columns.map((c) => c.cell(row, lang)));
    if (!started) start(rows);
    for (const cells of rows) {
      const row = sheet.addRow(cells.map(sheetCell));
      cells.forEach((cell, i) => {
        if (isInstant(cell)) row.getCell(i + 1).numFmt = DATE_TIME_FORMAT;
      });
      row.commit();
    }
    // a reader slower than the rows: the next batch waits for it; a reader gone (a download
    // cancelled) ends the rows: the list's query stops instead of reading every batch left
    if (!(await readerReady(out))) return;
  }
  if (!started) start([]);
  sheet.commit();
  await book.commit();
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

/**
 * `newestFirst` over a filtered list: `filtered()` answers the list's table with its filters (read
 * again for each batch), `idColumn` its id (`'l.id'`); a batch's items are the `rows` of its ids
 * (the list's select with its joins), each made an item by `toItem`.
 */
export function newestBatchesOf<D, TB extends keyof D, RD, RT extends keyof RD, R, Item extends { id: number }>(
  filtered: () => SelectQueryBuilder<D, TB, object> | Promise<SelectQueryBuilder<D, TB, object>>,
  idColumn: string,
  rows: SelectQueryBuilder<RD, RT, R>,
  toItem: (row: R) => Item,
): AsyncGenerator<Item[]> {
  const id = sql.ref(idColumn);
  return newestFirst(
    async (before, limit) => {
      // the selection's row type is lost over a generic table; it is `{ id }`
      let keys = (await filtered())
        .select(sql<number>`${id}`.as('id'))
        .orderBy(id, 'desc')
        .limit(limit) as unknown as SelectQueryBuilder<D, TB, { id: number }>;
      if (before !== null) keys = keys.where(sql<SqlBool>`${id} < ${before}`);
      return (await keys.execute()).map((r) => r.id);
    },
    async (ids) => {
      const batch = await rows.where(sql<SqlBool>`${id} in (${sql.join(ids)})`).execute();
      return inOrderOf(ids, (batch as R[]).map(toItem));
    },
  );
}

/** The rows an export stream has sent so far (exportStream counts them). */
const ROWS = Symbol('rows');
type CountedStream = Readable & { [ROWS]?: () => number };

async function* counted<R>(batches: AsyncIterable<readonly R[]>, count: { rows: number }) {
  for await (const batch of batches) {
    count.rows += batch.length;
    yield batch;
  }
}

/** A list as CSV or XLSX, streamed batch by batch: no row cap, little memory. */
export function exportStream<R>(
  batches: AsyncIterable<readonly R[]>,
  columns: readonly ExportColumn<R>[],
  format: ExportFormat,
  lang: ExportLang,
): Readable {
  const count = { rows: 0 };
  const source = counted(batches, count);
  let stream: CountedStream;
  if (format === 'csv') stream = Readable.from(csvLines(source, columns, lang));
  else {
    const out = new PassThrough();
    // an error ends the download (its reader sees it through `out`)
    writeSheet(out, source, columns, lang).catch((error: Error) => out.destroy(error));
    stream = out;
  }
  stream[ROWS] = () => count.rows;
  return stream;
}

/**
 * The stream of an export, as `exportEndpoint` takes it: `batches` reads the rows the query's filters
 * keep (the query without its format and language), written as `columns` in that format and language.
 */
export function exportOf<Q extends { format: ExportFormat; lang: ExportLang }, R>(
  batches: (db: Kysely<DB>, filters: Omit<Q, 'format' | 'lang'>) => AsyncIterable<readonly R[]>,
  columns: readonly ExportColumn<R>[],
) {
  return (db: Kysely<DB>, query: Q): Readable => {
    const { format, lang, ...filters } = query;
    return exportStream(batches(db, filters), columns, format, lang);
  };
}

const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Sends an export as a download named `{name}-{day}.{format}`, and records the run in the user's
 * export history (`export_runs`): its filters, then how many rows and bytes it sent and how it
 * ended (done, failed, or cancelled when the browser stopped reading).
 */
export async function sendExport(reply: FastifyReply, name: string, format: ExportFormat, stream: Readable) {
  const request = reply.request;
  const db = reply.server.db;
  reply.server.metrics.countExport(name, format);
  const stamp = new Date().toISOString().slice(0, 10);
  // the filters as the user sent them (not the list's defaults)
  const sent = new URL(request.url, 'http://localhost').searchParams;
  const filters = Object.fromEntries(
    [...sent.entries()].filter(([key, value]) => !['format', 'lang'].includes(key) && value !== ''),
  );
  const run = request.user
    ? await db
        .insertInto('export_runs')
        .values({
          user_id: request.user.id,
          name,
          format,
          lang: sent.get('lang') === 'en' ? 'en' : 'vi',
          filters_json: JSON.stringify(filters),
          status: 'running',
          rows: null,
          bytes: null,
          started_at: new Date().toISOString(),
          finished_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    : null;
  let bytes = 0;
  const measured = stream.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done(null, chunk);
      },
    }),
  );
  stream.on('error', (error) => measured.destroy(error));
  if (run) {
    // the first event decides, in this process: two updates could otherwise race on the pool
    let decided = false;
    const finish = (status: 'done' | 'failed' | 'cancelled') => {
      if (decided) return;
      decided = true;
      void db
        .updateTable('export_runs')
        .set({
          status,
          rows: (stream as CountedStream)[ROWS]?.() ?? null,
          bytes,
          finished_at: new Date().toISOString(),
        })
        .where('id', '=', run.id)
        .where('status', '=', 'running')
        .execute()
        .catch((error: unknown) => request.log.error({ err: error }, 'export run not recorded'));
    };
    // the first to happen decides: all sent, a failure, or the browser gone before the end
    measured.once('end', () => finish('done'));
    measured.once('error', () => finish('failed'));
    reply.raw.once('close', () => finish('cancelled'));
  }
  reply
    .header('content-type', EXPORT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}-${stamp}.${format}"`)
    .header('cache-control', 'no-store');
  // A stream is sent as is: the response schemas describe the error answers only.
  return reply.send(measured as never);
}

/**
 * Declares `GET path`, the export of a list: its filters in `query`, the file made by `stream` and sent
 * as `{file}-{day}.{format}` by sendExport.
 */
export function exportEndpoint<Q extends z.core.$ZodType<{ format: ExportFormat }>>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  path: string,
  permission: Access,
  {
    file,
    stream,
    ...input
  }: RouteText & {
    query: Q;
    conflict?: boolean;
    file: string;
    stream: (db: Kysely<DB>, query: z.output<Q>) => Readable;
  },
) {
  app.get(path, exportRoute(permission, input), async (request, reply) => {
    const query = request.query as z.output<Q>;
    return sendExport(reply, file, query.format, stream(app.db, query));
  });
}
