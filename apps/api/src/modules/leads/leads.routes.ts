import { CONTENT_MESSAGES, lead, leadListQuery, leadMultiStatusBody } from '@admin/contract';
import { z } from 'zod/mini';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { getLead, listLeads, setLeadsStatus } from './leads.repository.ts';

export const leadsRoutes = areaRoutes(['leads'], async (app) => {
  app.get(
    '/leads',
    route.list('leads-view', {
      summary: 'Leads, 20 a page, newest first; status, source, partner, day range and search filters',
      query: leadListQuery,
      item: lead,
    }),
    async (request) => list(await listLeads(app.db, request.query), request.query),
  );

  app.get('/leads/:id', route.get('leads-view', { summary: 'One lead', entity: lead }), async (request) =>
    ok(await getLead(app.db, request.params.id)),
  );

  app.put(
    '/leads/status/update-multi',
    route('leads-status', {
      summary: 'Move the chosen leads to a status, all or none (transitions in docs/domain.md)',
      body: leadMultiStatusBody,
      entity: z.array(lead),
    }),
    async (request) => ok(await setLeadsStatus(app.db, request.actor, request.body), CONTENT_MESSAGES.statusUpdated),
  );
});
