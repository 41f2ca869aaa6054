import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { EMBED_HOSTS, IMAGE_SCHEMES } from '../lib/rich-text.ts';

export interface SecurityPluginOptions {
  /** Origins besides our own the web app may call (the notification service). */
  connectOrigins?: string[];
}

/**
 * Security headers with a CSP the SPA (MUI's inline styles, data:/blob: images) and the rich text
 * the sanitiser keeps (web pictures, YouTube and Vimeo players) live with; cookies.
 */
export default fp<SecurityPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
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
          connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // Served over plain HTTP on a LAN as well: no forced upgrade, no HSTS from the app itself.
      strictTransportSecurity: false,
    });
    await app.register(cookie);
  },
  { name: 'security' },
);
