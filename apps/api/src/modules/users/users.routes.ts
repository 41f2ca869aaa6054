import {
  idParam,
  resetPasswordData,
  user,
  userCreateBody,
  userListQuery,
  userSearchItem,
  userSearchQuery,
  userStatusBody,
  userUpdateBody,
} from '@admin/contract';
import { areaRoutes, route } from '../../lib/routes.ts';
import { list, ok } from '../../lib/envelope.ts';
import { invalidField } from '../../lib/http-error.ts';
import { parseFields, readSingleImageForm, storeCheckedImage, withImages } from '../../lib/image-form.ts';
import {
  assertMayManage,
  createUser,
  getUser,
  USER_LIST_READS,
  listUsers,
  resetPassword,
  searchUsers,
  setAvatar,
  setUserStatus,
  unlockUser,
  updateUser,
} from './users.repository.ts';

/** A form sends role ids as text, one field per id (`role_ids` or `role_ids[]`). */
function formRoleIds(fields: Record<string, unknown>): Record<string, unknown> {
  if (!('role_ids' in fields)) return fields;
  const list = Array.isArray(fields.role_ids) ? fields.role_ids : [fields.role_ids];
  return { ...fields, role_ids: list.map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)) };
}

export const usersRoutes = areaRoutes(['users'], async (app) => {
  app.get(
    '/users',
    route.list('users-index', {
      summary: 'Admin users, paged',
      query: userListQuery,
      item: user,
      readFrom: USER_LIST_READS,
    }),
    async (request) => list(await listUsers(app.db, request.query), request.query),
  );

  app.post(
    '/users',
    route.create('users-create', {
      summary: 'Create an admin user (asked to change the password at first sign-in)',
      body: userCreateBody,
      entity: user,
    }),
    async (request) =>
      ok(
        await createUser(app.db, app.passwords, request.user!, request.actor, request.body),
        'Create user successful!',
      ),
  );

  for (const path of ['/users/search/user-admin', '/v2/users/search']) {
    app.get(
      path,
      route.list('users-index', {
        summary: 'Find admin users by name, username or e-mail (`name` or `q`)',
        query: userSearchQuery,
        item: userSearchItem,
      }),
      async (request) => {
        const found = await searchUsers(app.db, request.query.name ?? request.query.q, request.query.count);
        return list(found, { page: 1, count: request.query.count });
      },
    );
  }

  app.get('/users/:id', route.get('users-index', { summary: 'One admin user', entity: user }), async (request) =>
    ok(await getUser(app.db, request.params.id)),
  );

  app.put(
    '/users/:id',
    route.update('users-update', {
      summary: 'Edit an admin user; a password given here must be changed at the next sign-in',
      body: userUpdateBody,
      entity: user,
    }),
    async (request) =>
      ok(
        await updateUser(app.db, app.passwords, request.user!, request.actor, request.params.id, request.body),
        'Edit user successful!',
      ),
  );

  app.post(
    '/users/:id',
    route.update('users-update', {
      summary:
        'Edit an admin user as PUT does: JSON, or multipart with the same fields and an optional `avatar` ' +
        '(JPEG, PNG, WebP or GIF, 5 MB at most); a multipart form with only `avatar` changes the avatar alone',
      consumes: ['application/json', 'multipart/form-data'],
      entity: user,
    }),
    async (request) => {
      const id = request.params.id;
      await getUser(app.db, id);
      await assertMayManage(app.db, request.user!, id);
      const form = await readSingleImageForm(request, 'avatar');
      const multipart = request.isMultipart();
      const avatarOnly = multipart && Object.keys(form.fields).length === 0;
      if (avatarOnly && !form.file) throw invalidField('avatar', 'Choose an image file');
      const body = avatarOnly ? null : parseFields(userUpdateBody, multipart ? formRoleIds(form.fields) : form.fields);
      // the image is checked and stored once the fields are valid, and removed again if the edit fails
      const stored = form.file ? await storeCheckedImage(app.uploads.dir, form.file, 'avatar', 'avatars') : null;
      return withImages([stored], app.uploads.dir, async () => {
        let saved = body && (await updateUser(app.db, app.passwords, request.user!, request.actor, id, body));
        if (stored) saved = await setAvatar(app.db, request.user!, request.actor, id, stored);
        return avatarOnly ? ok(saved!) : ok(saved!, 'Edit user successful!');
      });
    },
  );

  app.put(
    '/users/update_status/:id',
    route.status('users-status', {
      summary: 'Activate or deactivate (deactivating ends the user’s sessions)',
      body: userStatusBody,
      entity: user,
    }),
    async (request) =>
      ok(
        await setUserStatus(app.db, request.user!, request.actor, request.params.id, request.body.status),
        'Change status successful!',
      ),
  );

  app.put(
    '/users/reset_password/:id',
    route('users-update', {
      summary: 'Set a random temporary password, shown once; the user must change it at sign-in',
      params: idParam,
      entity: resetPasswordData,
    }),
    async (request) =>
      ok(
        await resetPassword(app.db, app.passwords, request.user!, request.actor, request.params.id),
        'Reset password successful!',
      ),
  );

  app.put(
    '/users/unlock/:id',
    route('full-access', {
      summary: 'Forget the failed sign-ins of an account from every address (it may sign in at once)',
      params: idParam,
      entity: user,
    }),
    async (request) => ok(await unlockUser(app.db, request.actor, request.params.id), 'Account unlocked'),
  );
});
