import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PATH } from './permissions.ts';

/** Who may read the API documentation: anyone, a signed-in user, or nobody (not served). */
export type ApiDocsAccess = 'public' | 'signed-in' | 'off';

/**
 * OpenAPI built from the routes' zod schemas, browsable at /api/docs unless `access` is 'off'
 * (who may read it there: the permissions plugin).
 */
export default fp<{ access: ApiDocsAccess }>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Admin API',
          description:
            'Back-office API of the motorbike marketplace. Answers use the envelope `{result_code, result, data}`; ' +
            'sign in with POST /api/auth/login and send `Authorization: Bearer <access_token>`.',
          version: '0.1.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    if (options.access === 'off') return;
    await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { validatorUrl: null } as object });
  },
  { name: 'swagger' },
);
