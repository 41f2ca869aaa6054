import { INVITATION_TTL_DAYS, type InvitationAcceptBody, type InvitationInfo, type Manager } from '@admin/contract';
import { type Kysely, sql } from 'kysely';
import type { DB, ManagerInvitationsTable } from '../../db/schema.ts';
import { updateAudited } from '../../lib/audited.ts';
import { nameOf } from '../../lib/columns.ts';
import { containsFolded, equalsIgnoreCase, searchText } from '../../db/search.ts';
import type { Page } from '../../lib/envelope.ts';
import { type FieldErrors, conflict, invalid, invalidField, notFound } from '../../lib/http-error.ts';
import { pageOf } from '../../lib/paging.ts';
import { COMMON_PASSWORD, type PasswordHasher, isCommonPassword } from '../../lib/passwords.ts';
import { type RowOf, oneOr404, oneUpdated, valueTaken } from '../../lib/rows.ts';
import { hashToken, opaqueToken } from '../../lib/tokens.ts';
import { isoAfter, nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';
import { writeAudit } from '../../lib/audit-log.ts';

export const inviteUrl = (token: string) => `/login?invite=${encodeURIComponent(token)}`;

type Stored = Pick<ManagerInvitationsTable, 'status' | 'expires_at'>;

/** 'expired' is not stored: a pending invitation past its date is expired. */
const statusOf = (row: Stored): Manager['status'] =>
  row.status === 'pending' && row.expires_at <= nowIso() ? 'expired' : row.status;

function baseList(db: Kysely<DB>) {
  return db
    .selectFrom('manager_invitations as m')
    .select([
      'm.id',
      'm.email',
      'm.status',
      'm.user_id',
      'm.created_at',
      'm.expires_at',
      nameOf('users', 'm.invited_by', 'username').as('invited_by'),
    ]);
}

type ListRow = RowOf<typeof baseList>;

const toManager = (row: ListRow, token?: string): Manager => ({
  id: row.id,
  email: row.email,
  status: statusOf(row),
  invite_url: token ? inviteUrl(token) : null,
  invited_by: row.invited_by,
  user_id: row.user_id,
  created_at: row.created_at,
  expires_at: row.expires_at,
});

export async function listInvitations(
  db: Kysely<DB>,
  query: { page: number; count: number; q?: string },
): Promise<Page<Manager>> {
  let filtered = db.selectFrom('manager_invitations as m');
  if (query.q) filtered = filtered.where(containsFolded(sql<string>`lower(m.email)`, query.q));
  let page = baseList(db);
  if (query.q) page = page.where(containsFolded(sql<string>`lower(m.email)`, query.q));
  return pageOf(filtered, page.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc'), query, (r) => toManager(r));
}

const userWithEmail = (db: Kysely<DB>, email: string) => valueTaken(db, 'users', 'email', email);

/**
 * Invites an e-mail address. The token is shown once, in this answer (as invite_url); only its hash
 * is kept. Inviting an address again replaces its pending invitation.
 */
export async function createInvitation(db: Kysely<DB>, actor: Actor, email: string): Promise<Manager> {
  if (await userWithEmail(db, email)) throw invalidField('email', 'This e-mail already belongs to a user');
  const token = opaqueToken();
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('manager_invitations')
      .set({ status: 'revoked', updated_at: now })
      .where(equalsIgnoreCase(sql.ref('email'), email))
      .where('status', '=', 'pending')
      .execute();
    const { id } = await trx
      .insertInto('manager_invitations')
      .values({
        email,
        token_hash: hashToken(token),
        status: 'pending',
        invited_by: actor.userId,
        user_id: null,
        created_at: now,
        updated_at: now,
        expires_at: isoAfter(INVITATION_TTL_DAYS * 86_400),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'invite', entity: 'manager_invitation', entityId: id, after: { email } });
    return id;
  });
  return toManager(await baseList(db).where('m.id', '=', id).executeTakeFirstOrThrow(), token);
}

export async function revokeInvitation(db: Kysely<DB>, actor: Actor, id: number): Promise<Manager> {
  const row = await oneOr404(baseList(db).where('m.id', '=', id), 'Invitation not found');
  if (statusOf(row) !== 'pending')
    throw conflict(`Only a pending invitation can be revoked; this one is ${statusOf(row)}`);
  await updateAudited(db, actor, {
    action: 'revoke',
    table: 'manager_invitations',
    entity: 'manager_invitation',
    id,
    set: { status: 'revoked' },
    before: { status: 'pending' },
  });
  return toManager(await baseList(db).where('m.id', '=', id).executeTakeFirstOrThrow());
}

async function findByToken(db: Kysely<DB>, token: string) {
  return db
    .selectFrom('manager_invitations')
    .select(['id', 'email', 'status', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
}

export async function invitationByToken(db: Kysely<DB>, token: string): Promise<InvitationInfo> {
  const row = await findByToken(db, token);
  if (!row) throw notFound('Invitation not found');
  return { email: row.email, status: statusOf(row), expires_at: row.expires_at };
}

/** The invitee chooses a username and password; the new user has no role until one is given. */
export async function acceptInvitation(
  db: Kysely<DB>,
  hasher: PasswordHasher,
  token: string,
  body: InvitationAcceptBody,
  ip: string,
): Promise<InvitationInfo> {
  const invitation = await findByToken(db, token);
  if (!invitation) throw notFound('Invitation not found');
  const status = statusOf(invitation);
  if (status !== 'pending') throw conflict(`This invitation is ${status}`);
  const usernameTaken = await valueTaken(db, 'users', 'username', body.username);
  const errors: FieldErrors = {};
  if (usernameTaken) errors.username = ['This username is already taken'];
  if (isCommonPassword(body.password)) errors.password = [COMMON_PASSWORD];
  if (Object.keys(errors).length) throw invalid(errors);
  if (await userWithEmail(db, invitation.email)) throw conflict('This e-mail already belongs to a user');
  const passwordHash = await hasher.hash(body.password);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        username: body.username,
        email: invitation.email,
        password_hash: passwordHash,
        full_name: body.full_name,
        status: 'active',
        first_login: 0,
        search_text: searchText(body.username, invitation.email, body.full_name),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await oneUpdated(
      trx
        .updateTable('manager_invitations')
        .set({ status: 'accepted', user_id: userId, updated_at: now })
        .where('id', '=', invitation.id)
        .where('status', '=', 'pending'),
      conflict('This invitation was just used'),
    );
    await writeAudit(
      trx,
      { userId, username: body.username, ip },
      {
        action: 'accept',
        entity: 'manager_invitation',
        entityId: invitation.id,
        after: { user_id: userId, username: body.username },
      },
    );
  });
  return { email: invitation.email, status: 'accepted', expires_at: invitation.expires_at };
}
