import { z } from 'zod/mini';
import { entity, entityIdParam, ref, saidReason, timestamp } from './common.ts';

/**
 * Imports: a CSV or XLSX file of products (into one store) or leads, previewed row by row before
 * anything is written, then written all or nothing or row by row (docs/domain.md, "Import").
 */
export const IMPORT_KINDS = ['products', 'leads'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** `all_or_nothing`: one transaction, any refused row writes nothing; `valid_rows`: every good row, a report of the others. */
export const IMPORT_MODES = ['all_or_nothing', 'valid_rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** A file of at most 10 MB and 10,000 rows under its header row (more: refused as a whole, 422 on `file`). */
export const IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 10_000 } as const;

/** The multipart field of the file; the other fields are `importForm`'s. */
export const IMPORT_FILE_FIELD = 'file';

/** The form fields sent with the file: the kind, the store (products) and, to write, the mode. */
export const importForm = z
  .object({
    kind: z.enum(IMPORT_KINDS, { error: 'Kind must be products or leads' }),
    store_id: z.optional(entityIdParam),
    mode: z.optional(z.enum(IMPORT_MODES, { error: 'Mode must be all_or_nothing or valid_rows' })),
  })
  .check(
    z.refine((v) => v.kind !== 'products' || v.store_id !== undefined, {
      path: ['store_id'],
      message: 'Choose the store',
    }),
  );
export type ImportForm = z.infer<typeof importForm>;

/** `GET /imports/template`: the header row of a kind, in a language, as CSV or XLSX. */
export const importTemplateQuery = z.object({
  kind: z.enum(IMPORT_KINDS, { error: 'Kind must be products or leads' }),
  lang: z._default(z.enum(['vi', 'en']), 'vi'),
  format: z._default(z.enum(['csv', 'xlsx']), 'xlsx'),
});

/**
 * A cell's refusal: the data row (1 is the first row under the header, as a spreadsheet shows it
 * minus one), the field its column maps to (null: the row as a whole), and why as a code.
 */
export const importCellError = z.object({
  row: z.int(),
  column: z.nullable(z.string()),
  reason: saidReason,
});
export type ImportCellError = z.infer<typeof importCellError>;

/** How a header of the file was read: a field it fills, a column of our export that is not imported, or unknown. */
export const IMPORT_COLUMN_USES = ['field', 'ignored', 'unknown'] as const;
export const importColumn = z.object({
  header: z.string(),
  use: z.enum(IMPORT_COLUMN_USES),
  /** The field it fills (`use` = field). */
  field: z.nullable(z.string()),
});
export type ImportColumn = z.infer<typeof importColumn>;

/** A row of the file as read: its number and its cells in the file's column order. */
export const importRow = z.object({ row: z.int(), cells: z.array(z.string()) });
export type ImportRow = z.infer<typeof importRow>;

/** How many rows the preview shows: every refused one up to this many, and the first good ones. */
export const IMPORT_PREVIEW_ROWS = { refused: 200, good: 20 } as const;

/** `POST /imports/preview`: what the file holds and every refusal, nothing written. */
export const importPreview = z.object({
  rows: z.int(),
  valid: z.int(),
  columns: z.array(importColumn),
  /** Required fields no column of the file fills. */
  missing: z.array(z.string()),
  errors: z.array(importCellError),
  /** The refused rows (at most IMPORT_PREVIEW_ROWS.refused) and the first good ones, in file order. */
  sample: z.array(importRow),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const IMPORT_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

/** One import as the history lists it. */
export const importRun = entity({
  kind: z.enum(IMPORT_KINDS),
  file_name: z.string(),
  store: z.nullable(ref),
  mode: z.enum(IMPORT_MODES),
  status: z.enum(IMPORT_RUN_STATUSES),
  /** The file's data rows. */
  rows: z.int(),
  /** Rows gone through so far (the progress: `processed / rows`). */
  processed: z.int(),
  written: z.int(),
  refused: z.int(),
  user: z.nullable(ref),
  started_at: timestamp,
  finished_at: z.nullable(timestamp),
});
export type ImportRun = z.infer<typeof importRun>;

/** One import with its report: the file's headers, and each refused row with its cells and its reasons. */
export const importRunDetail = z.extend(importRun, {
  headers: z.array(z.string()),
  columns: z.array(importColumn),
  refused_rows: z.array(z.extend(importRow, { errors: z.array(importCellError) })),
});
export type ImportRunDetail = z.infer<typeof importRunDetail>;

/** The history's query: newest first, one kind or all. */
export const importListQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  kind: z.optional(z.enum(IMPORT_KINDS)),
});
