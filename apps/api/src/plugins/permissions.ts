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

/** The OpenAPI pages; their routes come from @fastify/swagger-ui and declare nothing. */
export const DOCS_PATH = '/api/docs';

const isDocsPath = (url: string) => url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);

export interface PermissionsPluginOptions {
  /** Who reads the documentation pages: anyone ('public', the default) or any signed-in user. */
  docs?: 'public' | 'signed-in';
}

export default fp<PermissionsPluginOptions>(
  async (app, options) => {
    /** What a route requires: its declaration; the documentation pages as `options.docs` says. */
    const accessOf = (url: string, declared: Access | undefined): Access | undefined => {
      if (declared === undefined && isDocsPath(url)) return options.docs === 'signed-in' ? null : 'public';
      return declared;
    };
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
      // A browser opening the documentation sends no Authorization header: the web app's token cookie stands for it.
      const cookieToken = request.cookies?.token;
      if (isDocsPath(url) && !request.headers.authorization && cookieToken) {
        request.headers.authorization = `Bearer ${cookieToken}`;
      }
      const user = await app.resolveUser(request);
      if (!user) throw unauthenticated(MESSAGES.unauthenticated);
      request.user = user;
      if (user.firstLogin && !allowFirstLogin) throw forbidden(MESSAGES.mustChangePassword);
      if (!isAllowed(user, permission)) throw forbidden(deniedMessage(permission));
    });
  },
  { name: 'permissions', dependencies: ['auth'] },
);
