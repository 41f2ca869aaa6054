import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import { MESSAGES, RESULT_CODE } from '@admin/contract';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import {
  type ZodTypeProvider,
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { campaignsRoutes } from './campaigns.ts';
import { openNotifyDatabase } from './db.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `sub` of the caller's access token (the admin user id). */
    userId: number | null;
  }
}

export interface NotifyAppOptions {
  databaseUrl?: string;
  dataDir: string;
  /** The API's JWT secret; when absent, DATA_DIR/jwt-secret as the API keeps it. */
  jwtSecret?: string;
  logger?: FastifyServerOptions['logger'];
  /** Origins allowed to call from a browser (CORS); every origin when absent (Bearer tokens, no cookies). */
  corsOrigins?: string[];
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

const envelope = (code: number, result: string, errors?: Record<string, string[]>) => ({
  result_code: code,
  result,
  ...(errors ? { errors } : {}),
});

/** The notification service: campaigns and their delivery log, for signed-in admins of the API. */
export async function buildNotifyApp(options: NotifyAppOptions) {
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const key = new TextEncoder().encode(options.jwtSecret ?? sharedSecret(options.dataDir));
  const db = await openNotifyDatabase(options);
  app.addHook('onClose', () => db.destroy());

  await app.register(cors, { origin: options.corsOrigins ?? true, methods: ['GET', 'POST'] });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.code(422).send(envelope(RESULT_CODE.FAIL, Object.values(errors).flat().join(', '), errors));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply
        .code(422)
        .send(
          envelope(RESULT_CODE.FAIL, 'The request body is not valid JSON', {
            body: ['The request body is not valid JSON'],
          }),
        );
    }
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send(envelope(error.statusCode, error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope(RESULT_CODE.SERVER_ERROR, MESSAGES.serverError));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(envelope(RESULT_CODE.NOT_FOUND, MESSAGES.notFound)));

  app.get('/api/health', async () => ({ result_code: 1, result: 'Ok', data: { status: 'ok' } }));

  await app.register(
    async (api) => {
      api.decorateRequest('userId', null);
      // Every campaign route needs an access token of the API (same secret; no session lookup here).
      api.addHook('onRequest', async (request, reply) => {
        if (request.method === 'OPTIONS') return;
        const [scheme, token] = (request.headers.authorization ?? '').split(' ');
        try {
          if (scheme?.toLowerCase() !== 'bearer' || !token) throw new Error('no token');
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'admin-api' });
          request.userId = Number(payload.sub);
        } catch {
          return reply.code(401).send(envelope(RESULT_CODE.UNAUTHENTICATED, MESSAGES.unauthenticated));
        }
      });
      await api.register(campaignsRoutes(db));
    },
    { prefix: '/api' },
  );

  await app.ready();
  return app;
}
