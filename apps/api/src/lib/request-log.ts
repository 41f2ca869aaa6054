import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** A request that took longer than this is logged at info whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request log lines at a level that depends on the answer: a busy server does not spend
 * a tenth of a list page's time writing two lines per request saying that it answered.
 * "incoming request" at debug; "request completed" at info for client errors and slow requests,
 * at debug otherwise (LOG_LEVEL=debug shows every request); errors stay at error.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const responseTime = reply.elapsedTime;
    if (error || reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const level = reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS ? 'info' : 'debug';
    reply.log[level]({ req: request, res: reply, responseTime }, 'request completed');
  }
}
