import crypto from 'node:crypto';
import { RESULT_CODE } from '@admin/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, conflict, invalidField } from '../lib/http-error.ts';

/**
 * The `Idempotency-Key` header (IETF draft-ietf-httpapi-idempotency-key-header) on every signed-in
 * POST and PATCH: the first request with a key runs and its answer is kept 24 hours; the same key
 * again answers that answer (`Idempotent-Replayed: true`) without running anything; the same key
 * with another route or body is refused (422); while the first still runs, 409. A key belongs to
 * its user. Server errors (5xx) and conflicts (409) are not kept, so a retry runs again.
 *
 * Behind it the database's natural keys stay the guarantee (one disbursement per loan, one
 * transfer per key …): a client may forget the header, and two processes may race.
 * Multipart uploads are not covered: their body is read by the handler, after this check.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const METHODS = new Set(['POST', 'PATCH']);
/** A request still "running" after this long died with its process: its key is taken over. */
const ABANDONED_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs (its answer is kept on send). */
    idempotency: { userId: number; key: string } | null;
  }
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;

function hashOf(request: FastifyRequest): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([routeOf(request), request.params ?? null, request.query ?? null, request.body ?? null]))
    .digest('hex');
}

/** Removes the keys past their 24 hours (a scheduled job). */
export async function purgeIdempotencyKeys(db: Kysely<DB>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('expires_at', '<', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export default fp(
  async (app) => {
    app.decorateRequest('idempotency', null);

    app.addHook('preHandler', async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !METHODS.has(request.method) || !request.user || request.isMultipart()) return;
      const key = Array.isArray(header) ? header.join(',') : header;
      if (!KEY_FORMAT.test(key))
        throw new HttpError(400, RESULT_CODE.FAIL, 'Idempotency-Key must be 1 to 255 visible characters');
      const userId = request.user.id;
      const route = routeOf(request);
      const hash = hashOf(request);
      for (let attempt = 0; attempt < 2; attempt++) {
        const now = new Date();
        try {
          await app.db
            .insertInto('idempotency_keys')
            .values({
              user_id: userId,
              key,
              route,
              request_hash: hash,
              status: 'running',
              status_code: null,
              response: null,
              created_at: now.toISOString(),
              expires_at: new Date(now.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
            })
            .execute();
          request.idempotency = { userId, key };
          return;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const kept = await app.db
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .executeTakeFirst();
        if (!kept) continue; // removed meanwhile: take it
        const abandoned = kept.status === 'running' && Date.parse(kept.created_at) < now.getTime() - ABANDONED_MS;
        if (Date.parse(kept.expires_at) < now.getTime() || abandoned) {
          await app.db
            .deleteFrom('idempotency_keys')
            .where('user_id', '=', userId)
            .where('key', '=', key)
            .where('created_at', '=', kept.created_at)
            .execute();
          continue;
        }
        if (kept.route !== route || kept.request_hash !== hash)
          throw invalidField('Idempotency-Key', 'This Idempotency-Key was already used for another request');
        if (kept.status !== 'done' || kept.status_code === null || kept.response === null)
          throw conflict('A request with this Idempotency-Key is still being processed: try again in a moment');
        return reply
          .code(kept.status_code)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(kept.response);
      }
      throw conflict('A request with this Idempotency-Key is still being processed: try again in a moment');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotency;
      if (!held) return payload;
      request.idempotency = null;
      const code = reply.statusCode;
      if (code >= 500 || code === 409 || typeof payload !== 'string') {
        await app.db
          .deleteFrom('idempotency_keys')
          .where('user_id', '=', held.userId)
          .where('key', '=', held.key)
          .where('status', '=', 'running')
          .execute();
      } else {
        await app.db
          .updateTable('idempotency_keys')
          .set({ status: 'done', status_code: code, response: payload })
          .where('user_id', '=', held.userId)
          .where('key', '=', held.key)
          .where('status', '=', 'running')
          .execute();
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'permissions'] },
);
