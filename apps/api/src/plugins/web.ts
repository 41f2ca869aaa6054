import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@admin/contract';
import fp from 'fastify-plugin';
import { notFound } from '../lib/http-error.ts';
import { sendError } from './errors.ts';
import { isApiPath } from './permissions.ts';
import { UPLOADS_PREFIX } from './uploads.ts';

export const NOT_BUILT_NOTE = 'The web app is not built yet: run `npm run build`, then reload this page.\n';

/**
 * The web build (apps/web/dist) with the SPA fallback: a GET for a page path answers index.html,
 * while unknown /api and /uploads paths answer the 404 envelope.
 */
export default fp<{ webDistDir?: string }>(
  async (app, options) => {
    const root = options.webDistDir ? path.resolve(options.webDistDir) : undefined;
    const built = !!root && fs.existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0];
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(url) &&
        !url.startsWith(UPLOADS_PREFIX) &&
        !path.posix.basename(url).includes('.');
      if (!isPage) return sendError(reply, notFound(MESSAGES.notFound));
      if (!built) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT_NOTE);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html', root!);
    });
  },
  { name: 'web' },
);
