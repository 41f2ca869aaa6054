import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The API's answers compressed where it pays (docs/decisions.md, "Compressed answers"): JSON and
 * text of at least COMPRESS_THRESHOLD bytes, Brotli or gzip as the client accepts (Brotli first).
 * Not compressed: smaller answers (one packet either way), the live stream (text/event-stream; it
 * writes its own socket anyway), files that are compressed already (XLSX, PDF, pictures) and any
 * octet-stream, and an answer that says its Content-Encoding (a kept answer's compressed bytes).
 */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Answers up to this size are compressed in one synchronous call (a list page of 50 products, 49 KB:
 * about 0.5 ms), bigger ones through a stream; @fastify/compress's default on two cores is 8 KB, and
 * its stream pipeline added several ms to a list page on localhost (bench/results.md).
 */
const SYNC_THRESHOLD = 128 * 1024;

/** Brotli at quality 4 (@fastify/compress's default: 11 costs ten times the CPU for a few % less). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** JSON and text, except the live stream: no octet-stream, no XLSX, PDF or pictures. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)(?:text|xml)(?:;|$)/u;

export type AnswerEncoding = 'br' | 'gzip';
const ENCODINGS: readonly AnswerEncoding[] = ['br', 'gzip'];

/**
 * The encoding of an answer to this request, as @fastify/compress chooses it: the one of Brotli and
 * gzip its Accept-Encoding gives the highest weight (`*` and `x-gzip` stand for gzip, `q=0` refuses),
 * Brotli on a tie; null for none.
 */
export function answerEncoding(request: FastifyRequest): AnswerEncoding | null {
  const header = request.headers['accept-encoding'];
  if (!header || request.headers['x-no-compression'] !== undefined) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name === '*' || name === 'x-gzip' ? 'gzip' : name, weight);
  }
  let best: AnswerEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

/** `body` compressed as `encoding`, as the plugin below would have (for the kept answers' bytes). */
export function compressBody(body: string, encoding: AnswerEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
}

/** Registers the compression of the answers of the routes declared in `app` (the /api context). */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: SYNC_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI,
    customTypes: COMPRESSIBLE,
  });
}
