import { location, okEnvelope } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { listCities } from './locations.repository.ts';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/cities',
    {
      config: { permission: null },
      schema: {
        tags: ['locations'],
        summary: "The 63 provinces, 'Any Location' (value null) first",
        response: { 200: okEnvelope(z.array(location)), ...errorResponses },
      },
    },
    async () => ok(await listCities(app.db)),
  );
};
