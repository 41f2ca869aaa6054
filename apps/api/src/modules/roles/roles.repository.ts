import type { Permission, Role, RoleCreateBody, RoleUpdateBody } from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { valueTaken } from '../../lib/rows.ts';
import { auditedChange, insertAudited } from '../../lib/audited.ts';
import { conflict, invalid, notFound } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from '../../plugins/audit.ts';
import { writeAudit } from '../../lib/audit-log.ts';

export async function listPermissions(db: Kysely<DB>): Promise<Permission[]> {
  const rows = await db
    .selectFrom('permissions')
    .select(['id', 'name', 'display_name', 'group_key'])
    .orderBy('id')
    .execute();
  return rows.map(({ group_key, ...p }) => ({ ...p, group: group_key }));
}

async function loadRoles(db: Kysely<DB>, id?: number): Promise<Role[]> {
  let query = db
    .selectFrom('roles as r')
    .select((eb) => [
      'r.id',
      'r.name',
      'r.display_name',
      'r.role_has_permission',
      eb
        .selectFrom('user_roles as ur')
        .whereRef('ur.role_id', '=', 'r.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('users_count'),
    ])
    .orderBy('r.id');
  if (id !== undefined) query = query.where('r.id', '=', id);
  const roles = await query.execute();
  if (roles.length === 0) return [];
  const grants = await db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['rp.role_id', 'p.id', 'p.name', 'p.display_name', 'p.group_key'])
    .where(
      'rp.role_id',
      'in',
      roles.map((r) => r.id),
    )
    .orderBy('p.id')
    .execute();
  return roles.map((r) => ({
    ...r,
    users_count: Number(r.users_count ?? 0),
    permissions: grants
      .filter((g) => g.role_id === r.id)
      .map((g) => ({ id: g.id, name: g.name, display_name: g.display_name, group: g.group_key })),
  }));
}

export const listRoles = (db: Kysely<DB>) => loadRoles(db);

export async function getRole(db: Kysely<DB>, id: number): Promise<Role> {
  const [role] = await loadRoles(db, id);
  if (!role) throw notFound('Role not found');
  return role;
}

async function assertNameFree(db: Kysely<DB>, name: string, exceptId?: number) {
  if (await valueTaken(db, 'roles', 'name', name, exceptId))
    throw invalid({ name: ['A role with this name already exists'] });
}

const summary = (role: Role) => ({ ...role, permissions: role.permissions.map((p) => p.name) });

export async function createRole(db: Kysely<DB>, actor: Actor, body: RoleCreateBody): Promise<Role> {
  await assertNameFree(db, body.name);
  const id = await insertAudited(db, actor, {
    table: 'roles',
    entity: 'role',
    values: { name: body.name, display_name: body.display_name || body.name, role_has_permission: 0 },
    after: { name: body.name },
  });
  return getRole(db, id);
}

/** Renames and sets the permissions; the full-access role keeps full access whatever is sent. */
export async function updateRole(db: Kysely<DB>, actor: Actor, id: number, body: RoleUpdateBody): Promise<Role> {
  const before = await getRole(db, id);
  await assertNameFree(db, body.name, id);
  const wanted = [...new Set(body.permissions)];
  const known = wanted.length
    ? await db.selectFrom('permissions').select('id').where('id', 'in', wanted).execute()
    : [];
  const unknown = wanted.filter((p) => !known.some((k) => k.id === p));
  if (unknown.length) throw invalid({ permissions: [`Unknown permission: ${unknown.join(', ')}`] });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('roles')
      .set({ name: body.name, display_name: body.display_name || before.display_name, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
    if (wanted.length) {
      await trx
        .insertInto('role_permissions')
        .values(wanted.map((permission_id) => ({ role_id: id, permission_id })))
        .execute();
    }
    const after = (await loadRoles(trx, id))[0];
    await writeAudit(trx, actor, {
      action: 'update',
      entity: 'role',
      entityId: id,
      before: summary(before),
      after: summary(after),
    });
  });
  return getRole(db, id);
}

export async function deleteRole(db: Kysely<DB>, actor: Actor, id: number): Promise<void> {
  const role = await getRole(db, id);
  if (role.role_has_permission === 1) throw conflict('The full-access role cannot be deleted');
  if (role.users_count > 0) {
    const who = role.users_count === 1 ? '1 user holds' : `${role.users_count} users hold`;
    throw conflict(`This role cannot be deleted: ${who} it. Give them another role first.`);
  }
  await auditedChange(
    db,
    actor,
    { action: 'delete', entity: 'role', entityId: id, before: summary(role) },
    async (trx) => {
      await trx.deleteFrom('roles').where('id', '=', id).execute();
    },
  );
}
