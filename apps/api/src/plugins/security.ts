import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export interface SecurityPluginOptions {
  /** Origins besides our own the web app may call (the notification service). */
  connectOrigins?: string[];
}

/** Security headers with a CSP the SPA (MUI's inline styles, data:/blob: images) lives with; cookies. */
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
          imgSrc: ["'self'", 'data:', 'blob:'],
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
