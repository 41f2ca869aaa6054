import {
  CONTENT_MESSAGES,
  idParam,
  lead,
  leadListQuery,
  leadMultiStatusBody,
  listEnvelope,
  okEnvelope,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { getLead, listLeads, setLeadsStatus } from './leads.repository.ts';

const tags = ['leads'];

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads',
    {
      config: { permission: 'leads-view' },
      schema: {
        tags,
        summary: 'Leads, 20 a page, newest first; status, source, partner, day range and search filters',
        querystring: leadListQuery,
        response: { 200: listEnvelope(lead), ...errorResponses },
      },
    },
    async (request) => list(await listLeads(app.db, request.query), request.query),
  );

  app.get(
    '/leads/:id',
    {
      config: { permission: 'leads-view' },
      schema: {
        tags,
        summary: 'One lead',
        params: idParam,
        response: { 200: okEnvelope(lead), ...errorResponses },
      },
    },
    async (request) => ok(await getLead(app.db, request.params.id)),
  );

  app.put(
    '/leads/status/update-multi',
    {
      config: { permission: 'leads-status' },
      schema: {
        tags,
        summary: 'Move the chosen leads to a status, all or none (transitions in docs/domain.md)',
        body: leadMultiStatusBody,
        response: { 200: okEnvelope(z.array(lead)), ...errorResponses },
      },
    },
    async (request) => ok(await setLeadsStatus(app.db, request.actor, request.body), CONTENT_MESSAGES.statusUpdated),
  );
};
