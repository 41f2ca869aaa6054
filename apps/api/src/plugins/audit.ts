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

const conditions = new WeakMap<FastifyRequest, WriteCondition | null>();

/**
 * The version the person saw of the record the request names (`/:id`), from `If-Match: "7"` (or
 * `W/"7"`, or `7`); one object per request, so that the first audited change of that record checks
 * it and the others of the same request do not (docs/decisions.md, "Several staff at once").
 */
function conditionOf(request: FastifyRequest): WriteCondition | undefined {
  if (!conditions.has(request)) {
    const header = request.headers['if-match'];
    const expected = typeof header === 'string' ? /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header)?.[1] : undefined;
    const recordId = (request.params as { id?: unknown } | undefined)?.id;
    // the record's kind, when the client says it: another kind's change with the same id is not checked
    const kind = request.headers['x-record-kind'];
    conditions.set(
      request,
      expected && recordId !== undefined
        ? {
            recordId: String(recordId),
            expected: Number(expected),
            met: false,
            ...(typeof kind === 'string' && kind ? { kind } : {}),
          }
        : null,
    );
  }
  return conditions.get(request) ?? undefined;
}

export function actorOf(request: FastifyRequest): Actor {
  const actor: Actor = {
    userId: request.user?.id ?? null,
    username: request.user?.username ?? null,
    ip: request.ip ?? null,
  };
  const condition = conditionOf(request);
  if (condition) actor.condition = condition;
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
