import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { UPLOAD_LIMITS } from '@admin/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { invalidField } from '../lib/http-error.ts';
import { type StoredImage, UPLOADS_PREFIX, checkImage, readUpTo, storeImage } from '../lib/images.ts';
import { assertMultipartComplete, unlessCutShort, watchMultipartEnd } from '../lib/multipart-end.ts';

export interface Uploads {
  dir: string;
  /** The public URL of a path stored by saveImage. */
  url(storedPath: string): string;
  /** Reads the one image file of a multipart request in `field`, checks it, stores it with its variants. */
  saveImage(request: FastifyRequest, field: string, folder: string): Promise<StoredImage>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

const maxMb = UPLOAD_LIMITS.maxBytes / 1024 / 1024;

/** Multipart uploads of images (content sniffed, size-limited) and their serving under /uploads. */
export default fp<{ dataDir: string }>(
  async (app, options) => {
    const dir = path.resolve(options.dataDir, 'uploads');
    fs.mkdirSync(dir, { recursive: true });
    await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 20 } });
    await app.register(fastifyStatic, { root: dir, prefix: UPLOADS_PREFIX, decorateReply: false, index: false });

    app.addHook('onRequest', async (request) => {
      if (String(request.headers['content-type'] ?? '').startsWith('multipart/')) watchMultipartEnd(request);
    });

    // An upload refused before its end (too large, malformed) is not read on: once the answer is
    // written the connection is half-closed and dropped two seconds later, the rest of the body
    // left unread. (No `Connection: close`: with it Node destroys the socket as soon as the answer
    // is flushed, and the reset can reach the client before it has read the answer.)
    app.addHook('onSend', async (request, reply) => {
      if (!request.isMultipart() || request.raw.complete) return;
      reply.raw.once('finish', () => {
        request.raw.pause();
        request.raw.socket?.end();
        setTimeout(() => request.raw.socket?.destroy(), 2000).unref();
      });
    });

    app.decorate<Uploads>('uploads', {
      dir,
      url: (storedPath) => `${UPLOADS_PREFIX}${storedPath}`,
      async saveImage(request, field, folder) {
        const chooseImage = () => invalidField(field, 'Choose an image file');
        if (!request.isMultipart()) throw chooseImage();
        const file = await request.file();
        if (!file || file.fieldname !== field) throw chooseImage();
        let bytes: Buffer;
        try {
          bytes = await unlessCutShort(request, readUpTo(file.file, UPLOAD_LIMITS.maxBytes));
        } catch (error) {
          assertMultipartComplete(request);
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw invalidField(field, `The image must be at most ${maxMb} MB`);
          }
          throw error;
        }
        assertMultipartComplete(request);
        const checked = await checkImage(bytes);
        if ('problem' in checked) throw invalidField(field, checked.problem);
        return storeImage(bytes, checked.format, dir, folder);
      },
    });
  },
  { name: 'uploads' },
);
