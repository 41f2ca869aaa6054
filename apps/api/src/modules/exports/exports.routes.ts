import { type ExportRun, exportRun, pageQuery } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.ts';
import { list } from '../../lib/envelope.ts';
import { pageOf } from '../../lib/paging.ts';

/** The data page's history: the exports the signed-in user ran, newest first. */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exports/mine',
    route.list(null, {
      tags: ['exports'],
      summary: 'The exports I ran (from a list or the data page), newest first, with their filters and size',
      query: pageQuery,
      item: exportRun,
    }),
    async (request) => {
      const base = app.db.selectFrom('export_runs').where('user_id', '=', request.user!.id);
      const page = await pageOf(base, base.selectAll().orderBy('id', 'desc'), request.query, (r): ExportRun => ({
        id: r.id,
        name: r.name,
        format: r.format as ExportRun['format'],
        lang: r.lang as ExportRun['lang'],
        filters: JSON.parse(r.filters_json) as Record<string, string>,
        status: r.status,
        rows: r.rows,
        bytes: r.bytes === null ? null : Number(r.bytes),
        started_at: r.started_at,
        finished_at: r.finished_at,
      }));
      return list(page, request.query);
    },
  );
};
