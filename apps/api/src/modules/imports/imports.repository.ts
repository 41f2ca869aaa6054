import './imports.tables.ts';
import {
  IMPORT_PREVIEW_ROWS,
  type ImportCellError,
  type ImportColumn,
  type ImportForm,
  type ImportKind as ImportKindName,
  type ImportMode,
  type ImportPreview,
  type ImportRun,
  type ImportRunDetail,
  type importListQuery,
} from '@admin/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { DB } from '../../db/schema.ts';
import { type Actor, writeAudit } from '../../lib/audit-log.ts';
import type { Page } from '../../lib/envelope.ts';
import { notFound } from '../../lib/http-error.ts';
import {
  type CheckedRow,
  type ImportFile,
  type ImportKind,
  mapHeaders,
  rowCells,
  writeRefusal,
} from '../../lib/import.ts';
import { pageOf } from '../../lib/paging.ts';
import { nowIso } from '../../lib/time.ts';
import { inTransaction } from '../../lib/audited.ts';
import { leadImport } from '../leads/public.ts';
import { productImport } from '../products/public.ts';

/** Every kind of import, declared by its area. */
export const IMPORT_KINDS_OFFERED: Record<ImportKindName, ImportKind<unknown>> = {
  products: productImport as ImportKind<unknown>,
  leads: leadImport as ImportKind<unknown>,
};

interface Checked {
  columns: ImportColumn[];
  missing: string[];
  rows: CheckedRow<unknown>[];
}

/** The file read against its kind: its headers mapped, the required fields no column fills, every row checked. */
async function checkFile(db: Kysely<DB>, form: ImportForm, file: ImportFile): Promise<Checked> {
  const kind = IMPORT_KINDS_OFFERED[form.kind];
  const context = { storeId: form.store_id };
  await kind.checkContext?.(db, context);
  const columns = mapHeaders(kind, file.headers);
  const filled = new Set(columns.map((c) => c.field));
  const missing = kind.fields.filter((f) => f.required && !filled.has(f.key)).map((f) => f.key);
  const rows = await kind.check(db, rowCells(columns, file), context);
  return { columns, missing, rows };
}

/** `POST /imports/preview`: what the file holds and every refusal on its cells; nothing is written. */
export async function previewImport(db: Kysely<DB>, form: ImportForm, file: ImportFile): Promise<ImportPreview> {
  const { columns, missing, rows } = await checkFile(db, form, file);
  const refused = rows.filter((r) => r.errors.length > 0);
  const shown = new Set([
    ...refused.slice(0, IMPORT_PREVIEW_ROWS.refused).map((r) => r.row),
    ...rows
      .filter((r) => r.errors.length === 0)
      .slice(0, IMPORT_PREVIEW_ROWS.good)
      .map((r) => r.row),
  ]);
  return {
    rows: rows.length,
    valid: rows.length - refused.length,
    columns,
    missing,
    errors: refused.flatMap((r) => r.errors),
    sample: file.rows.filter((r) => shown.has(r.row)),
  };
}

interface Report {
  headers: string[];
  columns: ImportColumn[];
  refused_rows: ImportRunDetail['refused_rows'];
}

/** The progress of the imports this process is writing (an all-or-nothing one writes nothing else until its end). */
const progress = new Map<number, { processed: number; done: Promise<void> }>();

/** Resolves when the import `id` this process runs has ended (at once when it runs elsewhere or has ended). */
export async function importEnded(id: number): Promise<void> {
  await progress.get(id)?.done;
}

/**
 * `POST /imports`: checks the file again, records the import and writes it as a job in this
 * process (its progress read by `GET /imports/{id}`): `all_or_nothing` in one transaction, nothing
 * when a row is refused; `valid_rows` each good row in its own, the others in the report.
 */
