import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import { requestIdFrom, REQUEST_ID_HEADER } from '@admin/server-kit/request-id';
import { DATA_ONLY_CSP, applyHeaders, clientErrorAnswer, securityHeaders } from '@admin/server-kit/security-headers';
import { MESSAGES, RESULT_CODE } from '@admin/contract';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  type ZodTypeProvider,
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { campaignsRoutes } from './campaigns.ts';
import { openNotifyDatabase } from './db.ts';
import { messagesRoutes } from './messages.ts';
import { type Scheduler, createScheduler } from './scheduler.ts';
import { type LiveSession, type SessionCheck, apiSessionCheck } from './session.ts';
import { type AudienceDirectory, type NotificationTransport, demoDirectory, logTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `sub` of the caller's access token (the admin user id). */
    userId: number | null;
  }
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export interface NotifyAppOptions {
  databaseUrl?: string;
  dataDir: string;
  /** The API's JWT secret; when absent, DATA_DIR/jwt-secret as the API keeps it. */
  jwtSecret?: string;
  logger?: FastifyServerOptions['logger'];
  /**
   * Origins a browser may call from (CORS): these exactly; when absent, the web app's own, which is the
   * API's port on the host this service is called on (the page at http://host:3000 calls http://host:3001).
   */
  allowedOrigins?: string[];
  /** The API's port, for the default origin (3000). */
  apiPort?: number;
  /** Where messages go; the log transport by default. */
  transport?: NotificationTransport;
  /** Who each audience is; the demo directory by default. */
  directory?: AudienceDirectory;
  /** The time (tests move it). */
  clock?: () => Date;
  /** How often the scheduler looks for due campaigns; 0 runs it only when told (tests). Default 5 s. */
  schedulerIntervalMs?: number;
  /** The API (`http://host:port`) whose sessions the tokens belong to; `http://127.0.0.1:3000` by default. */
  apiUrl?: string;
  /** How a token's session is checked; by default the API is asked (apiSessionCheck). */
  sessionCheck?: SessionCheck;
}

/** The API's secret file, made here if the notification service starts first. */
export function sharedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export const SESSION_CHECK_FAILED = 'Your session cannot be checked right now: try again in a moment';

/**
 * Whether a browser page of `origin` may call this service reached at `host` (its Host header):
 * an origin of the list, or without a list the web app's own origin (same host name, the API's port).
 */
export function originAllowed(origin: string, host: string | undefined, allowed: string[] | undefined, apiPort = 3000) {
  if (allowed) return allowed.includes(origin);
  try {
    const page = new URL(origin);
    const served = new URL(`http://${host ?? ''}`);
    const port = page.port || (page.protocol === 'https:' ? '443' : '80');
    return page.hostname === served.hostname && port === String(apiPort);
  } catch {
    return false;
  }
}

/** The notification service: campaigns and their delivery log, for signed-in admins of the API. */
export async function buildNotifyApp(options: NotifyAppOptions) {
  const headers = securityHeaders(DATA_ONLY_CSP);
  const envelope = (request: { id: string }, code: number, result: string, errors?: Record<string, string[]>) => ({
    result_code: code,
    result,
    ...(errors ? { errors } : {}),
    request_id: request.id,
  });
  const app = Fastify({
    logger: options.logger ?? false,
    // no proxy is trusted to name a request: every one gets its own id
    requestIdHeader: false,
    genReqId: requestIdFrom(() => false),
    // a URL it cannot decode, a path part too long: the envelope and the headers (no hook has run)
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      applyHeaders(reply.raw, headers);
      reply.header(REQUEST_ID_HEADER, request.id);
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      return reply.code(status).send(envelope(request, status, MESSAGES.badRequest));
    },
    clientErrorHandler: clientErrorAnswer(headers, MESSAGES.badRequest),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const key = new TextEncoder().encode(options.jwtSecret ?? sharedSecret(options.dataDir));
  const sessionCheck = options.sessionCheck ?? apiSessionCheck(options.apiUrl ?? 'http://127.0.0.1:3000');
  const db = await openNotifyDatabase(options);
  const clock = options.clock ?? (() => new Date());
  const transport = options.transport ?? logTransport(app.log);
  const scheduler = createScheduler({
    db,
    clock,
    transport,
    directory: options.directory ?? demoDirectory,
    onError: (error, campaignId) => app.log.error({ err: error, campaignId }, 'campaign delivery failed'),
  });
  app.decorate('scheduler', scheduler);
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await db.destroy();
  });

  // the API's security headers (a CSP for data only) and the request's id, on every answer
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(reply.raw, headers);
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: !!origin && originAllowed(origin, request.headers.host, options.allowedOrigins, options.apiPort),
        methods: ['GET', 'POST'],
      });
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.code(422).send(envelope(request, RESULT_CODE.FAIL, Object.values(errors).flat().join(', '), errors));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(422).send(
        envelope(request, RESULT_CODE.FAIL, 'The request body is not valid JSON', {
          body: ['The request body is not valid JSON'],
        }),
      );
    }
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send(envelope(request, error.statusCode, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(request, RESULT_CODE.SERVER_ERROR, MESSAGES.serverError));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(request, RESULT_CODE.NOT_FOUND, MESSAGES.notFound)),
  );

  app.get('/api/health', async () => ({ result_code: 1, result: 'Ok', data: { status: 'ok' } }));

  await app.register(
    async (api) => {
      api.decorateRequest('userId', null);
      // Every campaign route needs an access token of the API whose session is live now: the token's
      // signature first (cheap), then the API's own session check (logout, deactivation and a
      // permission removed count at once, not when the token expires).
      api.addHook('onRequest', async (request, reply) => {
        if (request.method === 'OPTIONS') return;
        const authorization = request.headers.authorization ?? '';
        const [scheme, token] = authorization.split(' ');
        const unauthenticated = () =>
          reply.code(401).send(envelope(request, RESULT_CODE.UNAUTHENTICATED, MESSAGES.unauthenticated));
        try {
          if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Error('no token');
          await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'admin-api' });
        } catch {
          return unauthenticated();
        }
        let session: LiveSession | null;
        try {
          session = await sessionCheck(authorization);
        } catch (error) {
          request.log.error({ err: error }, 'session check failed');
          return reply.code(503).send(envelope(request, 503, SESSION_CHECK_FAILED));
        }
        if (!session) return unauthenticated();
        request.userId = session.userId;
        const needed = request.routeOptions.config.notifyPermission;
        if (!needed || !session.granted.includes(needed)) {
          const message = needed ? `Permission denied: requires "${needed}"` : 'Permission denied';
          return reply.code(403).send(envelope(request, RESULT_CODE.FORBIDDEN, message));
        }
      });
      await api.register(campaignsRoutes({ db, scheduler, clock }));
    },
    { prefix: '/api' },
  );

  // The API's own messages (a disbursement's buyer and seller): service tokens, not users' sessions.
  await app.register(messagesRoutes({ db, transport, key, clock }), { prefix: '/api' });

  await app.ready();
  const interval = options.schedulerIntervalMs ?? 5000;
  if (interval > 0) scheduler.start(interval);
  return app;
}
