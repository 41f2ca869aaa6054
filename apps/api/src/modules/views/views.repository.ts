import {
  type ListViews,
  type SavedView,
  type ViewColumns,
  type ViewColumnsBody,
  type ViewCreateBody,
  type ViewDefaultBody,
  type ViewState,
  type ViewUpdateBody,
  VIEWS_PER_LIST,
  viewColumns,
  viewState,
} from '@admin/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../lib/access.ts';
import { auditedChange, createdAudited } from '../../lib/audited.ts';
import type { Actor } from '../../lib/audit-log.ts';
import { forbidden, invalidField, notFound, reason } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import './views.tables.ts';

/** Who asks: the signed-in person and their actor for the audit log. */
export interface Viewer {
  user: AuthUser;
  actor: Actor;
}

const ENTITY = 'saved_view';
const DUPLICATE = 'You already have a view with this name on this list';
const nameKey = (name: string) => name.trim().toLowerCase();

async function rolesOf(db: Kysely<DB>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role_id);
}

function readState(json: string): ViewState {
  const parsed = viewState.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : { filters: {}, sort: null, columns: null, density: null };
}

function readColumns(json: string | null): ViewColumns | null {
  if (!json) return null;
  const parsed = viewColumns.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

const viewRows = (db: Kysely<DB>) =>
  db
    .selectFrom('saved_views as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .leftJoin('roles as r', 'r.id', 'v.role_id')
    .selectAll('v')
    .select(['u.full_name as owner_name', 'u.username as owner_username', 'r.display_name as role_name']);

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewRows>['executeTakeFirstOrThrow']>>;

const toView = (row: ViewRow, userId: number): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  state: readState(row.state_json),
  role_id: row.role_id,
  role_name: row.role_name ?? null,
  owner: { id: row.user_id, name: row.owner_name || row.owner_username },
  mine: row.user_id === userId,
  created_at: row.created_at,
  updated_at: row.updated_at,
  row_version: row.row_version,
});

/** The views of `list` that `userId` sees: their own and those shared with one of their roles. */
function visible(db: Kysely<DB>, userId: number, roles: number[], list: string) {
  return viewRows(db)
    .where('v.list', '=', list)
    .where((eb) =>
      roles.length ? eb.or([eb('v.user_id', '=', userId), eb('v.role_id', 'in', roles)]) : eb('v.user_id', '=', userId),
    );
}

export async function listViews(db: Kysely<DB>, userId: number, list: string): Promise<ListViews> {
  const roles = await rolesOf(db, userId);
  const rows = await visible(db, userId, roles, list).orderBy('v.name_key').orderBy('v.id').execute();
  const views = rows.map((row) => toView(row, userId));
  const prefs = await db
    .selectFrom('list_preferences')
    .select(['default_view_id', 'columns_json'])
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .executeTakeFirst();
  // a default view no longer shared with the person is no longer theirs to open
  const defaultId = views.some((v) => v.id === prefs?.default_view_id) ? prefs!.default_view_id : null;
  return { views, default_view_id: defaultId, columns: readColumns(prefs?.columns_json ?? null) };
}

async function viewOf(db: Kysely<DB>, userId: number, id: number): Promise<SavedView> {
  const row = await viewRows(db).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('View not found');
  const view = toView(row, userId);
  if (!view.mine && !(row.role_id !== null && (await rolesOf(db, userId)).includes(row.role_id)))
    throw notFound('View not found');
  return view;
}

/** Only the owner changes a view (a shared one is read by the others). */
async function ownView(db: Kysely<DB>, userId: number, id: number): Promise<SavedView> {
  const view = await viewOf(db, userId, id);
  if (!view.mine) throw forbidden('Only the person who saved this view may change it').saying(reason('view_not_owner'));
  return view;
}

/** Shared only with a role the person holds, or with any role by someone with full access. */
async function checkRole(db: Kysely<DB>, user: AuthUser, roleId: number | null | undefined) {
  if (roleId === null || roleId === undefined) return;
  const role = await db.selectFrom('roles').select('id').where('id', '=', roleId).executeTakeFirst();
  if (!role) throw invalidField('role_id', 'Unknown role');
  if (!user.fullAccess && !(await rolesOf(db, user.id)).includes(roleId))
    throw invalidField('role_id', 'A view is shared only with a role you hold');
}

async function setDefault(trx: Kysely<DB>, userId: number, list: string, viewId: number | null) {
  const now = nowIso();
  await trx
    .insertInto('list_preferences')
    .values({ user_id: userId, list, default_view_id: viewId, columns_json: null, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'list']).doUpdateSet({ default_view_id: viewId, updated_at: now }))
    .execute();
}

