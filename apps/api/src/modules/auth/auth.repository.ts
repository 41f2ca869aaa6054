import { LOGIN_THROTTLE, TOKEN_TTL } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { equalsIgnoreCase } from '../../db/search.ts';
import { hashToken, opaqueToken } from '../../lib/tokens.ts';
import { isoAfter, nowIso } from '../../lib/time.ts';
import { throttleKey } from '../../lib/sessions.ts';
import { sql } from 'kysely';

const REFRESH_SECONDS = TOKEN_TTL.refreshDays * 86_400;

/** The account a sign-in names, by username or e-mail, case-insensitively. */
export async function findSignInAccount(db: Kysely<DB>, login: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'password_hash', 'status'])
    .where((eb) => eb.or([equalsIgnoreCase(sql.ref('username'), login), equalsIgnoreCase(sql.ref('email'), login)]))
    .orderBy('id')
    .executeTakeFirst();
}

/** Seconds the pair waits after its `failures`-th failure: none within the free ones, then doubling. */
export function signInDelaySeconds(failures: number): number {
  if (failures < LOGIN_THROTTLE.maxFailures) return 0;
  return Math.min(2 ** (failures - LOGIN_THROTTLE.maxFailures + 1), LOGIN_THROTTLE.windowSeconds);
}

const secondsUntil = (iso: string) => Math.max(1, Math.ceil((Date.parse(iso) - Date.now()) / 1000));

export type SignInSlot = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Takes one sign-in attempt for the account from the address before the password is looked at,
 * counted as a failure until `clearSignInFailures` says it succeeded. Refused while the pair waits
 * out its progressive delay, or, once the account has `accountMaxFailures` in the window from all
 * addresses together, from any address that has failed on it (an address without failures still
 * gets in). The count changes by a conditional update on the row's version, so concurrent attempts
 * cannot all pass one check.
 */
export async function takeSignInSlot(db: Kysely<DB>, login: string, ip: string): Promise<SignInSlot> {
  const username = throttleKey(login);
  const windowStart = isoAfter(-LOGIN_THROTTLE.windowSeconds);
  await db
    .insertInto('sign_in_throttle')
    .values({ username, ip })
    .onConflict((oc) => oc.columns(['username', 'ip']).doNothing())
    .execute();
  for (let tries = 0; tries < 3; tries++) {
    const now = nowIso();
    const [row, account] = await Promise.all([
      db
        .selectFrom('sign_in_throttle')
        .select(['failures', 'version', 'last_failure_at', 'next_allowed_at'])
        .where('username', '=', username)
        .where('ip', '=', ip)
        .executeTakeFirst(),
      db
        .selectFrom('sign_in_throttle')
        .select((eb) => eb.fn.sum<number>('failures').as('n'))
        .where('username', '=', username)
        .where('last_failure_at', '>', windowStart)
        .executeTakeFirstOrThrow(),
    ]);
    if (!row) return { allowed: false, retryAfter: 1 }; // unlocked at this very moment: try again
    const recent = row.last_failure_at !== null && row.last_failure_at > windowStart;
    const failures = recent ? row.failures : 0;
    if (recent && row.next_allowed_at !== null && row.next_allowed_at > now) {
      return { allowed: false, retryAfter: secondsUntil(row.next_allowed_at) };
    }
    if (failures > 0 && Number(account.n ?? 0) >= LOGIN_THROTTLE.accountMaxFailures) {
      return {
        allowed: false,
        retryAfter: secondsUntil(isoAfter(LOGIN_THROTTLE.windowSeconds, Date.parse(row.last_failure_at!))),
      };
    }
    const delay = signInDelaySeconds(failures + 1);
    const taken = await db
      .updateTable('sign_in_throttle')
      .set({
        failures: failures + 1,
        version: row.version + 1,
        last_failure_at: now,
        next_allowed_at: delay > 0 ? isoAfter(delay) : null,
      })
      .where('username', '=', username)
      .where('ip', '=', ip)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return { allowed: true };
  }
  return { allowed: false, retryAfter: 1 };
}

