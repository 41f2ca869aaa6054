import {
  idParam,
  listEnvelope,
  okEnvelope,
  resetPasswordData,
  user,
  userCreateBody,
  userListQuery,
  userSearchItem,
  userSearchQuery,
  userStatusBody,
  userUpdateBody,
} from '@admin/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, ok } from '../../lib/envelope.ts';
import { errorResponses } from '../../lib/schemas.ts';
import {
  assertMayManage,
  createUser,
  getUser,
  listUsers,
  resetPassword,
  searchUsers,
  setAvatar,
  setUserStatus,
  updateUser,
} from './users.repository.ts';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { permission: 'users-index' },
      schema: {
        tags,
        summary: 'Admin users, paged',
        querystring: userListQuery,
        response: { 200: listEnvelope(user), ...errorResponses },
      },
    },
    async (request) => list(await listUsers(app.db, request.query), request.query),
  );

  app.post(
    '/users',
    {
      config: { permission: 'users-create' },
      schema: {
        tags,
        summary: 'Create an admin user (asked to change the password at first sign-in)',
        body: userCreateBody,
        response: { 200: okEnvelope(user), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await createUser(app.db, app.passwords, request.user!, request.actor, request.body),
        'Create user successful!',
      ),
  );

  for (const path of ['/users/search/user-admin', '/v2/users/search']) {
    app.get(
      path,
      {
        config: { permission: 'users-index' },
        schema: {
          tags,
          summary: 'Find admin users by name, username or e-mail (`name` or `q`)',
          querystring: userSearchQuery,
          response: { 200: okEnvelope(z.array(userSearchItem)), ...errorResponses },
        },
      },
      async (request) => ok(await searchUsers(app.db, request.query.name ?? request.query.q, request.query.count)),
    );
  }

  app.get(
    '/users/:id',
    {
      config: { permission: 'users-index' },
      schema: {
        tags,
        summary: 'One admin user',
        params: idParam,
        response: { 200: okEnvelope(user), ...errorResponses },
      },
    },
    async (request) => ok(await getUser(app.db, request.params.id)),
  );

  app.put(
    '/users/:id',
    {
      config: { permission: 'users-update' },
      schema: {
        tags,
        summary: 'Edit an admin user; a password given here must be changed at the next sign-in',
        params: idParam,
        body: userUpdateBody,
        response: { 200: okEnvelope(user), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await updateUser(app.db, app.passwords, request.user!, request.actor, request.params.id, request.body),
        'Edit user successful!',
      ),
  );

  app.post(
    '/users/:id',
    {
      config: { permission: 'users-update' },
      schema: {
        tags,
        summary: 'Upload the avatar (multipart, field `avatar`: JPEG, PNG, WebP or GIF, 5 MB at most)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: okEnvelope(user), ...errorResponses },
      },
    },
    async (request) => {
      await getUser(app.db, request.params.id);
      await assertMayManage(app.db, request.user!, request.params.id);
      const stored = await app.uploads.saveImage(request, 'avatar', 'avatars');
      return ok(await setAvatar(app.db, request.user!, request.actor, request.params.id, stored));
    },
  );

  app.put(
    '/users/update_status/:id',
    {
      config: { permission: 'users-status' },
      schema: {
        tags,
        summary: 'Activate or deactivate (deactivating ends the user’s sessions)',
        params: idParam,
        body: userStatusBody,
        response: { 200: okEnvelope(user), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await setUserStatus(app.db, request.user!, request.actor, request.params.id, request.body.status),
        'Change status successful!',
      ),
  );

  app.put(
    '/users/reset_password/:id',
    {
      config: { permission: 'users-update' },
      schema: {
        tags,
        summary: 'Set a random temporary password, shown once; the user must change it at sign-in',
        params: idParam,
        response: { 200: okEnvelope(resetPasswordData), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await resetPassword(app.db, app.passwords, request.user!, request.actor, request.params.id),
        'Reset password successful!',
      ),
  );
};
