import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, WriteCondition } from '../lib/audit-log.ts';

export type { Actor } from '../lib/audit-log.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and address of this request, for the audit log. */
    readonly actor: Actor;
  }
}

const conditions = new WeakMap<FastifyRequest, WriteCondition[]>();

/** One entity tag of `If-Match`: `"7"` (a version), `"12:7"` (record 12 at version 7), weak or bare. */
const ENTITY_TAG = /^(?:W\/)?"?(?:(\d{1,12}):)?(\d{1,9})"?$/;

/**
 * The versions the person saw of the records the request changes, from `If-Match`: `"7"` (also
 * `W/"7"` or `7`) is the version of the record the path names (`/:id`, or the nested record of
 * `/:id/payments/:paymentId`); a list `"12:3", "14:5"` gives each record of a request on several
 * (a bulk status move) its own. The first audited change of each such record checks it, the others
 * of the same request do not (docs/decisions.md, "Several staff at once"). `X-Record-Kind` limits
 * them to that kind: another kind's change with the same id is not checked.
 */
function conditionsOf(request: FastifyRequest): WriteCondition[] {
  let found = conditions.get(request);
  if (!found) {
    const header = request.headers['if-match'];
    const kind = request.headers['x-record-kind'];
    const pathIds = Object.values((request.params ?? {}) as Record<string, unknown>)
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .map(String);
    found = [];
    for (const tag of typeof header === 'string' ? header.split(',') : []) {
      const [, id, expected] = ENTITY_TAG.exec(tag.trim()) ?? [];
      if (!expected || (!id && pathIds.length === 0)) continue;
      found.push({
        recordIds: id ? [id] : pathIds,
        expected: Number(expected),
        met: false,
        ...(typeof kind === 'string' && kind ? { kind } : {}),
      });
    }
    conditions.set(request, found);
  }
  return found;
}

export function actorOf(request: FastifyRequest): Actor {
  const actor: Actor = {
    userId: request.user?.id ?? null,
    username: request.user?.username ?? null,
    ip: request.ip ?? null,
  };
  const found = conditionsOf(request);
  if (found.length) actor.conditions = found;
  return actor;
}

/**
 * Gives every request its `actor`. Repositories write the audit entry in the transaction of the
 * change itself (`writeAudit`, lib/audit-log.ts), so a change is never without its entry.
 */
export default fp(
  async (app) => {
    app.decorateRequest('actor', {
      getter(this: FastifyRequest) {
        return actorOf(this);
      },
    });
  },
  { name: 'audit', dependencies: ['auth'] },
);