/** A successful sign-in: the address's failures on the account are forgotten. */
export async function clearSignInFailures(db: Kysely<DB>, login: string, ip: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('username', '=', throttleKey(login)).where('ip', '=', ip).execute();
  // rows of pairs quiet for a day go
  await db.deleteFrom('sign_in_throttle').where('last_failure_at', '<', isoAfter(-86_400)).execute();
}

async function issueRefreshToken(db: Kysely<DB>, sessionId: number, token = opaqueToken()) {
  const { id } = await db
    .insertInto('refresh_tokens')
    .values({
      session_id: sessionId,
      token_hash: hashToken(token),
      created_at: nowIso(),
      expires_at: isoAfter(REFRESH_SECONDS),
      replaced_by: null,
      replaced_at: null,
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

/** A token replaced this long ago or less still answers with its successor (tabs refreshing at once). */
export const REFRESH_GRACE_SECONDS = 30;

/** How many successors a token presented within the grace window may be followed through. */
const GRACE_STEPS = 5;

const refreshRow = (db: Kysely<DB>, token: string) =>
  db
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      't.id',
      't.replaced_by',
      't.replaced_at',
      't.expires_at',
      's.id as session_id',
      's.revoked_at',
      's.user_id',
      'u.status',
    ])
    .where('t.token_hash', '=', hashToken(token))
    .executeTakeFirst();

/**
 * Exchanges a refresh token for its successor in the same family (`successorOf` derives it). A
 * token replaced within the last REFRESH_GRACE_SECONDS answers the live successor it led to, so
 * tabs that refresh with one cookie at the same moment all carry on; presented later, it means the
 * token was stolen (or the client is confused): the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Kysely<DB>,
  presented: string,
  successorOf: (token: string) => string,
): Promise<RotateResult> {
  const row = await refreshRow(db, presented);
  if (!row) return { kind: 'invalid' };
  const reused = { kind: 'reused', userId: row.user_id, sessionId: row.session_id } as const;
  const live = (r: NonNullable<typeof row>) =>
    r.revoked_at === null && r.expires_at > nowIso() && r.status === 'active';
  const graceFrom = isoAfter(-REFRESH_GRACE_SECONDS);
  /** The live token `token` (replaced at `replacedAt`) led to within the grace window, or null. */
  const withinGrace = async (token: string, replacedAt: string | null): Promise<RotateResult | null> => {
    let current = token;
    let at = replacedAt;
    for (let step = 0; step < GRACE_STEPS && at !== null && at > graceFrom; step++) {
      current = successorOf(current);
      const next = await refreshRow(db, current);
      if (!next || !live(next)) return null;
      if (next.replaced_by === null) {
        return { kind: 'rotated', userId: next.user_id, sessionId: next.session_id, refreshToken: current };
      }
      at = next.replaced_at;
    }
    return null;
  };
  if (row.replaced_by !== null) {
    const successor = live(row) ? await withinGrace(presented, row.replaced_at) : null;
    if (successor) return successor;
    await revokeSession(db, row.session_id, 'refresh-token-reuse');
    return reused;
  }
  if (!live(row)) return { kind: 'invalid' };
  const claimed = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claim = await trx
      .updateTable('refresh_tokens')
      .set({ replaced_at: now })
      .where('id', '=', row.id)
      .where('replaced_at', 'is', null)
      .where('replaced_by', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    const next = await issueRefreshToken(trx, row.session_id, successorOf(presented));
    await trx.updateTable('refresh_tokens').set({ replaced_by: next.id }).where('id', '=', row.id).execute();
    await trx
      .updateTable('sessions')
      .set({ last_used_at: now, expires_at: isoAfter(REFRESH_SECONDS) })
      .where('id', '=', row.session_id)
      .execute();
    return true;
  });
  if (claimed) {
    return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, refreshToken: successorOf(presented) };
  }
  // another request rotated the same token at the same moment: it answers the same successor
  return (await withinGrace(presented, nowIso())) ?? { kind: 'invalid' };
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
