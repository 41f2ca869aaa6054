import { Readable } from 'node:stream';
import {
  IMPORT_FILE_FIELD,
  IMPORT_LIMITS,
  type ImportCellError,
  type ImportColumn,
  type SaidReason,
} from '@admin/contract';
import type ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../db/schema.ts';
import type { Actor } from './audit-log.ts';
import type { Words } from './export.ts';
import { HttpError, invalid, invalidField, reason } from './http-error.ts';
import { readUpTo } from './images.ts';
import { lazy } from './lazy.ts';
import { assertMultipartComplete, unlessCutShort } from './multipart-end.ts';

/**
 * Imports of a file (CSV or XLSX) for every area that offers one: reading the upload, the header row
 * mapped to the area's fields (its own export's headers in Vietnamese and English, the template's,
 * the field names), each row checked with the area's create body into refusals on its cells.
 * An area declares its kind (`ImportKind`); `modules/imports` previews and writes them.
 */

// exceljs (CommonJS) loads with the first file, as the exports' does.
const excel = lazy(async () => {
  const loaded = (await import('exceljs')) as unknown as { default?: typeof ExcelJS } & typeof ExcelJS;
  return loaded.default ?? loaded;
});

/** A field of a kind's rows: its header in each language (the template's), and the other headers that name it. */
export interface ImportField {
  key: string;
  header: Words;
  /** Other headers read as this field: the export's (both languages), the field's name. */
  aliases?: readonly string[];
  required?: boolean;
}

/** A data row: its line in the file (the header is line 1), and its cells by field key ('' when blank). */
export interface ImportRowCells {
  row: number;
  cells: Record<string, string>;
}

/** A row once checked: its refusals, or the create body it writes. */
export interface CheckedRow<B> {
  row: number;
  errors: ImportCellError[];
  body?: B;
}

/** What the kind's check and write know of the import: the store chosen (products). */
export interface ImportContext {
  storeId?: number;
}

export interface ImportKind<B> {
  /** The template's columns, in order; the fields a row may fill. */
  fields: readonly ImportField[];
  /** Headers of the area's export that are read-only (ids, stamps, statuses): known, not imported. */
  ignored: readonly string[];
  /** Refuses the import as a whole when its context is wrong (an unknown or suspended store). */
  checkContext?: (db: Kysely<DB>, context: ImportContext) => Promise<void>;
  /** Every row checked: references resolved, the create body parsed, duplicates in the file and the database found. */
  check: (db: Kysely<DB>, rows: readonly ImportRowCells[], context: ImportContext) => Promise<CheckedRow<B>[]>;
  /** Writes rows through the area's own create, all or none; `origin` goes into each creation's audit entry. */
  write: (db: Kysely<DB>, actor: Actor, bodies: B[], origin: { import_id: number }) => Promise<unknown>;
  /** How many rows `write` takes at once (a refused batch of an import of valid rows is written again row by row). */
  batch: number;
  /** The body's field (a zod path) → the column (field key) a refusal of it is shown on. */
  columnOf: Readonly<Record<string, string>>;
}

/** A file as read: its name, its headers and its data rows' cells in column order (blank rows left out). */
export interface ImportFile {
  name: string;
  headers: string[];
  rows: { row: number; cells: string[] }[];
}

const maxMb = IMPORT_LIMITS.maxBytes / 1024 / 1024;
const refused = (message: string, said: SaidReason) => invalidField(IMPORT_FILE_FIELD, message).saying(said);

/**
 * Reads an import's multipart form: its text fields and its one file (at most IMPORT_LIMITS.maxBytes,
 * 422 on `file` beyond, or without one).
 */
export async function readImportForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw refused('Choose a CSV or XLSX file', reason('import_no_file'));
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: IMPORT_LIMITS.maxBytes, fields: 10 } })) {
      if (part.type === 'file') {
        const bytes = await unlessCutShort(request, readUpTo(part.file, IMPORT_LIMITS.maxBytes));
        if (part.fieldname !== IMPORT_FILE_FIELD) throw invalidField(part.fieldname, 'This field takes no file');
        file = { name: part.filename || 'import', bytes };
      } else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    assertMultipartComplete(request);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw refused(`The file must be at most ${maxMb} MB`, reason('import_too_large', { max_mb: maxMb }));
    if (code === 'FST_FILES_LIMIT') throw refused('Send one file', reason('import_one_file'));
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw invalidField('body', 'Too many form fields');
    throw error;
  }
  assertMultipartComplete(request);
  if (!file || file.bytes.length === 0) throw refused('Choose a CSV or XLSX file', reason('import_no_file'));
  return { fields, ...file };
}

type CellValue = unknown;

/** A spreadsheet cell as the text a person sees; the CSV export's guard quote before a formula sign is taken off. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.replace(/^'(?=[=+\-@\t\r])/, '').trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
  if (v.richText)
    return v.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if (v.text !== undefined) return cellText(v.text);
  if (v.result !== undefined) return cellText(v.result);
  return '';
}

/** The CSV's separator: a comma, or the semicolon of a spreadsheet saved in Vietnamese, as its header line shows. */
function separatorOf(text: string): string {
  const line = text.slice(0, text.search(/\r?\n|$/));
  const count = (sign: string) => line.split(sign).length - 1;
  return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
}

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');

