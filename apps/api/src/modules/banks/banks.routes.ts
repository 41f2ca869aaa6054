import { bank } from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/routes.ts';
import { z } from 'zod/mini';
import { ok } from '../../lib/envelope.ts';

/** The banks of the NAPAS / VietQR list, for the bank-account dialogs. */
export const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banks',
    route(null, {
      tags: ['banks'],
      summary: 'Every bank (code, short name, full name, BIN), in the NAPAS order',
      entity: z.array(bank),
    }),
    async () =>
      ok(
        await app.db.selectFrom('banks').select(['id', 'code', 'short_name', 'name', 'bin']).orderBy('sort').execute(),
      ),
  );
};