const duplicateName = () => invalidField('name', DUPLICATE).saying(reason('view_name_taken'));

export async function createView(db: Kysely<DB>, { user, actor }: Viewer, body: ViewCreateBody): Promise<SavedView> {
  await checkRole(db, user, body.role_id);
  const mine = await db
    .selectFrom('saved_views')
    .select(['name_key'])
    .where('user_id', '=', user.id)
    .where('list', '=', body.list)
    .execute();
  if (mine.some((v) => v.name_key === nameKey(body.name))) throw duplicateName();
  if (mine.length >= VIEWS_PER_LIST)
    throw invalidField('name', `A list keeps at most ${VIEWS_PER_LIST} views a person`).saying(
      reason('views_limit', { max: VIEWS_PER_LIST }),
    );
  const now = nowIso();
  const values = {
    user_id: user.id,
    list: body.list,
    name: body.name,
    name_key: nameKey(body.name),
    state_json: JSON.stringify(body.state),
    role_id: body.role_id,
  };
  try {
    const id = await createdAudited(db, actor, ENTITY, async (trx) => {
      const { id } = await trx
        .insertInto('saved_views')
        .values({ ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.is_default) await setDefault(trx, user.id, body.list, id);
      return { id, after: { list: body.list, name: body.name, role_id: body.role_id, state: body.state } };
    });
    return viewOf(db, user.id, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function updateView(
  db: Kysely<DB>,
  { user, actor }: Viewer,
  id: number,
  body: ViewUpdateBody,
): Promise<SavedView> {
  const view = await ownView(db, user.id, id);
  await checkRole(db, user, body.role_id);
  if (body.name !== undefined && nameKey(body.name) !== nameKey(view.name)) {
    const taken = await db
      .selectFrom('saved_views')
      .select('id')
      .where('user_id', '=', user.id)
      .where('list', '=', view.list)
      .where('name_key', '=', nameKey(body.name))
      .where('id', '!=', id)
      .executeTakeFirst();
    if (taken) throw duplicateName();
  }
  const set = {
    ...(body.name !== undefined ? { name: body.name, name_key: nameKey(body.name) } : {}),
    ...(body.state !== undefined ? { state_json: JSON.stringify(body.state) } : {}),
    ...(body.role_id !== undefined ? { role_id: body.role_id } : {}),
  };
  const before = { name: view.name, role_id: view.role_id, state: view.state };
  try {
    await auditedChange(db, actor, { action: 'update', entity: ENTITY, entityId: id, before, after: body }, (trx) =>
      trx
        .updateTable('saved_views')
        .set({ ...set, updated_at: nowIso() })
        .where('id', '=', id)
        .execute(),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
  return viewOf(db, user.id, id);
}

export async function deleteView(db: Kysely<DB>, { user, actor }: Viewer, id: number): Promise<{ id: number }> {
  const view = await ownView(db, user.id, id);
  const before = { list: view.list, name: view.name, role_id: view.role_id, row_version: view.row_version };
  await auditedChange(db, actor, { action: 'delete', entity: ENTITY, entityId: id, before }, async (trx) => {
    // every person's default that was this view: their list opens as "All" again
    await trx
      .updateTable('list_preferences')
      .set({ default_view_id: null })
      .where('default_view_id', '=', id)
      .execute();
    await trx.deleteFrom('saved_views').where('id', '=', id).execute();
  });
  return { id };
}

/** My default view of a list: one of mine or one shared with me; null clears it. */
export async function setDefaultView(db: Kysely<DB>, { user, actor }: Viewer, body: ViewDefaultBody) {
  if (body.view_id !== null) {
    const view = await viewOf(db, user.id, body.view_id).catch(() => null);
    if (!view || view.list !== body.list) throw invalidField('view_id', 'Unknown view');
  }
  await auditedChange(
    db,
    actor,
    { action: 'update', entity: 'list_default_view', entityId: null, after: body },
    (trx) => setDefault(trx, user.id, body.list, body.view_id),
  );
  return listViews(db, user.id, body.list);
}

/** My columns of a list when no view is open; kept per person so that they follow them to any browser. */
export async function setListColumns(db: Kysely<DB>, userId: number, body: ViewColumnsBody): Promise<void> {
  const now = nowIso();
  const columns = body.columns === null ? null : JSON.stringify(body.columns);
  await db
    .insertInto('list_preferences')
    .values({ user_id: userId, list: body.list, default_view_id: null, columns_json: columns, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'list']).doUpdateSet({ columns_json: columns, updated_at: now }))
    .execute();
}
