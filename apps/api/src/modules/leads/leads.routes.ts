import { type LeadStatusBody, lead, leadBulkStatusBody, leadListQuery } from '@admin/contract';
import { bulkRoute } from '../../lib/bulk.ts';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { getLead, leadIdsMatching, listLeads, setLeadStatus } from './leads.repository.ts';

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

  bulkRoute(app, '/leads/bulk/status', 'leads-status', {
    summary: 'Move leads to a status with a note, each as its own change would (transitions in docs/domain.md)',
    body: leadBulkStatusBody,
    kind: 'lead',
    matching: leadIdsMatching,
    run: (db, actor, id, body: LeadStatusBody) => setLeadStatus(db, actor, id, body),
  });
});
