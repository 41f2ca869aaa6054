import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
 * The same set as the lines of a raw HTTP answer (`Name: value\r\n` each), for what the HTTP
 * parser refuses before any request exists (headers too large, a malformed request line).
 */
export function headerLines(headers: HeaderSet): string {
  return headers.set.map(([name, value]) => `${name}: ${value}\r\n`).join('');
}
