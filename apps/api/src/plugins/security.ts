import cookie from '@fastify/cookie';
import { REQUEST_ID_HEADER } from '@admin/server-kit/request-id';
import { type HeaderSet, applyHeaders, securityHeaders } from '@admin/server-kit/security-headers';
import fp from 'fastify-plugin';
import { EMBED_HOSTS, IMAGE_SCHEMES } from '../lib/rich-text.ts';

/**
 * The helmet set with a CSP the SPA (MUI's inline styles, data:/blob: images) and the rich text the
 * sanitiser keeps (web pictures, YouTube and Vimeo players) live with. `connectOrigins`: origins
 * besides our own the web app may call (the notification service).
 */
export function apiSecurityHeaders(connectOrigins: string[] = []): HeaderSet {
  return securityHeaders({
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
  });
}

export interface SecurityPluginOptions {
  /** apiSecurityHeaders' set (buildApp works it out once: the framework's own errors send it too). */
  headers: HeaderSet;
}

/** Security headers and the request's id on every answer, errors and streamed ones included; cookies. */
export default fp<SecurityPluginOptions>(
  async (app, options) => {
    app.addHook('onRequest', (request, reply, done) => {
      applyHeaders(reply.raw, options.headers);
      reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
      done();
    });
    await app.register(cookie);
  },
  { name: 'security' },
);
