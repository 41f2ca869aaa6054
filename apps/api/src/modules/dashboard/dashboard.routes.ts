import { DASHBOARD_QUEUE_LISTS, DASHBOARD_QUEUES, dashboardQueue, okEnvelope } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { isAllowed } from '../../plugins/permissions.ts';
import { queuesFor } from './dashboard.repository.ts';

/** The dashboard: open to every signed-in user, showing only what the user's lists would show. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/queues',
    {
      config: { permission: null },
      schema: {
        tags: ['dashboard'],
        summary: 'The work waiting: one count per list filter the user may open (products in review, …)',
        response: { 200: okEnvelope(z.array(dashboardQueue)), ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      const keys = DASHBOARD_QUEUES.filter((key) => isAllowed(user, DASHBOARD_QUEUE_LISTS[key].permission));
      return ok(await queuesFor(app.db, keys));
    },
  );
};
