import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Constant JSON, no database and no sign-in: for load balancers and the benchmark. */
const HEALTH = JSON.stringify({ result_code: 1, result: 'Ok', data: { status: 'ok' } });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { permission: 'public' }, schema: { tags: ['health'], summary: 'Liveness', security: [] } },
    async (_request, reply) => reply.type('application/json; charset=utf-8').send(HEALTH),
  );
};
