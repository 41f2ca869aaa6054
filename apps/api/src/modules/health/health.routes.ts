import { clientConfig, okEnvelope, type ClientConfig } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migrate.ts';
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
const READY = JSON.stringify({ result_code: 1, result: 'Ok', data: { status: 'ready' } });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { permission: 'public' }, schema: { tags: ['health'], summary: 'Liveness', security: [] } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(HEALTH),
  );
  // Once every migration this code knows has run, it stays so (migrations are never undone).
  let migrationsCurrent = false;
  const notReady = (reason: string) => new HttpError(503, 503, `Not ready: ${reason}`);
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
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database');
        throw notReady('the database cannot be reached');
      }
      if (!migrationsCurrent) {
        const pending = await pendingMigrations(app.db, app.database.dialect).catch((error: unknown) => {
          request.log.warn({ err: error }, 'readiness: migrations');
          throw notReady('the migrations cannot be read');
        });
        if (pending.length) throw notReady(`migrations not run: ${pending.join(', ')}`);
        migrationsCurrent = true;
      }
      return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(READY);
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
