import {
  AUDIT_ENTITY_PERMISSIONS,
  DASHBOARD_FIGURES,
  DASHBOARD_FIGURE_PERMISSIONS,
  DASHBOARD_QUEUE_LISTS,
  DASHBOARD_QUEUES,
  activityEntry,
  dashboardFigures as dashboardFiguresSchema,
  dashboardQueue,
  jobProblem,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { z } from 'zod/mini';
import { ok } from '../../lib/envelope.ts';
import { jobProblems } from '../../lib/jobs.ts';
import { isAllowed } from '../../lib/access.ts';
import { dashboardFigures, queuesFor, recentActivity } from './dashboard.repository.ts';

/** The dashboard: open to every signed-in user, showing only what the user's lists would show. */
export const dashboardRoutes = areaRoutes(['dashboard'], async (app) => {
  app.get(
    '/dashboard/queues',
    route(null, {
      summary: 'The work waiting: one count per list filter the user may open (products in review, …)',
      entity: z.array(dashboardQueue),
    }),
    async (request) => {
      const user = request.user!;
      const keys = DASHBOARD_QUEUES.filter((key) => isAllowed(user, DASHBOARD_QUEUE_LISTS[key].permission));
      return ok(await queuesFor(app.db, keys));
    },
  );

  app.get(
    '/dashboard/jobs',
    route('full-access', {
      summary: 'Scheduled work that failed or was left by a dead process (full access only)',
      entity: z.array(jobProblem),
    }),
    async () => ok(await jobProblems(app.db)),
  );

  app.get(
    '/dashboard/figures',
    route(null, {
      summary:
        "Today's and this month's figures against the period before, and the last 30 days: the ones the user may see",
      entity: dashboardFiguresSchema,
    }),
    async (request) => {
      const user = request.user!;
      const keys = DASHBOARD_FIGURES.filter((key) => isAllowed(user, DASHBOARD_FIGURE_PERMISSIONS[key]));
      return ok(await dashboardFigures(app.db, keys));
    },
  );

  app.get(
    '/dashboard/activity',
    route(null, {
      summary: 'The latest changes in the audit log, of the records the user may see',
      entity: z.array(activityEntry),
    }),
    async (request) => {
      const user = request.user!;
      const visible = user.fullAccess
        ? ('all' as const)
        : Object.entries(AUDIT_ENTITY_PERMISSIONS)
            .filter(([, permission]) => isAllowed(user, permission))
            .map(([entity]) => entity);
      return ok(await recentActivity(app.db, visible));
    },
  );
});
