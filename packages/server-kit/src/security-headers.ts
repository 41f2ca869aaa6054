import helmet, { type HelmetOptions } from 'helmet';
import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

export interface HeaderSet {
  set: [string, string][];
  removed: string[];
}

/**
 * The headers helmet sets, worked out once: with no nonce and no per-route options they do not
 * depend on the request (@fastify/helmet ran helmet anew on every request, parsing the CSP's
 * directives each time: a tenth of a request's CPU).
 */
export function helmetHeaders(options: HelmetOptions): HeaderSet {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set, removed };
}

/**
 * The servers' helmet set: every header of helmet's defaults, the given CSP directives, and no HSTS
 * (served over plain HTTP on a LAN as well: no forced upgrade from the app itself).
 */
export function securityHeaders(directives: NonNullable<HelmetOptions['contentSecurityPolicy']> & object): HeaderSet {
  return helmetHeaders({ contentSecurityPolicy: directives, strictTransportSecurity: false });
}

/** A CSP for answers that are data only (JSON): nothing may load, nothing may frame them. */
export const DATA_ONLY_CSP = {
  useDefaults: false,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
};

/** Puts a header set on a raw answer (every answer: errors and streamed ones too). */
export function applyHeaders(response: ServerResponse, headers: HeaderSet): void {
  for (const [name, value] of headers.set) response.setHeader(name, value);
  for (const name of headers.removed) response.removeHeader(name);
}

/**
 * Fastify's `clientErrorHandler`: what the HTTP parser refuses before any request exists (headers
 * too large 431, a timeout 408, anything else 400) answers the envelope with these headers and an
 * id of its own (there is no request to take one from).
 */
export function clientErrorAnswer(headers: HeaderSet, badRequest: string) {
  const lines = headers.set.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : [400, badRequest];
    const requestId = randomUUID();
    const body = JSON.stringify({ result_code: status, result: message, request_id: requestId });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `${lines}X-Request-Id: ${requestId}\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
