import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ReadFrom, versionStamp } from '../db/data-versions.ts';
import { type AnswerEncoding, COMPRESS_THRESHOLD, answerEncoding, compressBody } from './compression.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET route whose answer depends on its URL and on these tables alone (not on who asks,
     * beyond the permission checked before, nor on the time): its answers are kept and given again
     * while the tables stay unchanged (plugins/kept-answers.ts).
     */
    readFrom?: ReadFrom;
  }
}

/** Answers kept at most, and their bytes at most (the oldest go first). */
export const KEPT_ANSWERS = 500;
const KEPT_BYTES = 32 * 1024 * 1024;
/** A bigger answer (a long page of a list) is not kept. */
const KEPT_ANSWER_BYTES = 1024 * 1024;

interface Kept {
  stamp: string;
  type: string;
  body: string;
  /** The body compressed, each encoding made at its first reader who accepts it (plugins/compression.ts). */
  compressed: Partial<Record<AnswerEncoding, Buffer>>;
}

/** The requests whose answer is to be kept, with the counters read before their handler ran. */
const toKeep = new WeakMap<FastifyRequest, { key: string; stamp: string }>();

/** This request's answer is not to be kept (it says "about" or depends on something else). */
export function doNotKeep(request: FastifyRequest) {
  toKeep.delete(request);
}

/**
 * `Cache-Control: no-cache`, `no-store` or `max-age=0` (a browser's reload), or the older `Pragma:
 * no-cache`: the client asks for an answer read now.
 */
function asksFresh(request: FastifyRequest) {
  const control = request.headers['cache-control'];
  return (
    (control !== undefined && /no-cache|no-store|max-age=0/.test(control)) || request.headers.pragma === 'no-cache'
  );
}

/**
 * Kept answers: a list's page read again by anyone allowed to see it costs what its counters cost
 * (`data_versions`, `name_versions`: one small query shared by the requests that arrive together),
 * instead of its queries, its response check and its serialization. The counters are read before
 * the handler, so an answer is never labelled newer than what it shows, and every committed change
 * of the tables bumps them: an edit shows at once, in this process and in every other one. Each
 * process keeps its own answers. `Cache-Control: no-cache` reads the answer now (and keeps it).
 */
export default fp(
  async (app) => {
    const kept = new Map<string, Kept>();
    let bytes = 0;
    const forget = (key: string) => {
      const entry = kept.get(key);
      if (!entry) return;
      bytes -= entry.body.length + (entry.compressed.br?.length ?? 0) + (entry.compressed.gzip?.length ?? 0);
      kept.delete(key);
    };

    // after the permissions' hook: only an allowed user reaches a kept answer
    app.addHook('onRequest', async (request, reply) => {
      const readFrom = request.routeOptions.config.readFrom;
      if (!readFrom || request.method !== 'GET') return;
      const stamp = await versionStamp(app.db, readFrom);
      if (stamp === null) return;
      const key = request.url;
      const entry = kept.get(key);
      if (entry && entry.stamp === stamp && !asksFresh(request)) {
        // the most recently used is the last to go
        kept.delete(key);
        kept.set(key, entry);
        reply.header('content-type', entry.type);
        // a compressed answer is compressed once, not at every reader (the compression plugin lets
        // an answer that says its Content-Encoding pass)
        const encoding = entry.body.length >= COMPRESS_THRESHOLD ? answerEncoding(request) : null;
        if (!encoding) return reply.send(entry.body);
        let body = entry.compressed[encoding];
        if (!body) {
          body = entry.compressed[encoding] = compressBody(entry.body, encoding);
          bytes += body.length;
        }
        return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
      }
      toKeep.set(request, { key, stamp });
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const keep = toKeep.get(request);
      const type = reply.getHeader('content-type');
      if (keep && reply.statusCode === 200 && typeof payload === 'string' && typeof type === 'string') {
        if (payload.length <= KEPT_ANSWER_BYTES) {
          forget(keep.key);
          kept.set(keep.key, { stamp: keep.stamp, type, body: payload, compressed: {} });
          bytes += payload.length;
          for (const key of kept.keys()) {
            if (kept.size <= KEPT_ANSWERS && bytes <= KEPT_BYTES) break;
            forget(key);
          }
        }
      }
      done(null, payload);
    });
  },
  { name: 'kept-answers', dependencies: ['permissions', 'db'] },
);
