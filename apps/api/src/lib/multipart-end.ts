import { Transform, type Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { invalidField } from './http-error.ts';

const CUT_SHORT = Symbol('multipart cut short');
type Watched = FastifyRequest & { [CUT_SHORT]?: AbortController };

/** The boundary of a multipart content type (RFC 2046), quoted or not. */
const boundaryOf = (contentType: string) => /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)?.slice(1).find(Boolean);

/**
 * Refuses a multipart body that ends before its closing delimiter (`--boundary--`). The parser
 * (@fastify/multipart over busboy) ends the parts of such a body as if it were whole, or leaves a
 * file part open for ever, so the fields read so far would be saved. Where the request is piped
 * into the parser, the body passes through a tap that looks for the closing delimiter; at the
 * body's end without it, the parser is ended with an error and the request is marked: the readers
 * answer 422 (`assertMultipartComplete`), and a file part left open is given up (`unlessCutShort`).
 */
export function watchMultipartEnd(request: FastifyRequest) {
  const boundary = boundaryOf(String(request.headers['content-type'] ?? ''));
  if (!boundary) return;
  const closing = Buffer.from(`--${boundary}--`);
  const cut = new AbortController();
  (request as Watched)[CUT_SHORT] = cut;
  const raw = request.raw;
  const { pipe, unpipe } = raw;
  const taps = new Map<unknown, Transform>();
  raw.pipe = function <T extends NodeJS.WritableStream>(this: typeof raw, destination: T, options?: { end?: boolean }) {
    let tail = Buffer.alloc(0);
    let closed = false;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (!closed) {
          const window = Buffer.concat([tail, chunk]);
          closed = window.includes(closing);
          tail = window.subarray(Math.max(0, window.length - closing.length + 1));
        }
        done(null, chunk);
      },
      flush(done) {
        if (closed) return done();
        cut.abort();
        done(new Error('Unexpected end of multipart data'));
      },
    });
    tap.once('error', (error) => (destination as unknown as Writable).destroy(error));
    taps.set(destination, tap);
    pipe.call(this, tap);
    tap.pipe(destination, options);
    return destination;
  } as typeof raw.pipe;
  raw.unpipe = function (this: typeof raw, destination?: NodeJS.WritableStream) {
    const tap = taps.get(destination);
    if (!tap) return unpipe.call(this, destination);
    tap.unpipe(destination);
    return unpipe.call(this, tap);
  } as typeof raw.unpipe;
}

const cutShort = () => invalidField('body', 'The form arrived cut short: nothing was saved, send it again');

/** 422 when the request's multipart body was cut short: nothing of it is used. */
export function assertMultipartComplete(request: FastifyRequest) {
  if ((request as Watched)[CUT_SHORT]?.signal.aborted) throw cutShort();
}

/** `reading` (a part of the body), or 422 as soon as the body turns out cut short. */
export function unlessCutShort<T>(request: FastifyRequest, reading: Promise<T>): Promise<T> {
  const signal = (request as Watched)[CUT_SHORT]?.signal;
  if (!signal) return reading;
  return Promise.race([
    reading,
    new Promise<never>((_, reject) => {
      if (signal.aborted) reject(cutShort());
      signal.addEventListener('abort', () => reject(cutShort()), { once: true });
    }),
  ]);
}
