import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/audit-log.ts';

export type { Actor } from '../lib/audit-log.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and address of this request, for the audit log. */
    readonly actor: Actor;
  }
}

export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.user?.id ?? null, username: request.user?.username ?? null, ip: request.ip ?? null };
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
