import {
  type RoleRef,
  type User,
  type UserCreateBody,
  type UserInfo,
  type UserListQuery,
  type UserStatus,
  type UserUpdateBody,
  type UserSearchItem,
  newPassword,
  user,
} from '@admin/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ReadFrom } from '../../db/data-versions.ts';
import type { DB, UsersTable } from '../../db/schema.ts';
import { containsFolded, searchText } from '../../db/search.ts';
import { valueTaken } from '../../lib/rows.ts';
import { entityFields } from '../../lib/columns.ts';
import { auditedChange, createdAudited } from '../../lib/audited.ts';
import type { Page } from '../../lib/envelope.ts';
import { sortedPageOf } from '../../lib/paging.ts';
import { type FieldErrors, forbidden, invalid, invalidField, notFound } from '../../lib/http-error.ts';
import { COMMON_PASSWORD, type PasswordHasher, isCommonPassword, temporaryPassword } from '../../lib/passwords.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';
import type { AuthUser } from '../../lib/access.ts';
import { UPLOADS_PREFIX } from '../../lib/images.ts';
import { columnsChange, writeAudit } from '../../lib/audit-log.ts';
import { revokeUserSessions, unlockSignIn } from '../../lib/sessions.ts';

type UserRow = Omit<Selectable<UsersTable>, 'password_hash' | 'search_text'>;

const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'full_name',
  'nickname',
  'phone',
  'avatar',
  'avatar_medium',
  'avatar_small',
  'status',
  'first_login',
  'last_login_at',
  'created_at',
  'updated_at',
  'row_version',
] as const;

const uploadUrl = (stored: string | null) => (stored ? `${UPLOADS_PREFIX}${stored}` : null);

function toUser(row: UserRow, roles: RoleRef[]): User {
  return {
    ...entityFields(user, row),
    avatar: uploadUrl(row.avatar),
    avatar_list:
      row.avatar && row.avatar_medium
        ? { original: uploadUrl(row.avatar)!, medium: uploadUrl(row.avatar_medium)! }
        : null,
    roles,
  };
}

async function rolesOf(db: Kysely<DB>, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name', 'r.display_name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.id')
    .execute();
  for (const { user_id, ...role } of rows) byUser.get(user_id)?.push(role);
  return byUser;
}

const NULLABLE_SORTS = new Set(['full_name', 'last_login_at']);

/** What the users' list reads (plugins/kept-answers.ts). */
export const USER_LIST_READS: ReadFrom = { rows: ['users', 'user_roles', 'roles'] };

export async function listUsers(db: Kysely<DB>, query: UserListQuery): Promise<Page<User>> {
  let base = db.selectFrom('users');
  if (query.q) base = base.where(containsFolded(sql.ref('search_text'), query.q));
  if (query.status) base = base.where('status', '=', query.status);
  if (query.role_id) {
    const roleId = query.role_id;
    base = base.where('id', 'in', (eb) => eb.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId));
  }
  // Empty values sort last on both dialects (SQLite and PostgreSQL disagree by default).
  const nullsLast = NULLABLE_SORTS.has(query.sort_by);
  const page = await sortedPageOf(base, base.select(USER_COLUMNS), query, (row) => row, { nullsLast });
  const roles = await rolesOf(
    db,
    page.items.map((r) => r.id),
  );
  return { total: page.total, items: page.items.map((r) => toUser(r, roles.get(r.id) ?? [])) };
}

async function findUser(db: Kysely<DB>, id: number): Promise<User | undefined> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return toUser(row, (await rolesOf(db, [id])).get(id) ?? []);
}

export async function getUser(db: Kysely<DB>, id: number): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw notFound('User not found');
  return user;
}

/** The user-info shape of spec section 3: the user, its first role's name and what it may do. */
export async function getUserInfo(db: Kysely<DB>, id: number): Promise<UserInfo> {
  const user = await getUser(db, id);
  const roleIds = user.roles.map((r) => r.id);
  const fullAccess =
    roleIds.length > 0 &&
    !!(await db
      .selectFrom('roles')
      .select('id')
      .where('id', 'in', roleIds)
      .where('role_has_permission', '=', 1)
      .executeTakeFirst());
  const permissions =
    fullAccess || roleIds.length === 0
      ? []
      : await db
          .selectFrom('role_permissions as rp')
          .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
          .select(['p.id', 'p.name'])
          .distinct()
          .where('rp.role_id', 'in', roleIds)
          .orderBy('p.id')
          .execute();
  return { ...user, role: user.roles[0]?.name ?? null, role_has_permission: fullAccess ? 1 : permissions };
}

