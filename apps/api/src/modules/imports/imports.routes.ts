import {
  IMPORT_LIMITS,
  IMPORT_PERMISSIONS,
  type ImportMode,
  idParam,
  importForm,
  importListQuery,
  importPreview,
  importRun,
  importRunDetail,
  importTemplateQuery,
} from '@admin/contract';
import { exportStream } from '../../lib/export.ts';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { requirePermission } from '../../lib/access.ts';
import { invalidField } from '../../lib/http-error.ts';
import { importFormFields, readImportFile, readImportForm } from '../../lib/import.ts';
import {
  IMPORT_KINDS_OFFERED,
  getImportDetail,
  listImportRuns,
  previewImport,
  startImport,
} from './imports.repository.ts';
import type { FastifyRequest } from 'fastify';

const FORM = `Multipart: \`file\` (CSV or XLSX, at most ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB and ${IMPORT_LIMITS.maxRows} rows under its header row), \`kind\` (products or leads), \`store_id\` (products).`;

/** The form and its file; the kind's create permission is needed (403 otherwise). */
async function importRequest(request: FastifyRequest) {
  const { fields, name, bytes } = await readImportForm(request);
  const form = importFormFields(importForm, fields);
  requirePermission(request.user!, IMPORT_PERMISSIONS[form.kind]);
  return { form, file: await readImportFile(name, bytes) };
}

const reader = (request: FastifyRequest) => ({ userId: request.user!.id, anyone: request.user!.fullAccess });

export const importsRoutes = areaRoutes(['imports'], async (app) => {
  app.get(
    '/imports/template',
    route.export(null, {
      summary: "A kind's header row (the template) as CSV or XLSX, in `lang`; needs the kind's create permission",
      query: importTemplateQuery,
    }),
    async (request, reply) => {
      const { kind, lang, format } = request.query;
      requirePermission(request.user!, IMPORT_PERMISSIONS[kind]);
      const columns = IMPORT_KINDS_OFFERED[kind].fields.map((f) => ({ header: f.header, cell: () => null }));
      const stream = exportStream((async function* () {})(), columns, format, lang);
      return reply
        .header(
          'content-type',
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${kind}-import.${format}"`)
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  app.post(
    '/imports/preview',
    route(null, {
      summary: 'Read a file and check every row as its create would; nothing is written',
      description: FORM,
      consumes: ['multipart/form-data'],
      entity: importPreview,
    }),
    async (request) => {
      const { form, file } = await importRequest(request);
      return ok(await previewImport(app.db, form, file));
    },
  );

  app.post(
    '/imports',
    route.create(null, {
      summary: 'Import a file: checked again, then written as a job (its progress at GET /imports/{id})',
      description: `${FORM} And \`mode\`: all_or_nothing (one transaction; a refused row writes nothing) or valid_rows (each good row; the others in the report).`,
      consumes: ['multipart/form-data'],
      entity: importRun,
    }),
    async (request) => {
      const { form, file } = await importRequest(request);
      if (!form.mode) throw invalidField('mode', 'Mode must be all_or_nothing or valid_rows');
      return ok(await startImport(app.db, request.actor, { ...form, mode: form.mode as ImportMode }, file));
    },
  );

  app.get(
    '/imports',
    route.list(null, {
      summary: 'The imports history, newest first: mine (full access: everyone’s)',
      query: importListQuery,
      item: importRun,
    }),
    async (request) => list(await listImportRuns(app.db, request.query, reader(request)), request.query),
  );

  app.get(
    '/imports/:id',
    route.get(null, {
      summary: 'One import: its progress, and its report (the refused rows, their cells and reasons)',
      params: idParam,
      entity: importRunDetail,
    }),
    async (request) => ok(await getImportDetail(app.db, request.params.id, reader(request))),
  );
});
