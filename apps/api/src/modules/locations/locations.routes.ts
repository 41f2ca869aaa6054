import { location } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { route } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { listCities } from './locations.repository.ts';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locations/cities',
    route(null, {
      tags: ['locations'],
      summary: "The 63 provinces, 'Any Location' (value null) first",
      entity: z.array(location),
    }),
    async () => ok(await listCities(app.db)),
  );
};
