import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowIso } from './time.ts';

/**
 * The sign-in state of an account that both the auth area (sign-in, own password) and staff's actions on
 * users (deactivate, reset a password, unlock) change: its sessions and its failed sign-ins.
 */

/** The key of an account's failed sign-ins: the login as typed, trimmed, in lower case. */
export const throttleKey = (login: string) => login.trim().toLowerCase();

/** Unlock: every address's failures on the account are forgotten (a full-access admin's action). */
export async function unlockSignIn(db: Kysely<DB>, username: string): Promise<number> {
  const result = await db.deleteFrom('sign_in_throttle').where('username', '=', throttleKey(username)).execute();
  return result.reduce((n, r) => n + Number(r.numDeletedRows), 0);
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
