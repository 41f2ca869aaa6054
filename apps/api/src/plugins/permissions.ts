import { MESSAGES } from '@admin/contract';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../lib/http-error.ts';
import { type Access, deniedMessage, isAllowed } from '../lib/access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Access;
    /** A user who must still change the first password may call this route. */
    allowFirstLogin?: boolean;
  }
  interface FastifyInstance {
    /** Every /api route and what it declared, for tests and docs. */
    routeAccess: { method: string; url: string; permission: Access | undefined }[];
  }
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

/** The OpenAPI pages: public, their routes come from @fastify/swagger-ui. */
export const DOCS_PATH = '/api/docs';

/** What a route requires: its declaration; the documentation pages are public. */
function accessOf(url: string, declared: Access | undefined): Access | undefined {
  if (declared === undefined && (url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`))) return 'public';
  return declared;
}

export default fp(
  async (app) => {
    app.decorate('routeAccess', []);
    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      const permission = accessOf(route.url, route.config?.permission);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, permission });
      }
      if (permission === undefined) app.log.warn({ url: route.url }, 'route declares no permission: it answers 403');
    });

    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url ?? '';
      if (request.is404 || !isApiPath(url)) return;
      const { allowFirstLogin } = request.routeOptions.config;
      const permission = accessOf(url, request.routeOptions.config.permission);
      if (permission === 'public') return;
      const user = await app.resolveUser(request);
      if (!user) throw unauthenticated(MESSAGES.unauthenticated);
      request.user = user;
      if (user.firstLogin && !allowFirstLogin) throw forbidden(MESSAGES.mustChangePassword);
      if (!isAllowed(user, permission)) throw forbidden(deniedMessage(permission));
    });
  },
  { name: 'permissions', dependencies: ['auth'] },
);
