import {
  NOTIFY_SERVICE_AUDIENCE,
  RESULT_CODE,
  errorEnvelope,
  notifyMessage,
  notifyMessageBody,
  okEnvelope,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { NotifyDB } from './db.ts';
import type { NotificationTransport } from './transport.ts';

export interface MessageDeps {
  db: Kysely<NotifyDB>;
  transport: NotificationTransport;
  /** The API's JWT secret: it signs the service tokens too. */
  key: Uint8Array;
  clock: () => Date;
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
};

/**
 * `POST /api/messages`: the API's own messages to named people (a disbursement's buyer and seller),
 * sent at once through the transport, each delivery in the log. Only a service token of the API
 * (audience NOTIFY_SERVICE_AUDIENCE) is accepted: no user sends these. The same `key` again sends
 * only the deliveries that failed, so the API's relay may retry without doubling a message.
 */
export const messagesRoutes =
  ({ db, transport, key, clock }: MessageDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      try {
        if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Error('no token');
        await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'admin-api', audience: NOTIFY_SERVICE_AUDIENCE });
      } catch {
        return reply
          .code(401)
          .send({ result_code: RESULT_CODE.UNAUTHENTICATED, result: 'A service token of the API is required' });
      }
    });

    app.post(
      '/messages',
      {
        schema: {
          body: notifyMessageBody,
          response: { 200: okEnvelope(notifyMessage), 401: errorEnvelope, 422: errorEnvelope, 502: errorEnvelope },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const now = clock().toISOString();
        let replayed = false;
        let message = await db
          .insertInto('notify_messages')
          .values({
            key: body.key,
            kind: body.kind,
            title: body.title,
            body: body.body,
            recipients_count: body.recipients.length,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirst()
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) return undefined;
            throw error;
          });
        if (message) {
          await db
            .insertInto('notify_message_deliveries')
            .values(
              body.recipients.map((recipient) => ({
                message_id: message!.id,
                recipient,
                status: 'pending' as const,
                transport: null,
                error: null,
                created_at: now,
                sent_at: null,
              })),
            )
            .execute();
        } else {
          replayed = true;
          message = await db
            .selectFrom('notify_messages')
            .selectAll()
            .where('key', '=', body.key)
            .executeTakeFirstOrThrow();
          // Claim the failed ones again, each by a conditional update, so two retries never send twice.
          await db
            .updateTable('notify_message_deliveries')
            .set({ status: 'pending', error: null })
            .where('message_id', '=', message.id)
            .where('status', '=', 'failed')
            .execute();
        }
        const pending = await db
          .selectFrom('notify_message_deliveries')
          .selectAll()
          .where('message_id', '=', message.id)
          .where('status', '=', 'pending')
          .orderBy('id')
          .execute();
        for (const delivery of pending) {
          const claimed = await db
            .updateTable('notify_message_deliveries')
            .set({ status: 'sending', transport: transport.name })
            .where('id', '=', delivery.id)
            .where('status', '=', 'pending')
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) continue;
          let error: string | null = null;
          try {
            await transport.send({
              messageId: message.id,
              recipient: delivery.recipient,
              title: message.title,
              body: message.body,
            });
          } catch (failure) {
            error = String(failure instanceof Error ? failure.message : failure).slice(0, 500);
          }
          await db
            .updateTable('notify_message_deliveries')
            .set(error ? { status: 'failed', error } : { status: 'sent', sent_at: clock().toISOString() })
            .where('id', '=', delivery.id)
            .execute();
        }
        const counts = await db
          .selectFrom('notify_message_deliveries')
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .where('message_id', '=', message.id)
          .groupBy('status')
          .execute();
        const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
        const sent = count('sent');
        const failed = count('failed');
        await db
          .updateTable('notify_messages')
          .set({ sent_count: sent, failed_count: failed, updated_at: clock().toISOString() })
          .where('id', '=', message.id)
          .execute();
        const data = {
          id: message.id,
          key: message.key,
          recipients_count: message.recipients_count,
          sent_count: sent,
          failed_count: failed,
          replayed,
        };
        if (failed > 0)
          return reply.code(502).send({
            result_code: RESULT_CODE.SERVER_ERROR,
            result: `${failed} of ${message.recipients_count} recipients could not be reached`,
          });
        return { result_code: 1 as const, result: 'Ok', data };
      },
    );
  };
