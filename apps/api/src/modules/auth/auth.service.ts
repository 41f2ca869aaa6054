import {
  type ChangePasswordBody,
  type LoginBody,
  type LoginData,
  MESSAGES,
  NOTIFICATION_PERMISSIONS,
  hasPermission,
} from '@admin/contract';
import type { FastifyInstance } from 'fastify';
import { forbidden, invalid, invalidField, tooManyRequests, unauthenticated } from '../../lib/http-error.ts';
import { COMMON_PASSWORD, isCommonPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../plugins/audit.ts';
import type { AuthUser } from '../../lib/access.ts';
import { writeAudit } from '../../lib/audit-log.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import { getUserInfo } from '../users/public.ts';
import {
  clearSignInFailures,
  findSignInAccount,
  passwordHashOf,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  setOwnPassword,
  startSession,
  takeSignInSlot,
} from './auth.repository.ts';

type Deps = Pick<FastifyInstance, 'db' | 'passwords' | 'accessTokens'>;

export interface Client {
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  data: LoginData;
  refreshToken: string;
}

async function sessionData(app: Deps, userId: number, sessionId: number): Promise<LoginData> {
  const user = await getUserInfo(app.db, userId);
  // The notification service reads what it may do from the token; not before the first password is changed.
  const notify =
    user.first_login === 1 ? [] : NOTIFICATION_PERMISSIONS.filter((p) => hasPermission(user.role_has_permission, p));
  return {
    access_token: await app.accessTokens.sign({ userId, sessionId, notify }),
    token_type: 'Bearer',
    expires_in: app.accessTokens.ttlSeconds,
    userId,
    user,
  };
}

/**
 * Sign-in by username or e-mail. Throttled per account and address before the password is looked
 * at (see takeSignInSlot); an unknown account and a wrong password answer alike ('Account not found').
 */
export async function signIn(app: Deps, body: LoginBody, client: Client): Promise<SignedIn> {
  const account = await findSignInAccount(app.db, body.username);
  // Failures count against the account, whether it is named by username or by e-mail.
  const throttleKey = account?.username ?? body.username;
  const slot = await takeSignInSlot(app.db, throttleKey, client.ip);
  if (!slot.allowed) throw tooManyRequests(MESSAGES.tooManyAttempts, slot.retryAfter);
  let valid = false;
  if (account) valid = await app.passwords.verify(account.password_hash, body.password);
  else await app.passwords.verifyDummy(body.password);
  // the slot taken counts as a failure unless cleared here
  if (!account || !valid) throw invalid({ username: [MESSAGES.accountNotFound] });
  await clearSignInFailures(app.db, throttleKey, client.ip);
  if (account.status !== 'active') throw forbidden(MESSAGES.accountDeactivated);
  const session = await startSession(app.db, account.id, client);
  await writeAudit(
    app.db,
    { userId: account.id, username: account.username, ip: client.ip },
    {
      action: 'login',
      entity: 'session',
      entityId: session.sessionId,
      after: { user_agent: client.userAgent ?? null },
    },
  );
  return { data: await sessionData(app, account.id, session.sessionId), refreshToken: session.refreshToken };
}

/** Rotates the refresh token of the cookie; a token reused after the grace window ends its whole family. */
export async function refreshSession(app: Deps, presented: string | undefined, client: Client): Promise<SignedIn> {
  if (!presented) throw unauthenticated('Your session has ended: please sign in again');
  const result = await rotateRefreshToken(app.db, presented, app.accessTokens.successorOf);
  if (result.kind === 'reused') {
    await writeAudit(
      app.db,
      { userId: result.userId, username: null, ip: client.ip },
      { action: 'revoke', entity: 'session', entityId: result.sessionId, after: { reason: 'refresh-token-reuse' } },
    );
    throw unauthenticated('This session was ended because its refresh token was used twice: please sign in again');
  }
  if (result.kind === 'invalid') throw unauthenticated('Your session has ended: please sign in again');
  return { data: await sessionData(app, result.userId, result.sessionId), refreshToken: result.refreshToken };
}

/** Ends the session of the access token or, failing that, of the refresh cookie. Never fails. */
export async function signOut(app: Deps, user: AuthUser | null, refreshToken: string | undefined, ip: string) {
  const session =
    (user && { sessionId: user.sessionId, userId: user.id }) ??
    (refreshToken ? await sessionOfRefreshToken(app.db, refreshToken) : undefined);
  if (!session) return;
  if (await revokeSession(app.db, session.sessionId, 'logout')) {
    await writeAudit(
      app.db,
      { userId: session.userId, username: user?.username ?? null, ip },
      { action: 'logout', entity: 'session', entityId: session.sessionId },
    );
  }
}

/** The signed-in user's own change; ends their other sessions and the first-login restriction. */
export async function changeOwnPassword(app: Deps, user: AuthUser, actor: Actor, body: ChangePasswordBody) {
  const current = await passwordHashOf(app.db, user.id);
  if (!(await app.passwords.verify(current, body.current_password))) {
    throw invalidField('current_password', 'The current password is incorrect');
  }
  if (isCommonPassword(body.new_password)) throw invalidField('new_password', COMMON_PASSWORD);
  const passwordHash = await app.passwords.hash(body.new_password);
  await app.db.transaction().execute(async (trx) => {
    await setOwnPassword(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, 'password-changed', user.sessionId);
    await writeAudit(trx, actor, {
      action: 'password_change',
      entity: 'user',
      entityId: user.id,
      after: { first_login: 0 },
    });
  });
}
