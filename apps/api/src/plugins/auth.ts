import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type HashCost, type PasswordHasher, createPasswordHasher } from '../lib/passwords.ts';
import { type AccessTokens, createAccessTokens } from '../lib/tokens.ts';
import { nowIso } from '../lib/time.ts';

export interface AuthUser {
  id: number;
  username: string;
  sessionId: number;
  permissions: ReadonlySet<string>;
  fullAccess: boolean;
  firstLogin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    passwords: PasswordHasher;
    /** The user of the request's Bearer token, if it is valid and its session alive; else null. */
    resolveUser(request: FastifyRequest): Promise<AuthUser | null>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
  /** argon2id cost; the recommended parameters unless given (tests make it cheap). */
  hashCost?: Partial<HashCost>;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Password hashing, and access JWTs (HS256) checked against the database: the session must be live, the user active. */
export default fp<AuthPluginOptions>(
  async (app, options) => {
    const tokens = createAccessTokens(options.jwtSecret);
    app.decorate('accessTokens', tokens);
    app.decorate('passwords', createPasswordHasher(options.hashCost));
    app.decorateRequest('user', null);

    app.decorate('resolveUser', async (request: FastifyRequest): Promise<AuthUser | null> => {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await tokens.verify(token);
      if (!claims) return null;
      // One query: session, user, and every permission held through the user's roles.
      const rows = await app.db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .leftJoin('user_roles as ur', 'ur.user_id', 'u.id')
        .leftJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
        .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
        .select(['u.id', 'u.username', 'u.status', 'u.first_login', 'r.role_has_permission', 'p.name as permission'])
        .where('s.id', '=', claims.sessionId)
        .where('s.user_id', '=', claims.userId)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', nowIso())
        .execute();
      const first = rows[0];
      if (!first || first.status !== 'active') return null;
      return {
        id: first.id,
        username: first.username,
        sessionId: claims.sessionId,
        permissions: new Set(rows.flatMap((r) => (r.permission ? [r.permission] : []))),
        fullAccess: rows.some((r) => r.role_has_permission === 1),
        firstLogin: first.first_login === 1,
      };
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
