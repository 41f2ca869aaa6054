import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { notFound } from '../../lib/http-error.ts';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/**
 * Serves a private file (ID cards, paperwork, contracts) to whoever holds a link a permitted route
 * signed a few minutes ago; a forged or expired link is a 404.
 */
export const privateFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/private-files/*',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'A private file through a link signed for 5 minutes',
        // A wildcard: a token is longer than a path parameter may be.
        params: z.object({ '*': z.string().check(z.maxLength(1000)) }),
      },
    },
    async (request, reply) => {
      const file = app.privateFiles.verify(request.params['*']);
      if (!file) throw notFound('This link has expired or is not valid');
      let bytes: Buffer;
      try {
        bytes = await app.privateFiles.read(file);
      } catch {
        throw notFound('File not found');
      }
      const extension = file.split('.').pop() ?? '';
      return reply
        .header('content-type', TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    },
  );
};
