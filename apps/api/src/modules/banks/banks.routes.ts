import { bank, okEnvelope } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';

/** The banks of the NAPAS / VietQR list, for the bank-account dialogs. */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banks',
    {
      config: { permission: null },
      schema: {
        tags: ['banks'],
        summary: 'Every bank (code, short name, full name, BIN), in the NAPAS order',
        response: { 200: okEnvelope(z.array(bank)), ...errorResponses },
      },
    },
    async () =>
      ok(
        await app.db.selectFrom('banks').select(['id', 'code', 'short_name', 'name', 'bin']).orderBy('sort').execute(),
      ),
  );
};
