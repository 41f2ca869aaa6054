import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_PATH } from './permissions.ts';

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
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
    await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { validatorUrl: null } as object });
  },
  { name: 'swagger' },
);
