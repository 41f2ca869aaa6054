import {
  CAMPAIGN_MESSAGES,
  type NotificationPermission,
  RESULT_CODE,
  campaign,
  campaignCreateBody,
  campaignDelivery,
  campaignDeliveryQuery,
  campaignListQuery,
  errorEnvelope,
  idParam,
  listEnvelope,
  okEnvelope,
} from '@admin/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { NotifyDB } from './db.ts';
import type { Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the caller's token must grant (claim `ntf`); every campaign route declares one. */
    notifyPermission?: NotificationPermission;
  }
}

const ok = <T>(data: T, messages?: string) => ({
  result_code: 1 as const,
  result: 'Ok',
  ...(messages ? { messages } : {}),
  data,
});

const CAMPAIGN_COLUMNS = [
  'id',
  'title',
  'body',
  'audience',
  'status',
  'scheduled_at',
  'recipients_count',
  'sent_count',
  'failed_count',
  'started_at',
  'finished_at',
  'cancelled_at',
  'created_by',
  'created_at',
  'updated_at',
] as const;

const errors = { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** The list envelope of one page: `ordered` gives its rows, `filtered` (the same rows unordered) the total. */
async function pageOf<TB extends keyof NotifyDB, Row>(
  filtered: SelectQueryBuilder<NotifyDB, TB, object>,
  ordered: SelectQueryBuilder<NotifyDB, TB, Row>,
  { page, count }: { page: number; count: number },
) {
  const [rows, total] = await Promise.all([
    ordered
      .limit(count)
      .offset((page - 1) * count)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow() as Promise<unknown> as Promise<{
      n: number | string;
    }>,
  ]);
  return { result_code: 1 as const, result: 'Ok', data: rows, current: page, total: Number(total.n), per_page: count };
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ result_code: RESULT_CODE.NOT_FOUND, result: 'Campaign not found' });

export interface CampaignDeps {
  db: Kysely<NotifyDB>;
  scheduler: Scheduler;
  clock: () => Date;
}

export const campaignsRoutes =
  ({ db, scheduler, clock }: CampaignDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const findCampaign = (id: number) =>
      db.selectFrom('notify_campaigns').select(CAMPAIGN_COLUMNS).where('id', '=', id).executeTakeFirst();

    app.post(
      '/campaigns',
      {
        config: { notifyPermission: 'notifications-create' },
        schema: { body: campaignCreateBody, response: { 200: okEnvelope(campaign), ...errors } },
      },
      async (request) => {
        const now = clock().toISOString();
        const scheduledAt = request.body.scheduled_at ? new Date(request.body.scheduled_at).toISOString() : now;
        const row = await db
          .insertInto('notify_campaigns')
          .values({
            title: request.body.title,
            body: request.body.body,
            audience: request.body.audience,
            status: 'scheduled',
            scheduled_at: scheduledAt,
            created_by: request.userId,
            created_at: now,
            updated_at: now,
          })
          .returning(CAMPAIGN_COLUMNS)
          .executeTakeFirstOrThrow();
        if (scheduledAt <= now) scheduler.wake();
        return ok(row, CAMPAIGN_MESSAGES.scheduled);
      },
    );

    app.get(
      '/campaigns',
      {
        config: { notifyPermission: 'notifications-index' },
        schema: { querystring: campaignListQuery, response: { 200: listEnvelope(campaign), ...errors } },
      },
      async (request) => {
        const { status } = request.query;
        let base = db.selectFrom('notify_campaigns');
        if (status) base = base.where('status', '=', status);
        const ordered = base.select(CAMPAIGN_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc');
        return pageOf(base, ordered, request.query);
      },
    );

    app.get(
      '/campaigns/:id',
      {
        config: { notifyPermission: 'notifications-index' },
        schema: { params: idParam, response: { 200: okEnvelope(campaign), ...errors } },
      },
      async (request, reply) => {
        const row = await findCampaign(request.params.id);
        return row ? ok(row) : notFound(reply);
      },
    );

    app.get(
      '/campaigns/:id/deliveries',
      {
        config: { notifyPermission: 'notifications-index' },
        schema: {
          params: idParam,
          querystring: campaignDeliveryQuery,
          response: { 200: listEnvelope(campaignDelivery), ...errors },
        },
      },
      async (request, reply) => {
        if (!(await findCampaign(request.params.id))) return notFound(reply);
        const base = db.selectFrom('notify_deliveries').where('campaign_id', '=', request.params.id);
        return pageOf(base, base.selectAll().orderBy('id'), request.query);
      },
    );

    app.post(
      '/campaigns/:id/cancel',
      {
        config: { notifyPermission: 'notifications-create' },
        schema: { params: idParam, response: { 200: okEnvelope(campaign), ...errors } },
      },
      async (request, reply) => {
        const now = clock().toISOString();
        const result = await db
          .updateTable('notify_campaigns')
          .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
          .where('id', '=', request.params.id)
          .where('status', '=', 'scheduled')
          .executeTakeFirst();
        const row = await findCampaign(request.params.id);
        if (!row) return notFound(reply);
        if (Number(result.numUpdatedRows) !== 1) {
          return reply.code(409).send({ result_code: RESULT_CODE.CONFLICT, result: CAMPAIGN_MESSAGES.notCancellable });
        }
        return ok(row, CAMPAIGN_MESSAGES.cancelled);
      },
    );
  };
