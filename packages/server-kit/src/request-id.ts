import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: short, printable, nothing that could break a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id of a request that comes from a trusted proxy (the load
 * balancer that made it), otherwise a new UUID; a client cannot choose the id of its own request.
 */
export function requestIdFrom(trustedPeer: (address: string) => boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    const address = request.socket?.remoteAddress;
    if (typeof given === 'string' && ACCEPTED_ID.test(given) && address && trustedPeer(address)) return given;
    return randomUUID();
  };
}
