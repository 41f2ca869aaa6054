import { LOGIN_THROTTLE, TOKEN_TTL } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { equalsIgnoreCase } from '../../db/search.ts';
import { hashToken, opaqueToken } from '../../lib/tokens.ts';
import { isoAfter, nowIso } from '../../lib/time.ts';
import { sql } from 'kysely';

const REFRESH_SECONDS = TOKEN_TTL.refreshDays * 86_400;

/** Failures from one address may reach this many (several people behind one office NAT). */
export const IP_MAX_FAILURES = LOGIN_THROTTLE.maxFailures * 4;

/** The account a sign-in names, by username or e-mail, case-insensitively. */
export async function findSignInAccount(db: Kysely<DB>, login: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'status'])
    .where((eb) => eb.or([equalsIgnoreCase(sql.ref('username'), login), equalsIgnoreCase(sql.ref('email'), login)]))
    .orderBy('id')
    .executeTakeFirst();
}

const throttleKey = (login: string) => login.trim().toLowerCase();

/**
 * Seconds until the username or address may try again, or null when it may now. Counted from
 * the failures stored in the database, so every API process sees the same numbers.
 */
export async function signInRetryAfter(db: Kysely<DB>, login: string, ip: string): Promise<number | null> {
  const since = isoAfter(-LOGIN_THROTTLE.windowSeconds);
  const window = (column: 'username' | 'ip', value: string) =>
    db
      .selectFrom('login_attempts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
  const [byUser, byIp] = await Promise.all([window('username', throttleKey(login)), window('ip', ip)]);
  const locked = [
    Number(byUser.n) >= LOGIN_THROTTLE.maxFailures ? byUser.oldest : null,
    Number(byIp.n) >= IP_MAX_FAILURES ? byIp.oldest : null,
  ].filter((t): t is string => !!t);
  if (locked.length === 0) return null;
  const until = Math.max(...locked.map((t) => Date.parse(t) + LOGIN_THROTTLE.windowSeconds * 1000));
  return Math.max(1, Math.ceil((until - Date.now()) / 1000));
}

export async function recordSignInFailure(db: Kysely<DB>, login: string, ip: string): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ username: throttleKey(login), ip, created_at: nowIso() })
    .execute();
  // Old failures are kept for a day (to read), then dropped.
  await db.deleteFrom('login_attempts').where('created_at', '<', isoAfter(-86_400)).execute();
}

export async function clearSignInFailures(db: Kysely<DB>, login: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', throttleKey(login)).execute();
}

async function issueRefreshToken(db: Kysely<DB>, sessionId: number) {
  const token = opaqueToken();
  const { id } = await db
    .insertInto('refresh_tokens')
    .values({
      session_id: sessionId,
      token_hash: hashToken(token),
      created_at: nowIso(),
      expires_at: isoAfter(REFRESH_SECONDS),
      replaced_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token };
}

export interface NewSession {
  sessionId: number;
  refreshToken: string;
}

/** A new session (the refresh-token family) and its first refresh token; records the sign-in time. */
export async function startSession(
  db: Kysely<DB>,
  userId: number,
  client: { userAgent?: string; ip: string },
): Promise<NewSession> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id: sessionId } = await trx
      .insertInto('sessions')
      .values({
        user_id: userId,
        created_at: now,
        last_used_at: now,
        expires_at: isoAfter(REFRESH_SECONDS),
        user_agent: client.userAgent?.slice(0, 255) ?? null,
        ip: client.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await issueRefreshToken(trx, sessionId);
    await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
    return { sessionId, refreshToken: token };
  });
}

export type RotateResult =
  | { kind: 'rotated'; userId: number; sessionId: number; refreshToken: string }
  | { kind: 'reused'; userId: number; sessionId: number }
  | { kind: 'invalid' };

/**
 * Exchanges a refresh token for a new one in the same family. A token presented a second time
 * means it was stolen (or the client is confused): the whole family is revoked.
 */
export async function rotateRefreshToken(db: Kysely<DB>, presented: string): Promise<RotateResult> {
  const row = await db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['t.id', 't.replaced_by', 't.expires_at', 's.id as session_id', 's.revoked_at', 's.user_id', 'u.status'])
    .where('t.token_hash', '=', hashToken(presented))
    .executeTakeFirst();
  if (!row) return { kind: 'invalid' };
  const reused = { kind: 'reused', userId: row.user_id, sessionId: row.session_id } as const;
  if (row.replaced_by !== null) {
    await revokeSession(db, row.session_id, 'refresh-token-reuse');
    return reused;
  }
  if (row.revoked_at !== null || row.expires_at <= nowIso() || row.status !== 'active') return { kind: 'invalid' };
  return db.transaction().execute(async (trx): Promise<RotateResult> => {
    const next = await issueRefreshToken(trx, row.session_id);
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ replaced_by: next.id })
      .where('id', '=', row.id)
      .where('replaced_by', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      // Another request rotated the same token at the same moment: that is reuse too.
      await trx.deleteFrom('refresh_tokens').where('id', '=', next.id).execute();
      await revokeSession(trx, row.session_id, 'refresh-token-reuse');
      return reused;
    }
    await trx
      .updateTable('sessions')
      .set({ last_used_at: nowIso(), expires_at: isoAfter(REFRESH_SECONDS) })
      .where('id', '=', row.session_id)
      .execute();
    return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, refreshToken: next.token };
  });
}

/** The session and user a refresh token belongs to, if it is still live. */
export async function sessionOfRefreshToken(db: Kysely<DB>, presented: string) {
  return db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .select(['s.id as sessionId', 's.user_id as userId'])
    .where('t.token_hash', '=', hashToken(presented))
    .where('s.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<DB>, sessionId: number, reason: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every live session of a user (deactivation, password reset), but the one kept. */
export async function revokeUserSessions(db: Kysely<DB>, userId: number, reason: string, keepSessionId?: number) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
  await query.execute();
}

export async function passwordHashOf(db: Kysely<DB>, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.password_hash;
}

export async function setOwnPassword(db: Kysely<DB>, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, first_login: 0, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
}
