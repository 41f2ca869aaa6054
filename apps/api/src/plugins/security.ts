import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EMBED_HOSTS, IMAGE_SCHEMES } from '../lib/rich-text.ts';

export interface SecurityPluginOptions {
  /** Origins besides our own the web app may call (the notification service). */
  connectOrigins?: string[];
}

/**
 * The headers helmet sets, worked out once: with no nonce and no per-route options they do not
 * depend on the request (@fastify/helmet ran helmet anew on every request, parsing the CSP's
 * directives each time: a tenth of a request's CPU).
 */
function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
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

/** The security headers of every answer: a CSP the SPA and the sanitised rich text live with. */
export function securityHeaders(connectOrigins: string[] = []) {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // what the rich-text sanitiser keeps must show: pictures from the web and the video players
        imgSrc: ["'self'", 'data:', 'blob:', ...IMAGE_SCHEMES.map((scheme) => `${scheme}:`)],
        frameSrc: EMBED_HOSTS.map((host) => `https://${host}`),
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Served over plain HTTP on a LAN as well: no forced upgrade, no HSTS from the app itself.
    strictTransportSecurity: false,
  });
}

/** The headers of an answer written before any route or hook (the HTTP parser's 400 and 431). */
export const BARE_SECURITY_HEADERS = securityHeaders().set;

/**
 * Security headers with a CSP the SPA (MUI's inline styles, data:/blob: images) and the rich text
 * the sanitiser keeps (web pictures, YouTube and Vimeo players) live with; cookies.
 */
export default fp<SecurityPluginOptions>(
  async (app, options) => {
    const headers = securityHeaders(options.connectOrigins);
    // every answer, errors and streamed ones included, as @fastify/helmet's onRequest hook did
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers.set) reply.raw.setHeader(name, value);
      for (const name of headers.removed) reply.raw.removeHeader(name);
      done();
    });
    await app.register(cookie);
  },
  { name: 'security' },
);