export async function startImport(
  db: Kysely<DB>,
  actor: Actor,
  form: ImportForm & { mode: ImportMode },
  file: ImportFile,
): Promise<ImportRun> {
  const { columns, rows } = await checkFile(db, form, file);
  const cellsOf = new Map(file.rows.map((r) => [r.row, r.cells]));
  const refusedRows = (list: { row: number; errors: ImportCellError[] }[]) =>
    list.map((r) => ({ row: r.row, cells: cellsOf.get(r.row) ?? [], errors: r.errors }));
  const invalid = rows.filter((r) => r.errors.length > 0);
  const report: Report = { headers: file.headers, columns, refused_rows: refusedRows(invalid) };
  const { id } = await db
    .insertInto('import_runs')
    .values({
      user_id: actor.userId,
      kind: form.kind,
      file_name: file.name.slice(0, 255),
      store_id: form.store_id ?? null,
      mode: form.mode,
      status: 'running',
      rows: rows.length,
      report_json: JSON.stringify(report),
      started_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kind = IMPORT_KINDS_OFFERED[form.kind];
  const origin = { import_id: id };
  const state = { processed: 0, done: Promise.resolve() };
  progress.set(id, state);

  const finish = async (written: number, refused: { row: number; errors: ImportCellError[] }[]) => {
    report.refused_rows = refusedRows(refused).sort((a, b) => a.row - b.row);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('import_runs')
        .set({
          status: 'done',
          processed: rows.length,
          written,
          refused: refused.length,
          report_json: JSON.stringify(report),
          finished_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
      await writeAudit(trx, actor, {
        action: 'create',
        entity: 'import',
        entityId: id,
        after: {
          kind: form.kind,
          file: file.name,
          store_id: form.store_id ?? null,
          mode: form.mode,
          rows: rows.length,
          written,
          refused: refused.length,
        },
      });
    });
  };

  const good = rows.filter((r) => r.errors.length === 0);
  const batches: CheckedRow<unknown>[][] = [];
  for (let k = 0; k < good.length; k += kind.batch) batches.push(good.slice(k, k + kind.batch));
  const write = (trx: Kysely<DB>, batch: CheckedRow<unknown>[]) =>
    kind.write(
      trx,
      actor,
      batch.map((r) => r.body),
      origin,
    );
  const work = async () => {
    if (form.mode === 'all_or_nothing') {
      if (invalid.length > 0) return finish(0, invalid);
      let failed: { row: number; errors: ImportCellError[] } | null = null;
      await db
        .transaction()
        .execute(async (trx) => {
          for (const batch of batches) {
            try {
              await write(trx, batch);
            } catch (error) {
              // refused meanwhile (another person's row): named on the batch's first row
              failed = { row: batch[0]!.row, errors: writeRefusal(batch[0]!.row, error, kind.columnOf) };
              throw error;
            }
            state.processed += batch.length;
          }
        })
        .catch((error: unknown) => {
          if (!failed) throw error;
        });
      return failed ? finish(0, [failed]) : finish(good.length, []);
    }
    const refused = [...invalid];
    let written = 0;
    state.processed = invalid.length;
    const one = async (batch: CheckedRow<unknown>[]) => {
      try {
        await inTransaction(db, (trx) => write(trx, batch));
        written += batch.length;
      } catch (error) {
        if (batch.length === 1)
          refused.push({ row: batch[0]!.row, errors: writeRefusal(batch[0]!.row, error, kind.columnOf) });
        // a refused batch is written again row by row: the good ones go in, the others are named
        else for (const r of batch) await one([r]);
        return;
      }
    };
    let persisted = 0;
    for (const batch of batches) {
      await one(batch);
      state.processed += batch.length;
      if (state.processed - persisted >= 250) {
        persisted = state.processed;
        await db.updateTable('import_runs').set({ processed: state.processed }).where('id', '=', id).execute();
      }
    }
    return finish(written, refused);
  };
  state.done = work()
    .catch(async (error: unknown) => {
      await db
        .updateTable('import_runs')
        .set({ status: 'failed', finished_at: nowIso() })
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
      console.error('import failed', error);
    })
    .finally(() => progress.delete(id));
  return getImportRun(db, id);
}

function runQuery(db: Kysely<DB>) {
  return db
    .selectFrom('import_runs as r')
    .leftJoin('stores as s', 's.id', 'r.store_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.kind',
      'r.file_name',
      'r.store_id',
      's.name as store_name',
      'r.mode',
      'r.status',
      'r.rows',
      'r.processed',
      'r.written',
      'r.refused',
      'r.user_id',
      'u.username',
      'u.full_name',
      'r.started_at',
      'r.finished_at',
    ]);
}
type RunRow = Awaited<ReturnType<ReturnType<typeof runQuery>['executeTakeFirstOrThrow']>>;

const toRun = (r: RunRow): ImportRun => ({
  id: r.id,
  kind: r.kind as ImportRun['kind'],
  file_name: r.file_name,
  store: r.store_id === null ? null : { id: r.store_id, name: r.store_name ?? '' },
  mode: r.mode as ImportMode,
  status: r.status,
  rows: r.rows,
  processed: progress.get(r.id)?.processed ?? r.processed,
  written: r.written,
  refused: r.refused,
  user: r.user_id === null ? null : { id: r.user_id, name: r.full_name || r.username || String(r.user_id) },
  started_at: r.started_at,
  finished_at: r.finished_at,
});

export async function getImportRun(db: Kysely<DB>, id: number): Promise<ImportRun> {
  const row = await runQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Import not found');
  return toRun(row);
}

/** One import with its report, for its user (or full access: `anyone`). */
export async function getImportDetail(
  db: Kysely<DB>,
  id: number,
  reader: { userId: number; anyone: boolean },
): Promise<ImportRunDetail> {
  let query = runQuery(db).select('r.report_json').where('r.id', '=', id);
  if (!reader.anyone) query = query.where('r.user_id', '=', reader.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Import not found');
  const report = JSON.parse(row.report_json) as Report;
  return { ...toRun(row), ...report };
}

/** The imports history, newest first: the reader's own (full access: everyone's). */
export async function listImportRuns(
  db: Kysely<DB>,
  query: z.infer<typeof importListQuery>,
  reader: { userId: number; anyone: boolean },
): Promise<Page<ImportRun>> {
  let base = db.selectFrom('import_runs as r');
  if (!reader.anyone) base = base.where('r.user_id', '=', reader.userId);
  if (query.kind) base = base.where('r.kind', '=', query.kind);
  let rows = runQuery(db).orderBy('r.id', 'desc');
  if (!reader.anyone) rows = rows.where('r.user_id', '=', reader.userId);
  if (query.kind) rows = rows.where('r.kind', '=', query.kind);
  return pageOf(base, rows, query, toRun);
}
