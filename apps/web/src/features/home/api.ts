import type { ActivityEntry, DashboardFigures, DashboardQueue, JobProblem } from '@admin/contract';
import { getQuery } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

const keys = createQueryKeys('dashboard');

/** GET /dashboard/queues: the work waiting in the lists the user may open; fresh for half a minute. */
export const queuesQuery = () =>
  getQuery<DashboardQueue[]>(keys.detail('queues'), '/dashboard/queues', { staleTime: 30_000 });

/** GET /dashboard/figures: today and this month against the period before, and 30 days; a minute fresh. */
export const figuresQuery = () =>
  getQuery<DashboardFigures>(keys.detail('figures'), '/dashboard/figures', { staleTime: 60_000 });

/** GET /dashboard/activity: the latest changes the user may see. */
export const activityQuery = () =>
  getQuery<ActivityEntry[]>(keys.detail('activity'), '/dashboard/activity', { staleTime: 30_000 });

/** GET /dashboard/jobs (full access): scheduled work that failed or was left by a dead process. */
export const jobProblemsQuery = () =>
  getQuery<JobProblem[]>(keys.detail('jobs'), '/dashboard/jobs', { staleTime: 30_000 });
