import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { NOTIFY_TOKEN_CLAIM, TOKEN_TTL } from '@admin/contract';

export const JWT_ISSUER = 'admin-api';

export interface AccessClaims {
  userId: number;
  sessionId: number;
}

/**
 * HS256 access tokens: `sub` user id, `sid` session id, `jti` unique id, and `ntf`: the
 * notification-service permissions the user holds (that service trusts the token, see contract
 * NOTIFY_TOKEN_CLAIM).
 */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds: TOKEN_TTL.accessSeconds,
    async sign({ userId, sessionId, notify = [] }: AccessClaims & { notify?: readonly string[] }): Promise<string> {
      return new SignJWT({ sid: sessionId, ...(notify.length > 0 ? { [NOTIFY_TOKEN_CLAIM]: [...notify] } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuer(JWT_ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${TOKEN_TTL.accessSeconds}s`)
        .sign(key);
    },
    /**
     * The refresh token that replaces `token`: derived from it with the secret, so a request that
     * presents the just-replaced token again (another tab, at the same moment) gets the same one.
     */
    successorOf(token: string): string {
      return createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url');
    },
    /** The claims of a valid, unexpired token and when it expires (epoch ms), or null. */
    async verify(token: string): Promise<(AccessClaims & { expiresAt: number }) | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: JWT_ISSUER });
        const userId = Number(payload.sub);
        const sessionId = Number(payload.sid);
        if (!Number.isInteger(userId) || !Number.isInteger(sessionId) || payload.exp === undefined) return null;
        return { userId, sessionId, expiresAt: payload.exp * 1000 };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** A random opaque token (refresh tokens, invitations) and the hash stored in its place. */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