async function fullAccessRoleIds(db: Kysely<DB>): Promise<Set<number>> {
  const rows = await db.selectFrom('roles').select('id').where('role_has_permission', '=', 1).execute();
  return new Set(rows.map((r) => r.id));
}

async function holdsFullAccess(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('ur.user_id')
    .where('ur.user_id', '=', userId)
    .where('r.role_has_permission', '=', 1)
    .executeTakeFirst();
  return !!row;
}

/** Other active users holding full access besides `userId`. */
async function otherFullAccessUsers(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .innerJoin('users as u', 'u.id', 'ur.user_id')
    .select((eb) => eb.fn.count<number>('u.id').distinct().as('n'))
    .where('r.role_has_permission', '=', 1)
    .where('u.status', '=', 'active')
    .where('u.id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Only a full-access user may change an account that has full access (no privilege escalation). */
export async function assertMayManage(db: Kysely<DB>, actor: AuthUser, targetId: number) {
  if (!actor.fullAccess && (await holdsFullAccess(db, targetId))) {
    throw forbidden('Permission denied: only a full-access user can change a full-access account');
  }
}

/** The user `id` as the API answers it (404 when missing), once `actor` may change it. */
async function managedUser(db: Kysely<DB>, actor: AuthUser, id: number): Promise<User> {
  const user = await getUser(db, id);
  await assertMayManage(db, actor, id);
  return user;
}

/** What a set of roles grants: full access, or the names of the permissions. */
interface Grants {
  fullAccess: boolean;
  permissions: Set<string>;
}

async function grantsOfRoles(db: Kysely<DB>, roleIds: number[]): Promise<Grants> {
  if (roleIds.length === 0) return { fullAccess: false, permissions: new Set() };
  const full = await db
    .selectFrom('roles')
    .select('id')
    .where('id', 'in', roleIds)
    .where('role_has_permission', '=', 1)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.name')
    .where('rp.role_id', 'in', roleIds)
    .execute();
  return { fullAccess: !!full, permissions: new Set(rows.map((r) => r.name)) };
}

async function grantsOfUser(db: Kysely<DB>, userId: number): Promise<Grants> {
  const rows = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute();
  return grantsOfRoles(
    db,
    rows.map((r) => r.role_id),
  );
}

/** The actor holds everything these grants give (full access covers all). */
const covers = (actor: AuthUser, grants: Grants) =>
  actor.fullAccess || (!grants.fullAccess && [...grants.permissions].every((p) => actor.permissions.has(p)));

export const MAY_NOT_GRANT = 'Permission denied: you cannot grant a role that holds permissions you do not have';
export const MAY_NOT_CHANGE_OWN_ROLES = 'Permission denied: you cannot change your own roles';
export const HOLDS_MORE =
  'Permission denied: this account holds permissions you do not have, so you cannot change its password or roles';

/** Roles given may hold only permissions the actor holds (nobody hands out more than they have). */
async function assertMayGrant(db: Kysely<DB>, actor: AuthUser, roleIds: number[]) {
  if (!covers(actor, await grantsOfRoles(db, roleIds))) throw forbidden(MAY_NOT_GRANT);
}

/** Password and role changes only on accounts that hold nothing the actor lacks. */
async function assertHoldsNoMore(db: Kysely<DB>, actor: AuthUser, targetId: number) {
  if (!covers(actor, await grantsOfUser(db, targetId))) throw forbidden(HOLDS_MORE);
}

const sameSet = (a: number[], b: number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};

/** Field errors for the username, e-mail and roles of a create or update. */
async function checkUserFields(
  db: Kysely<DB>,
  body: Pick<UserCreateBody, 'username' | 'email' | 'role_ids'>,
  exceptId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const taken = (column: 'username' | 'email', value: string) => valueTaken(db, 'users', column, value, exceptId);
  if (await taken('username', body.username)) errors.username = ['This username is already taken'];
  if (await taken('email', body.email)) errors.email = ['This e-mail is already used by another user'];
  const roleIds = [...new Set(body.role_ids)];
  const known = await db.selectFrom('roles').select('id').where('id', 'in', roleIds).execute();
  const unknown = roleIds.filter((id) => !known.some((r) => r.id === id));
  if (unknown.length > 0) errors.role_ids = [`Unknown role: ${unknown.join(', ')}`];
  return errors;
}

function passwordErrors(password: string): string[] {
  const result = newPassword.safeParse(password);
  if (!result.success) return result.error.issues.map((i) => i.message);
  return isCommonPassword(password) ? [COMMON_PASSWORD] : [];
}

const withoutRoles = (user: User) => ({ ...user, roles: user.roles.map((r) => r.name) });

export async function createUser(
  db: Kysely<DB>,
  hasher: PasswordHasher,
  actor: AuthUser,
  auditActor: Actor,
  body: UserCreateBody,
): Promise<User> {
  const errors = await checkUserFields(db, body);
  if (!errors.role_ids) await assertMayGrant(db, actor, body.role_ids);
  const weak = passwordErrors(body.password);
  if (weak.length) errors.password = weak;
  if (Object.keys(errors).length) throw invalid(errors);
  const passwordHash = await hasher.hash(body.password);
  const now = nowIso();
  const id = await createdAudited(db, auditActor, 'user', async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        username: body.username,
        email: body.email,
        password_hash: passwordHash,
        full_name: body.full_name,
        nickname: body.nickname ?? null,
        phone: body.phone ?? null,
        status: 'active',
        first_login: 1,
        search_text: searchText(body.username, body.email, body.full_name, body.nickname),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_roles')
      .values([...new Set(body.role_ids)].map((role_id) => ({ user_id: id, role_id })))
      .execute();
    const created = (await findUser(trx, id))!;
    return { id, after: withoutRoles(created) };
  });
  return getUser(db, id);
}

export async function updateUser(
  db: Kysely<DB>,
  hasher: PasswordHasher,
  actor: AuthUser,
  auditActor: Actor,
  id: number,
  body: UserUpdateBody,
): Promise<User> {
  const before = await managedUser(db, actor, id);
  const errors = await checkUserFields(db, body, id);
  const password = body.password ? body.password : undefined;
  const rolesChange = !sameSet(
    body.role_ids,
    before.roles.map((r) => r.id),
  );
  if (rolesChange && id === actor.id) throw forbidden(MAY_NOT_CHANGE_OWN_ROLES);
  if (rolesChange || password !== undefined) await assertHoldsNoMore(db, actor, id);
  if (rolesChange && !errors.role_ids) await assertMayGrant(db, actor, body.role_ids);
  if (password !== undefined) {
    const weak = passwordErrors(password);
    if (weak.length) errors.password = weak;
  }
  const fullRoles = await fullAccessRoleIds(db);
  const keepsFullAccess = body.role_ids.some((r) => fullRoles.has(r));
  if (!errors.role_ids && !keepsFullAccess && before.roles.some((r) => fullRoles.has(r.id))) {
    if ((await otherFullAccessUsers(db, id)) === 0)
      errors.role_ids = ['At least one active user must keep full access'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  const passwordHash = password === undefined ? undefined : await hasher.hash(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        username: body.username,
        email: body.email,
        full_name: body.full_name,
        nickname: body.nickname ?? null,
        phone: body.phone ?? null,
        search_text: searchText(body.username, body.email, body.full_name, body.nickname),
        updated_at: nowIso(),
        // A password set by someone else must be changed at the next sign-in.
        ...(passwordHash ? { password_hash: passwordHash, first_login: 1 } : {}),
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
    await trx
      .insertInto('user_roles')
      .values([...new Set(body.role_ids)].map((role_id) => ({ user_id: id, role_id })))
      .execute();
    if (passwordHash) await revokeUserSessions(trx, id, 'password-set');
    const after = (await findUser(trx, id))!;
    await writeAudit(trx, auditActor, {
      action: 'update',
      entity: 'user',
      entityId: id,
      before: withoutRoles(before),
      after: { ...withoutRoles(after), credentials_changed: !!passwordHash },
    });
  });
  return getUser(db, id);
}

export async function setUserStatus(
  db: Kysely<DB>,
  actor: AuthUser,
  auditActor: Actor,
  id: number,
  status: UserStatus,
): Promise<User> {
  const before = await managedUser(db, actor, id);
  if (status === 'inactive') {
    if (id === actor.id) throw invalidField('status', 'You cannot deactivate your own account');
    if ((await holdsFullAccess(db, id)) && (await otherFullAccessUsers(db, id)) === 0) {
      throw invalidField('status', 'At least one active user must keep full access');
    }
  }
  await auditedChange(db, auditActor, columnsChange('status', 'user', id, before, { status }), async (trx) => {
    await trx.updateTable('users').set({ status, updated_at: nowIso() }).where('id', '=', id).execute();
    if (status === 'inactive') await revokeUserSessions(trx, id, 'deactivated');
  });
  return getUser(db, id);
}

export async function resetPassword(
  db: Kysely<DB>,
  hasher: PasswordHasher,
  actor: AuthUser,
  auditActor: Actor,
  id: number,
): Promise<{ temporary_password: string }> {
  await managedUser(db, actor, id);
  await assertHoldsNoMore(db, actor, id);
  const temporary = temporaryPassword();
  const passwordHash = await hasher.hash(temporary);
  await auditedChange(
    db,
    auditActor,
    {
      action: 'password_reset',
      entity: 'user',
      entityId: id,
      after: { first_login: 1 },
    },
    async (trx) => {
      await trx
        .updateTable('users')
        .set({ password_hash: passwordHash, first_login: 1, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      await revokeUserSessions(trx, id, 'password-reset');
    },
  );
  return { temporary_password: temporary };
}

/** Forgets the account's failed sign-ins from every address (full access only, see the route). */
export async function unlockUser(db: Kysely<DB>, auditActor: Actor, id: number): Promise<User> {
  const user = await getUser(db, id);
  await db.transaction().execute(async (trx) => {
    const cleared = await unlockSignIn(trx, user.username);
    await writeAudit(trx, auditActor, { action: 'unlock', entity: 'user', entityId: id, after: { cleared } });
  });
  return user;
}

export async function setAvatar(
  db: Kysely<DB>,
  actor: AuthUser,
  auditActor: Actor,
  id: number,
  stored: { original: string; medium: string; small: string },
): Promise<User> {
  const before = await managedUser(db, actor, id);
  await auditedChange(
    db,
    auditActor,
    columnsChange('avatar', 'user', id, before, { avatar: uploadUrl(stored.original) }),
    async (trx) => {
      await trx
        .updateTable('users')
        .set({
          avatar: stored.original,
          avatar_medium: stored.medium,
          avatar_small: stored.small,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    },
  );
  return getUser(db, id);
}

/** Up to `count` users matching the text, by username, and how many match in all. */
export async function searchUsers(
  db: Kysely<DB>,
  text: string | undefined,
  count: number,
): Promise<Page<UserSearchItem>> {
  let base = db.selectFrom('users');
  if (text) base = base.where(containsFolded(sql.ref('search_text'), text));
  const [items, total] = await Promise.all([
    base.select(['id', 'username', 'full_name', 'email']).orderBy('username').limit(count).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** A full-access account made from the command line (`npm run create-admin`). */
export async function createFullAccessUser(
  db: Kysely<DB>,
  hasher: PasswordHasher,
  input: { username: string; email: string; password: string; full_name: string },
): Promise<number> {
  const errors: FieldErrors = {};
  const taken = (column: 'username' | 'email', value: string) => valueTaken(db, 'users', column, value);
  if (await taken('username', input.username)) errors.username = ['This username is already taken'];
  if (await taken('email', input.email)) errors.email = ['This e-mail is already used by another user'];
  if (Object.keys(errors).length) throw invalid(errors);
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('role_has_permission', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!role) throw new Error('No full-access role: seed the base data first');
  const passwordHash = await hasher.hash(input.password);
  const now = nowIso();
  return createdAudited(db, { userId: null, username: 'cli', ip: null }, 'user', async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({
        username: input.username,
        email: input.email,
        password_hash: passwordHash,
        full_name: input.full_name,
        status: 'active',
        first_login: 0,
        search_text: searchText(input.username, input.email, input.full_name),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
    return { id, after: { username: input.username, email: input.email, full_access: true } };
  });
}
