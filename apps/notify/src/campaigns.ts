import {
  campaign,
  campaignCreateBody,
  campaignDelivery,
  campaignListQuery,
  errorEnvelope,
  idParam,
  listEnvelope,
  okEnvelope,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { NotifyDB } from './db.ts';

const ok = <T>(data: T, messages?: string) => ({
  result_code: 1 as const,
  result: 'Ok',
  ...(messages ? { messages } : {}),
  data,
});

export const campaignsRoutes =
  (db: Kysely<NotifyDB>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/campaigns',
      { schema: { body: campaignCreateBody, response: { 200: okEnvelope(campaign) } } },
      async (request) => {
        const now = new Date().toISOString();
        const scheduledAt = request.body.scheduled_at ? new Date(request.body.scheduled_at).toISOString() : null;
        const row = await db
          .insertInto('notify_campaigns')
          .values({
            title: request.body.title,
            body: request.body.body,
            audience: request.body.audience,
            status: scheduledAt && scheduledAt > now ? 'scheduled' : 'queued',
            scheduled_at: scheduledAt,
            created_by: request.userId,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok(row, 'Successfully');
      },
    );

    app.get(
      '/campaigns',
      { schema: { querystring: campaignListQuery, response: { 200: listEnvelope(campaign) } } },
      async (request) => {
        const { page, count } = request.query;
        const [rows, total] = await Promise.all([
          db
            .selectFrom('notify_campaigns')
            .selectAll()
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(count)
            .offset((page - 1) * count)
            .execute(),
          db
            .selectFrom('notify_campaigns')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ]);
        return {
          result_code: 1 as const,
          result: 'Ok',
          data: rows,
          current: page,
          total: Number(total.n),
          per_page: count,
        };
      },
    );

    app.get(
      '/campaigns/:id/deliveries',
      {
        schema: {
          params: idParam,
          querystring: campaignListQuery,
          response: { 200: listEnvelope(campaignDelivery), 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const { page, count } = request.query;
        const found = await db
          .selectFrom('notify_campaigns')
          .select('id')
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!found) return reply.code(404).send({ result_code: 404, result: 'Campaign not found' });
        const base = db.selectFrom('notify_deliveries').where('campaign_id', '=', request.params.id);
        const [rows, total] = await Promise.all([
          base
            .selectAll()
            .orderBy('id')
            .limit(count)
            .offset((page - 1) * count)
            .execute(),
          base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return {
          result_code: 1 as const,
          result: 'Ok',
          data: rows,
          current: page,
          total: Number(total.n),
          per_page: count,
        };
      },
    );
  };
