import type { DashboardQueue } from '@admin/contract';
import { getQuery } from '../../lib/area-queries.ts';
import { createQueryKeys } from '../../lib/query-keys.ts';

const keys = createQueryKeys('dashboard');

/** GET /dashboard/queues: the work waiting in the lists the user may open; fresh for half a minute. */
export const queuesQuery = () =>
  getQuery<DashboardQueue[]>(keys.detail('queues'), '/dashboard/queues', { staleTime: 30_000 });
