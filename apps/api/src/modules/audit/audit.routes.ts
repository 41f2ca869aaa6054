import { auditEntry, auditListQuery, listEnvelope } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { listAudit } from './audit.repository.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-logs',
    {
      config: { permission: 'full-access' },
      schema: {
        tags: ['audit'],
        summary: 'The audit log: every change made through the API, newest first',
        querystring: auditListQuery,
        response: { 200: listEnvelope(auditEntry), ...errorResponses },
      },
    },
    async (request) => list(await listAudit(app.db, request.query), request.query),
  );
};
