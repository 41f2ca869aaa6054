import { auditEntry, auditListQuery } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.ts';
import { list } from '../../lib/envelope.ts';
import { listAudit } from './audit.repository.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs',
    route.list('full-access', {
      tags: ['audit'],
      summary: 'The audit log: every change made through the API, newest first',
      query: auditListQuery,
      item: auditEntry,
    }),
    async (request) => list(await listAudit(app.db, request.query), request.query),
  );
};
