import { PassThrough, Readable, Transform, pipeline } from 'node:stream';
import type { ExportFormat, ExportLang } from '@admin/contract';
import type xlsxModule from '@atomictech/xlsx-write-stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema.ts';
import type { Access } from './access.ts';
import { type RouteText, exportRoute } from './routes.ts';
import { lazy } from './lazy.ts';
import { inOrderOf } from './paging.ts';

// The package is CommonJS with an `exports.default`; loaded with the first spreadsheet.
const xlsxWriter = lazy(async () => {
  const loaded = (await import('@atomictech/xlsx-write-stream')).default;
  return ((loaded as unknown as { default?: typeof xlsxModule }).default ?? loaded) as typeof xlsxModule;
});

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

/**
 * A text cell of a spreadsheet. The XLSX writer turns a string that starts with `=` into a formula
 * (`<f>`), so a store named `=HYPERLINK(…)` would run in the reader's spreadsheet; any value that
 * is neither a string, a number, a date nor a boolean it writes as an inline string of its text.
 * Every text cell goes through this wrapper: text stays text, whatever it starts with.
 */
class TextCell {
  constructor(private readonly text: string) {}
  toString() {
    return this.text;
  }
}

/** A cell as the XLSX writer takes it: numbers stay numbers, every text is a TextCell. */
const xlsxCell = (value: Cell) => (typeof value === 'number' ? value : new TextCell(value ?? ''));

async function* xlsxRows<R>(
  batches: AsyncIterable<readonly R[]>,
  columns: readonly ExportColumn<R>[],
  lang: ExportLang,
) {
  for await (const batch of batches) for (const row of batch) yield columns.map((c) => xlsxCell(c.cell(row, lang)));
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
    xlsxWriter().then(
      (XLSXWriteStream) => {
        const writer = new XLSXWriteStream({ header: true, columns: columns.map((c) => c.header[lang]) });
        // an error or an early end of any of the three ends the others (the rows' query included);
        // the error reaches the reader through `out`
        pipeline(Readable.from(xlsxRows(source, columns, lang)), writer, out, () => {});
      },
      (error: Error) => out.destroy(error),
    );
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
