import type { ClientConfig } from '@admin/contract';
import proxyAddr from '@fastify/proxy-addr';
import { requestIdFrom } from '@admin/server-kit/request-id';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { type ZodTypeProvider, validatorCompiler } from 'fastify-type-provider-zod';
import { type TrustHops, alepaySettings } from './config.ts';
import { type SeedMode, seedDatabase } from './seed/index.ts';
import { registerJsonBody } from './lib/json-body.ts';
import { compileSerializer } from './lib/serializer.ts';
import { RequestLog } from './lib/request-log.ts';
import type { HashCost } from './lib/passwords.ts';
import { type Scheduler, startScheduler } from './lib/scheduler.ts';
import { loadOrCreateSecret } from './lib/secret.ts';
import './lib/zod-locale.ts';
import { API_MODULES } from './modules/index.ts';
import { lenderCallbackSecret } from './modules/loans/public.ts';
import { scheduledJobs } from './modules/scheduled-jobs.ts';
import { type AlepaySettings, type PaymentGateway, gatewayFor } from './modules/alepay/public.ts';
import auditPlugin from './plugins/audit.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import permissionsPlugin from './plugins/permissions.ts';
import keptAnswersPlugin from './plugins/kept-answers.ts';
import { registerCompression } from './plugins/compression.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import notificationsPlugin from './plugins/notifications.ts';
import privateFilesPlugin, { movePrivateUploads } from './plugins/private-files.ts';
import metricsPlugin, { type MetricsAccess } from './plugins/metrics.ts';
import securityPlugin, { apiSecurityHeaders } from './plugins/security.ts';
import swaggerPlugin, { type ApiDocsAccess } from './plugins/swagger.ts';
import uploadsPlugin from './plugins/uploads.ts';
import webPlugin from './plugins/web.ts';

export interface BuildAppOptions {
  /** postgres://… for PostgreSQL; otherwise SQLite in dataDir/admin.sqlite. */
  databaseUrl?: string;
  /** SQLite file, uploads, and the generated JWT secret live here. */
  dataDir: string;
  logger?: FastifyServerOptions['logger'];
  /** The web build to serve (apps/web/dist); without it, pages answer a note to build it. */
  webDistDir?: string;
  /** HS256 secret; when absent, the one kept in dataDir/jwt-secret (made on first use). */
  jwtSecret?: string;
  /** 'demo': base data and demo users on an empty database; 'base': permissions, full-access role, locations. */
  seed?: SeedMode;
  /** argon2id cost (tests make it cheap); the recommended parameters otherwise. */
  hashCost?: Partial<HashCost>;
  /** Other origins the web app may call (the notification service), for the CSP. */
  connectOrigins?: string[];
  /**
   * Where the web app finds the notification service: its public URL, else this port on the host
   * that serves the page (default 3001); served to the web app by GET /api/client-config.
   */
  notify?: ClientConfig['notify'];
  /**
   * Behind a reverse proxy: believe X-Forwarded-* (client address, protocol) from these proxies,
   * as a hop count or addresses and CIDRs (see parseTrustProxy in config.ts); never `true`.
   */
  trustProxy?: TrustHops | string[] | false;
  /** Run the scheduled jobs (daily charges, reconciliation, expiries) in this process; off in tests. */
  jobs?: boolean;
  /** The notification service as this server reaches it (http://127.0.0.1:3001); the log when absent. */
  notifyServiceUrl?: string | null;
  /** Who may read /metrics (a token, addresses); false: not served. Loopback only by default. */
  metrics?: MetricsAccess;
  /** Who may read /api/docs: 'public' (the default), 'signed-in' or 'off'. */
  apiDocs?: ApiDocsAccess;
  /** The payment gateway (config.ts `alepaySettings`): the environment's when absent. */
  alepay?: AlepaySettings;
  /**
   * Parse every answer with its zod schema too, refusing one that does not match and one the
   * compiled serializer wrote otherwise (lib/serializer.ts); the API tests turn it on.
   */
  checkAnswers?: boolean;
}

/** Whether the peer of a connection is one of the trusted proxies (it may hand on X-Request-Id). */
function trustedPeer(trust: TrustHops | string[] | false | undefined): (address: string) => boolean {
  if (!trust) return () => false;
  const trusts = Array.isArray(trust) ? proxyAddr.compile(trust) : trust;
  return (address) => trusts(address, 0);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Alepay top-ups go through it; null when no gateway is configured (production without credentials). */
    paymentGateway: PaymentGateway | null;
  }
}

export async function buildApp(options: BuildAppOptions) {
  const securityHeaders = apiSecurityHeaders(options.connectOrigins);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Bodies are small JSON (public routes: PUBLIC_BODY_LIMIT); uploads go through multipart with their own limit.
    bodyLimit: 1024 * 1024,
    // every log line of a request and every error answer carry its id (X-Request-Id)
    requestIdHeader: false,
    genReqId: requestIdFrom(trustedPeer(options.trustProxy)),
    frameworkErrors: frameworkErrors(securityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaders),
    logController: new RequestLog({ requestIdLogLabel: 'request_id' }),
  }).withTypeProvider<ZodTypeProvider>();
  registerJsonBody(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compileSerializer(options.checkAnswers ?? false));

  app.decorate('clientConfig', { notify: options.notify ?? { url: null, port: 3001 } } satisfies ClientConfig);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { headers: securityHeaders });
  await app.register(dbPlugin, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  app.decorate('paymentGateway', gatewayFor(app.db, options.alepay ?? alepaySettings()));
  await app.register(metricsPlugin, { access: options.metrics ?? { allow: ['loopback'] } });
  const jwtSecret = options.jwtSecret ?? loadOrCreateSecret(options.dataDir);
  await app.register(authPlugin, {
    jwtSecret,
    hashCost: options.hashCost,
  });
  const apiDocs = options.apiDocs ?? 'public';
  await app.register(permissionsPlugin, { docs: apiDocs === 'signed-in' ? 'signed-in' : 'public' });
  await app.register(keptAnswersPlugin);
  await app.register(auditPlugin);
  await app.register(idempotencyPlugin);
  await app.register(notificationsPlugin, { url: options.notifyServiceUrl, secret: jwtSecret });
  await app.register(uploadsPlugin, { dataDir: options.dataDir });
  await app.register(privateFilesPlugin, { dataDir: options.dataDir, secret: jwtSecret });
  await movePrivateUploads(app.uploads.dir, app.privateFiles.dir);
  // Lenders sign their callbacks with a key derived from the JWT secret (or LENDER_CALLBACK_SECRET).
  app.decorate('lenderCallbackSecret', (code: string) => lenderCallbackSecret(jwtSecret, code));
  await app.register(swaggerPlugin, { access: apiDocs });
  await app.register(
    async (api) => {
      await registerCompression(api);
      for (const routes of API_MODULES) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { webDistDir: options.webDistDir });

  let scheduler: Scheduler | undefined;
  app.addHook('onClose', async () => scheduler?.stop());

  await app.ready();
  await seedDatabase(app.db, options.seed ?? false, app.passwords, { uploadsDir: app.uploads.dir });
  if (options.jobs) {
    scheduler = await startScheduler({
      db: app.db,
      databaseUrl: options.databaseUrl,
      jobs: scheduledJobs(app.db, app.notifications, app.paymentGateway),
      log: app.log,
      onRun: app.metrics.countJobRun,
    });
    // what fell due while no process ran (the in-process runner's first tick, pg-boss's missed crons)
    void scheduler.catchUp().catch((error: unknown) => app.log.error({ err: error }, 'scheduled jobs'));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
