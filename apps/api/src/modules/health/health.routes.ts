import { clientConfig, okEnvelope, type ClientConfig } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pendingMigrations } from '../../db/migrate.ts';
import { sql } from 'kysely';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/http-error.ts';
import { errorResponses } from '../../lib/schemas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The web app's run-time settings (buildApp's options). */
    clientConfig: ClientConfig;
  }
}

/** Constant JSON, no database and no sign-in: for load balancers and the benchmark. */
const HEALTH = JSON.stringify({ result_code: 1, result: 'Ok', data: { status: 'ok' } });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { permission: 'public' }, schema: { tags: ['health'], summary: 'Liveness', security: [] } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(HEALTH),
  );
  app.get(
    '/ready',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and its migrations are current',
        security: [],
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new HttpError(503, 503, 'The database does not answer');
      }
      const pending = await pendingMigrations(app.db);
      if (pending.length) throw new HttpError(503, 503, `Migrations not run yet: ${pending.join(', ')}`);
      return ok({ status: 'ready' });
    },
  );
  app.get(
    '/client-config',
    {
      config: { permission: null },
      schema: {
        tags: ['health'],
        summary: "The web app's run-time settings: where the notification service answers",
        response: { 200: okEnvelope(clientConfig), ...errorResponses },
      },
    },
    async () => ok(app.clientConfig),
  );
};
