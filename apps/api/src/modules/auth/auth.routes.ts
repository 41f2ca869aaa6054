import {
  REFRESH_COOKIE,
  TOKEN_TTL,
  changePasswordBody,
  emptyData,
  loginBody,
  loginData,
  okEnvelope,
  userInfo,
} from '@admin/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { areaRoutes } from '../../lib/routes.ts';
import { ok } from '../../lib/envelope.ts';
import { PUBLIC_BODY_LIMIT } from '../../lib/json-body.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { getUserInfo } from '../users/public.ts';
import { type SignedIn, changeOwnPassword, refreshSession, signIn, signOut } from './auth.service.ts';

const COOKIE_PATH = '/api/auth';

const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The refresh token lives in an httpOnly cookie only the auth routes receive. */
function withRefreshCookie(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn) {
  reply.setCookie(REFRESH_COOKIE, signedIn.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: COOKIE_PATH,
    maxAge: TOKEN_TTL.refreshDays * 86_400,
  });
  return ok(signedIn.data);
}

export const authRoutes = areaRoutes(['auth'], async (app) => {
  app.post(
    '/auth/login',
    {
      config: { permission: 'public' },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        summary: 'Sign in with username or e-mail; sets the refresh_token cookie',
        security: [],
        body: loginBody,
        response: { 200: okEnvelope(loginData), ...errorResponses },
      },
    },
    async (request, reply) => withRefreshCookie(request, reply, await signIn(app, request.body, clientOf(request))),
  );

  app.post(
    '/auth/refresh',
    {
      config: { permission: 'public' },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        summary: 'Rotate the refresh_token cookie and get a new access token',
        security: [],
        response: { 200: okEnvelope(loginData), ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return withRefreshCookie(
          request,
          reply,
          await refreshSession(app, request.cookies[REFRESH_COOKIE], clientOf(request)),
        );
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { permission: 'public' },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        summary: 'End the session (always answers 200)',
        security: [],
        response: { 200: okEnvelope(emptyData) },
      },
    },
    async (request, reply) => {
      await signOut(app, await app.resolveUser(request), request.cookies[REFRESH_COOKIE], request.ip);
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return ok(null);
    },
  );

  app.get(
    '/me/account',
    {
      config: { permission: null, allowFirstLogin: true },
      schema: {
        summary: 'The signed-in user',
        response: { 200: okEnvelope(userInfo), ...errorResponses },
      },
    },
    async (request) => ok(await getUserInfo(app.db, request.user!.id)),
  );

  app.post(
    '/users/change_password',
    {
      config: { permission: null, allowFirstLogin: true },
      schema: {
        summary: 'Change the own password (ends the other sessions, clears first_login)',
        body: changePasswordBody,
        response: { 200: okEnvelope(emptyData), ...errorResponses },
      },
    },
    async (request) => {
      await changeOwnPassword(app, request.user!, request.actor, request.body);
      return ok(null, 'Password changed');
    },
  );
});
