import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../lib/access.ts';
import { setNewest } from '../lib/newest.ts';
import { type HashCost, type PasswordHasher, createPasswordHasher } from '../lib/passwords.ts';
import { type AccessTokens, createAccessTokens } from '../lib/tokens.ts';

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

/**
 * How long this process believes a session it has checked (live, user active, these permissions)
 * before asking the database again. Sign-out, a password change, a role change or a disabled user
 * take effect at once in the process that made the change (every write request forgets every
 * checked session), and within this time in the other API processes.
 */
export const SESSION_CHECK_MS = 2000;
/** Checked tokens and sessions kept at most (the oldest go first). */
const CACHE_SIZE = 10_000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Password hashing, and access JWTs (HS256) checked against the database: the session must be live,
 * the user active. A token's signature is checked once (the answer holds until it expires); its
 * session for SESSION_CHECK_MS.
 */
export default fp<AuthPluginOptions>(
  async (app, options) => {
    const tokens = createAccessTokens(options.jwtSecret);
    app.decorate('accessTokens', tokens);
    app.decorate('passwords', createPasswordHasher(options.hashCost));
    app.decorateRequest('user', null);

    const verified = new Map<string, Awaited<ReturnType<typeof tokens.verify>> & object>();
    const sessions = new Map<number, { user: AuthUser; checkedAt: number; expiresAt: number }>();
    // A lookup that started before a write may have read what the write changed: it is not kept.
    let generation = 0;
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method)) {
        sessions.clear();
        generation++;
      }
      done(null, payload);
    });

    async function claimsOf(token: string) {
      const known = verified.get(token);
      if (known) return known.expiresAt > Date.now() ? known : null;
      const claims = await tokens.verify(token);
      if (claims) setNewest(verified, token, claims, CACHE_SIZE);
      return claims;
    }

    app.decorate('resolveUser', async (request: FastifyRequest): Promise<AuthUser | null> => {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await claimsOf(token);
      if (!claims) return null;
      const now = Date.now();
      const checked = sessions.get(claims.sessionId);
      if (checked && checked.user.id === claims.userId && now - checked.checkedAt < SESSION_CHECK_MS) {
        return checked.expiresAt > now ? checked.user : null;
      }
      const started = generation;
      // One query: session, user, and every permission held through the user's roles.
      const rows = await app.db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .leftJoin('user_roles as ur', 'ur.user_id', 'u.id')
        .leftJoin('roles as r', 'r.id', 'ur.role_id')
        .leftJoin('role_permissions as rp', 'rp.role_id', 'r.id')
        .leftJoin('permissions as p', 'p.id', 'rp.permission_id')
        .select([
          'u.id',
          'u.username',
          'u.status',
          'u.first_login',
          's.expires_at',
          'r.role_has_permission',
          'p.name as permission',
        ])
        .where('s.id', '=', claims.sessionId)
        .where('s.user_id', '=', claims.userId)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', new Date(now).toISOString())
        .execute();
      const first = rows[0];
      if (!first || first.status !== 'active') return null;
      const user: AuthUser = {
        id: first.id,
        username: first.username,
        sessionId: claims.sessionId,
        permissions: new Set(rows.flatMap((r) => (r.permission ? [r.permission] : []))),
        fullAccess: rows.some((r) => r.role_has_permission === 1),
        firstLogin: first.first_login === 1,
      };
      if (generation === started)
        setNewest(
          sessions,
          claims.sessionId,
          { user, checkedAt: now, expiresAt: Date.parse(first.expires_at) },
          CACHE_SIZE,
        );
      return user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