/** Reads a CSV or XLSX file (by its content), its first sheet: the header row and at most IMPORT_LIMITS.maxRows data rows. */
export async function readImportFile(name: string, bytes: Buffer): Promise<ImportFile> {
  const Excel = await excel();
  const book = new Excel.Workbook();
  const unreadable = () => refused('The file is not a CSV or XLSX file that can be read', reason('import_unreadable'));
  let sheet: ExcelJS.Worksheet | undefined;
  try {
    if (bytes.subarray(0, 4).equals(ZIP)) {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      sheet = book.worksheets[0];
    } else {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
      sheet = await book.csv.read(Readable.from([text]), {
        map: (value: string) => value,
        parserOptions: { delimiter: separatorOf(text), ignoreEmpty: true },
      } as never);
    }
  } catch {
    throw unreadable();
  }
  if (!sheet) throw unreadable();
  const lines: { row: number; cells: string[] }[] = [];
  let headers: string[] | null = null;
  let width = 0;
  const tooMany = () =>
    refused(
      `The file may hold at most ${IMPORT_LIMITS.maxRows} rows`,
      reason('import_too_many_rows', { max: IMPORT_LIMITS.maxRows }),
    );
  sheet.eachRow((row, number) => {
    const values = (row.values as CellValue[]).slice(1).map(cellText);
    if (values.every((v) => v === '')) return;
    if (!headers) {
      headers = values;
      width = values.length;
      return;
    }
    if (lines.length >= IMPORT_LIMITS.maxRows) throw tooMany();
    lines.push({ row: number, cells: Array.from({ length: width }, (_, i) => values[i] ?? '') });
  });
  if (!headers) throw refused('The file is empty: it needs a header row and rows under it', reason('import_empty'));
  if (lines.length === 0)
    throw refused('The file is empty: it needs a header row and rows under it', reason('import_empty'));
  return { name, headers, rows: lines };
}

/** A header as compared: lower case, without spaces or marks ("Model (Trim)" = "model(trim)"). */
const headerKey = (header: string) => fold(header).replace(/[\s_]/g, '');

/** A name as compared: lower case, single spaces, without Vietnamese marks ("Hà Nội" = "ha noi"). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** How each header of the file is read: the field it fills, one of the export's read-only columns, or unknown. */
export function mapHeaders(kind: ImportKind<unknown>, headers: readonly string[]): ImportColumn[] {
  const byHeader = new Map<string, string>();
  for (const field of kind.fields)
    for (const name of [field.key, field.header.vi, field.header.en, ...(field.aliases ?? [])])
      byHeader.set(headerKey(name), field.key);
  const ignored = new Set(kind.ignored.map(headerKey));
  const taken = new Set<string>();
  return headers.map((header): ImportColumn => {
    const field = byHeader.get(headerKey(header));
    // a field named twice is read from its first column
    if (field && !taken.has(field)) {
      taken.add(field);
      return { header, use: 'field', field };
    }
    return { header, use: ignored.has(headerKey(header)) ? 'ignored' : 'unknown', field: null };
  });
}

/** The rows' cells by field key, from the columns that fill a field. */
export function rowCells(columns: readonly ImportColumn[], file: ImportFile): ImportRowCells[] {
  return file.rows.map(({ row, cells }) => {
    const byField: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (column.field) byField[column.field] = cells[i] ?? '';
    });
    return { row, cells: byField };
  });
}

/** A refusal of a cell. */
export const cellError = (row: number, column: string | null, said: SaidReason): ImportCellError => ({
  row,
  column,
  reason: said,
});

/**
 * The create body over a row's input: the body, or every issue as a refusal on the cell its field
 * comes from (`columnOf`), said with the contract's own message (`invalid_cell`). Cells already
 * refused (`known`) are not refused twice.
 */
export function parseRow<S extends z.ZodMiniType>(
  schema: S,
  row: number,
  input: Record<string, unknown>,
  columnOf: Readonly<Record<string, string>>,
  known: ImportCellError[],
): { body?: z.infer<S>; errors: ImportCellError[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success && known.length === 0) return { body: parsed.data as z.infer<S>, errors: [] };
  const errors = [...known];
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = columnOf[field] ?? (field || null);
      if (errors.some((e) => e.column === column)) continue;
      errors.push(cellError(row, column, reason('invalid_cell', { message: issue.message })));
    }
  return { errors };
}

/** A row's write refused by the area's create (a race since the check): its reasons on the cells it names. */
export function writeRefusal(
  row: number,
  error: unknown,
  columnOf: Readonly<Record<string, string>>,
): ImportCellError[] {
  if (!(error instanceof HttpError)) throw error;
  if (error.said) return [cellError(row, null, error.said.reason)];
  const fields = Object.entries(error.fieldErrors ?? {});
  if (fields.length === 0) return [cellError(row, null, reason('invalid_cell', { message: error.message }))];
  return fields.map(([field, messages]) =>
    cellError(row, columnOf[field] ?? field, reason('invalid_cell', { message: messages[0] ?? error.message })),
  );
}

/** Refuses a form whose fields the contract's form schema does not accept. */
export function importFormFields<S extends z.ZodMiniType>(schema: S, fields: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data as z.infer<S>;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  throw invalid(errors);
}
