import { clientConfig, okEnvelope, type ClientConfig } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
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
